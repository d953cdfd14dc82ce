import type { MonitoringSite } from '@kennel/core';
import helmet from 'helmet';
import type { App } from './server.ts';

/** The browser SDK's intake host for a site, as the Datadog SDK builds it (us3.datadoghq.com → browser-intake-us3-datadoghq.com). */
export function monitoringIntakeOrigins(site: MonitoringSite): string[] {
  const parts = site.split('.');
  const topLevel = parts.pop();
  const host = `browser-intake-${parts.join('-')}.${topLevel}`;
  return [`https://${host}`, `https://*.${host}`];
}

export interface SecurityHeaderOptions {
  monitoringSite: MonitoringSite;
  https: boolean;
  /** CSP hashes ('sha256-...') of the web app's inline scripts, e.g. the theme script in index.html. */
  inlineScriptHashes: readonly string[];
}

/**
 * Browser features the web app may use: only writing to the clipboard (the copy buttons), from its
 * own pages. Everything else is off for the app and for anything it could embed.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * Helmet's headers with a CSP that lets the built web app run and report to monitoring, and nothing
 * else. Helmet's middleware is built once and applied to every answer (JSON, pages, files) as it
 * starts. (@fastify/helmet built it again for every request, options parsed and the CSP's text made
 * anew: 7–9 µs a request measured alone, 0.1–0.2 µs built once; ADR 0044.)
 */
export async function installSecurityHeaders(app: App, options: SecurityHeaderOptions) {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...options.inlineScriptHashes.map((hash) => `'${hash}'`)],
        // Inline styles are used by UI primitives (positioning) and are harmless without inline scripts.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The draft room's "your pick" beep is a WAV the page makes and plays from a data: address.
        mediaSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...monitoringIntakeOrigins(options.monitoringSite)],
        // The monitoring SDK compresses its batches in a blob: worker.
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The same as the CSP's frame-ancestors 'none' for browsers that only read this header.
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Helmet 8 throws its errors rather than passing them on: a throw here fails the request.
    applyHeaders(request.raw, reply.raw, () => done());
  });
}
