import { useQuery } from '@tanstack/react-query';
import { accountKeys, useAccountsApi } from '../api/account-queries.ts';
import { useDebouncedValue } from '../forms/use-debounced-value.ts';

export type CodeKind = 'promo' | 'referral';

export const CODE_CHECK_DELAY_MS = 400;
const CODE_SHAPE = /^[A-Za-z0-9_-]{3,32}$/;

export type CodeStatus =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'valid'; text: string }
  | { state: 'invalid'; message: string }
  | { state: 'unknown' };

const INVALID: Record<CodeKind, string> = {
  promo: 'That promo code is not valid or has ended. Check it, or remove it to continue.',
  referral: 'That referral code is not valid. Check it with your friend, or remove it to continue.',
};

/** Checks a promo or referral code with the server once typing pauses; the shape is checked by the form. */
export function useCodeCheck(kind: CodeKind, code: string): CodeStatus {
  const api = useAccountsApi();
  const typed = code.trim();
  const settled = useDebouncedValue(typed, CODE_CHECK_DELAY_MS);
  const checkable = CODE_SHAPE.test(settled);
  const query = useQuery({
    queryKey: kind === 'promo' ? accountKeys.promoCode(settled) : accountKeys.referralCode(settled),
    queryFn: async ({ signal }) => {
      if (kind === 'promo') {
        const answer = await api.checkPromoCode(settled, signal);
        return answer.valid
          ? { valid: true as const, text: answer.description ?? `${answer.code} will be applied.` }
          : { valid: false as const, message: answer.message ?? INVALID.promo };
      }
      const answer = await api.checkReferralCode(settled, signal);
      return answer.valid
        ? {
            valid: true as const,
            text: answer.referrer_username
              ? `Invited by ${answer.referrer_username}.`
              : 'Your friend’s code will be applied.',
          }
        : { valid: false as const, message: answer.message ?? INVALID.referral };
    },
    enabled: checkable,
    staleTime: 60_000,
    retry: false,
  });
  if (typed === '') return { state: 'idle' };
  if (typed !== settled) return CODE_SHAPE.test(typed) ? { state: 'checking' } : { state: 'idle' };
  if (!checkable) return { state: 'idle' };
  if (query.isError) return { state: 'unknown' };
  if (!query.data) return { state: 'checking' };
  return query.data.valid
    ? { state: 'valid', text: query.data.text }
    : { state: 'invalid', message: query.data.message };
}
