import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import { isApiPath } from './paths.ts';
import type { App } from './server.ts';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Compresses answers of 1 KB and more (JSON above all: the all-sports pick'em board is megabytes
 * of it) with brotli or gzip, as the client's Accept-Encoding prefers (ADR 0031). Brotli at quality
 * 4: for answers made per request, most of the size saved at a small share of the CPU of its
 * default 11. Only API routes: the web app's files go as the build made them (its brotli and gzip
 * variants, or as they are); WebSocket frames never pass through here. Request bodies are never
 * inflated: the API reads plain JSON within its body limit.
 */
export async function installCompression(app: App): Promise<void> {
  // Runs before the plugin's own onRoute hook, which reads these.
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) Object.assign(route, { compress: false });
    Object.assign(route, { decompress: false });
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
