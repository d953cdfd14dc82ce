import { describe, expect, it } from 'vitest';
import { readStored } from '../../../shared/storage/index.ts';
import { captureReferringLink, referralLinkFor } from './referring-link.ts';

describe('referring link', () => {
  it('saves the code of an invite link to any page, the newest link winning', () => {
    const savedAt = new Date('2026-03-01T12:00:00Z');
    expect(captureReferringLink(new URL('https://kennel.example/promos?ref=PAL123'), savedAt)).toBe('PAL123');
    expect(readStored('referringLink')).toEqual({
      code: 'PAL123',
      url: 'https://kennel.example/promos?ref=PAL123',
      savedAt: '2026-03-01T12:00:00.000Z',
    });
    captureReferringLink(new URL('https://kennel.example/?ref=BUDDY_9'));
    expect(readStored('referringLink')?.code).toBe('BUDDY_9');
  });

  it('ignores addresses without a usable code', () => {
    for (const address of [
      'https://kennel.example/',
      'https://kennel.example/?ref=',
      'https://kennel.example/?ref=a%3Cb',
    ]) {
      expect(captureReferringLink(new URL(address))).toBeNull();
    }
    expect(readStored('referringLink')).toBeNull();
  });

  it('builds the link a player shares, which the capture reads back', () => {
    const link = referralLinkFor('PAL123', 'https://kennel.example');
    expect(link).toBe('https://kennel.example/register?ref=PAL123');
    expect(captureReferringLink(new URL(link))).toBe('PAL123');
  });
});
