import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { writeStored } from '../../../shared/storage/index.ts';

/** The query parameter a player's invite link carries: `https://kennel.example/?ref=CODE`. */
export const REFERRAL_PARAM = 'ref';
const REFERRAL_CODE_SHAPE = /^[A-Za-z0-9_-]{3,32}$/;

/** Saves the referral code of an invite link (`?ref=`); the newest link wins. Answers the code saved, if any. */
export function captureReferringLink(url: URL, now: Date = new Date()): string | null {
  const code = url.searchParams.get(REFERRAL_PARAM)?.trim();
  if (!code || !REFERRAL_CODE_SHAPE.test(code)) return null;
  writeStored('referringLink', { code, url: url.href, savedAt: now.toISOString() });
  return code;
}

/** Watches every address the app shows, so an invite link to any page pre-fills sign-up's referral code. */
export function useReferringLinkCapture(): void {
  const { search } = useLocation();
  useEffect(() => {
    if (search.includes(`${REFERRAL_PARAM}=`)) captureReferringLink(new URL(window.location.href));
  }, [search]);
}

/** A player's own invite link, to share. */
export function referralLinkFor(code: string, origin: string = window.location.origin): string {
  return `${origin}/register?${new URLSearchParams({ [REFERRAL_PARAM]: code })}`;
}
