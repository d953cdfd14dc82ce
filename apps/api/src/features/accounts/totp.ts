import { TOTP_ALLOWED_DRIFT_STEPS, TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS } from '@kennel/core';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 4226 recommends 160-bit secrets for HMAC-SHA1. */
const SECRET_BYTES = 20;

export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totp(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The otpauth:// URI authenticator apps read from the QR code. */
export function otpauthUri(secretBase32: string, accountLabel: string): string {
  return totp(secretBase32, accountLabel).toString();
}

/**
 * The RFC 6238 time step a code belongs to (within the allowed drift), or null when it matches
 * none. Callers accept a step only once, so an overheard code cannot be replayed.
 */
export function totpTimeStep(secretBase32: string, code: string, now: Date): number | null {
  const delta = totp(secretBase32, '').validate({
    token: code.replace(/\s+/g, ''),
    timestamp: now.getTime(),
    window: TOTP_ALLOWED_DRIFT_STEPS,
  });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The QR code as an SVG data URL, drawn on the server so the web bundle carries no QR library. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
