import { randomBytes } from 'node:crypto';
import {
  type Account,
  ageOn,
  checkUsername,
  EMAIL_VERIFICATION_TTL_MS,
  isoDateInTimeZone,
  isRegistrationOpen,
  meetsMinimumAge,
  minimumAge,
  RECOVERY_CODE_ALPHABET,
  type registrationRequestSchema,
  stateName,
  USERNAME_MESSAGES,
  type UsernameAvailability,
} from '@kennel/core';
import type { z } from 'zod';
import { violatedUniqueIndex } from '../../platform/db/sql-errors.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { QueuedMail } from '../../platform/mail/mailer.ts';
import type { StartedSession } from '../sessions/service.ts';
import { accountView } from './account-view.ts';
import type { AccountsContext, RequestOrigin } from './context.ts';
import type { Device } from './device-cookie.ts';
import { emailLink, emailVerificationEmail } from './emails.ts';
import type { AccountRow } from './repo.ts';

const REFERRAL_CODE_LENGTH = 8;
const REFERRAL_CODE_ATTEMPTS = 5;

/** 8 characters of Crockford base32 (40 bits): short enough to read out, long enough not to collide often. */
function newReferralCode(): string {
  return [...randomBytes(REFERRAL_CODE_LENGTH)].map((byte) => RECOVERY_CODE_ALPHABET[byte & 31]).join('');
}

export type RegistrationInput = Omit<z.infer<typeof registrationRequestSchema>, 'accept_terms' | 'device_id'>;

export interface Registered {
  account: Account;
  session: StartedSession;
}

function fieldProblem(
  code: 'underage' | 'invalid_request' | 'state_not_supported',
  field: string,
  message: string,
) {
  return new ApiProblem(code, { fields: { [field]: message } });
}

export function createRegistration(ctx: AccountsContext) {
  const { accounts, clock } = ctx;

  /** Age and state rules (RULES.md), judged on today's date where the day starts last (Hawaii). */
  function checkEligibility(input: RegistrationInput) {
    if (!isRegistrationOpen(input.state)) {
      throw fieldProblem(
        'state_not_supported',
        'state',
        `Kennel isn't available in ${stateName(input.state)} yet.`,
      );
    }
    const age = ageOn(input.date_of_birth, isoDateInTimeZone(clock()));
    if (age < 0) throw fieldProblem('invalid_request', 'date_of_birth', 'Enter your real date of birth.');
    if (!meetsMinimumAge(input.date_of_birth, isoDateInTimeZone(clock()), input.state)) {
      throw fieldProblem(
        'underage',
        'date_of_birth',
        `You must be at least ${minimumAge(input.state)} to play in ${stateName(input.state)}.`,
      );
    }
  }

  async function codesOf(input: RegistrationInput) {
    let promoCodeId: string | null = null;
    let referredByUserId: string | null = null;
    if (input.promo_code) {
      const promo = await ctx.promoCodes.findActivePromoCode(input.promo_code);
      if (!promo) {
        throw new ApiProblem('promo_code_invalid', {
          fields: { promo_code: 'That promo code is not valid or has ended.' },
        });
      }
      promoCodeId = promo.id;
    }
    if (input.referral_code) {
      const referrer = await accounts.referrerByCode(input.referral_code);
      if (!referrer) {
        throw new ApiProblem('referral_code_invalid', {
          fields: { referral_code: 'That referral code is not valid.' },
        });
      }
      referredByUserId = referrer.id;
    }
    return { promoCodeId, referredByUserId };
  }

  function takenProblem(index: string): ApiProblem | null {
    if (index === 'users_username_lower_key') {
      return new ApiProblem('username_taken', { fields: { username: USERNAME_MESSAGES.taken } });
    }
    if (index === 'users_email_lower_key') {
      return new ApiProblem('email_taken', { fields: { email: 'An account already uses that email.' } });
    }
    return null;
  }

  async function insertAccount(input: RegistrationInput, passwordHash: string, device: Device) {
    const codes = await codesOf(input);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await ctx.db.transaction(async (tx) => {
          const now = clock();
          const user = await accounts.insertUser(tx, {
            email: input.email,
            username: input.username,
            passwordHash,
            dateOfBirth: input.date_of_birth,
            state: input.state,
            termsVersion: input.terms_version,
            termsAcceptedAt: now,
            referralCode: newReferralCode(),
            ...codes,
          });
          // The browser that registered is the account's first known device.
          await ctx.security.trustDevice(tx, user.id, device.idHash, now);
          const token = await ctx.issueToken(tx, user.id, 'email_verification', EMAIL_VERIFICATION_TTL_MS);
          const mail = await ctx.mailer.enqueue(
            tx,
            emailVerificationEmail(user, emailLink(ctx.publicUrl, 'email_verification', token)),
          );
          return { user, mail };
        });
      } catch (error) {
        const index = violatedUniqueIndex(error);
        if (index === null) throw error;
        const taken = takenProblem(index);
        if (taken) throw taken;
        if (index !== 'users_referral_code_lower_key' || attempt >= REFERRAL_CODE_ATTEMPTS) throw error;
      }
    }
  }

  return {
    async usernameAvailability(username: string): Promise<UsernameAvailability> {
      const check = checkUsername(username);
      if (!check.ok) return { username, available: false, reason: check.reason, message: check.message };
      if (await accounts.usernameTaken(username)) {
        return { username, available: false, reason: 'taken', message: USERNAME_MESSAGES.taken };
      }
      return { username, available: true };
    },

    /** Creates the account, emails the verification link and signs the new user in on a fresh session. */
    async register(
      input: RegistrationInput,
      { device, origin, currentToken }: { device: Device; origin: RequestOrigin; currentToken?: string },
    ): Promise<Registered> {
      checkEligibility(input);
      if (await accounts.usernameTaken(input.username)) throw takenProblem('users_username_lower_key');
      if (await accounts.emailTaken(input.email)) throw takenProblem('users_email_lower_key');

      const passwordHash = await ctx.passwords.hash(input.password);
      const { user, mail }: { user: AccountRow; mail: QueuedMail } = await insertAccount(
        input,
        passwordHash,
        device,
      );
      ctx.mailer.deliverAfterCommit(mail);

      await ctx.sessions.endSession(currentToken);
      await accounts.recordLogin(user.id, clock(), origin.ipAddress);
      const session = await ctx.sessions.startSession(user.id, origin);
      const account = (await accounts.byId(user.id)) ?? user;
      return { account: accountView(account), session };
    },
  };
}
