import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, otpauthUri, qrCodeDataUrl, totpTimeStep } from './totp.ts';

const secret = newTotpSecret();
const codeAt = (at: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
const now = new Date('2026-11-22T12:00:10Z');
const step = Math.floor(now.getTime() / 30_000);

describe('TOTP (RFC 6238, 30 s, 6 digits)', () => {
  it('makes 160-bit base32 secrets', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('gives the time step of a current code, and accepts one step of drift either side', () => {
    expect(totpTimeStep(secret, codeAt(now.getTime()), now)).toBe(step);
    expect(totpTimeStep(secret, codeAt(now.getTime() - 30_000), now)).toBe(step - 1);
    expect(totpTimeStep(secret, codeAt(now.getTime() + 30_000), now)).toBe(step + 1);
    expect(totpTimeStep(secret, codeAt(now.getTime() - 90_000), now)).toBeNull();
    const code = codeAt(now.getTime());
    expect(totpTimeStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step);
  });

  it('rejects a wrong code', () => {
    const code = codeAt(now.getTime());
    const wrong = code === '000000' ? '000001' : '000000';
    expect(totpTimeStep(secret, wrong, now)).toBeNull();
  });

  it('builds the otpauth URI and draws it as an SVG data URL', async () => {
    const uri = otpauthUri(secret, 'rex_the_dog');
    expect(uri).toBe(
      `otpauth://totp/Kennel:rex_the_dog?issuer=Kennel&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const dataUrl = await qrCodeDataUrl(uri);
    expect(dataUrl.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(dataUrl.split(',')[1] ?? '', 'base64').toString()).toContain('<path');
  });
});
