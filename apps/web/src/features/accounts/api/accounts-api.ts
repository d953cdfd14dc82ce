import {
  ACCOUNT_ENDPOINTS,
  type Account,
  type AccountSession,
  type LoginResponse,
  type PromoCodeCheck,
  type ReferralCodeCheck,
  type RegistrationRequest,
  type UsernameAvailability,
} from '@kennel/core';
import type { HttpClient } from '../../../shared/api/index.ts';

const E = ACCOUNT_ENDPOINTS;

export type LoggedIn = LoginResponse['data'];

/** Every accounts call of core's ACCOUNT_ENDPOINTS, each answer checked against its contract. */
export function createAccountsApi(http: HttpClient) {
  return {
    async checkUsername(username: string, signal?: AbortSignal): Promise<UsernameAvailability> {
      return (await http.call(E.checkUsername, { query: { username } }, { signal })).data;
    },
    async checkPromoCode(code: string, signal?: AbortSignal): Promise<PromoCodeCheck> {
      return (await http.call(E.checkPromoCode, { body: { code } }, { signal })).data;
    },
    async checkReferralCode(code: string, signal?: AbortSignal): Promise<ReferralCodeCheck> {
      return (await http.call(E.checkReferralCode, { body: { code } }, { signal })).data;
    },
    async register(request: RegistrationRequest): Promise<Account> {
      return (await http.call(E.register, { body: request })).data;
    },
    async logIn(email: string, password: string): Promise<LoggedIn> {
      // 401 (wrong password, second factor needed) and 403 (locked, new device) are answers the form shows.
      const body = await http.call(E.logIn, { body: { email, password } }, { quietStatuses: [401, 403] });
      return body.data;
    },
    async logInWithMfa(mfaToken: string, code: string): Promise<LoggedIn> {
      const body = await http.call(
        E.logInWithMfa,
        { body: { mfa_token: mfaToken, code } },
        { quietStatuses: [401, 403, 422] },
      );
      return body.data;
    },
    async getAccount(signal?: AbortSignal): Promise<Account> {
      return (await http.call(E.getAccount, {}, { signal })).data;
    },
    async listSessions(signal?: AbortSignal): Promise<AccountSession[]> {
      return (await http.call(E.listSessions, {}, { signal })).data;
    },
    async endSession(id: string): Promise<void> {
      await http.call(E.endSession, { params: { id } });
    },
    async endOtherSessions(): Promise<number> {
      return (await http.call(E.endOtherSessions)).data.ended;
    },
    async changePassword(currentPassword: string, newPassword: string): Promise<number> {
      const body = await http.call(
        E.changePassword,
        { body: { current_password: currentPassword, new_password: newPassword } },
        { quietStatuses: [400, 422] },
      );
      return body.data.other_sessions_ended;
    },
    async requestPasswordReset(email: string): Promise<string> {
      return (await http.call(E.requestPasswordReset, { body: { email } })).data.message;
    },
    async confirmPasswordReset(token: string, newPassword: string): Promise<void> {
      await http.call(
        E.confirmPasswordReset,
        { body: { token, new_password: newPassword } },
        { quietStatuses: [400, 422] },
      );
    },
    async confirmAccountUnlock(token: string, newPassword: string): Promise<void> {
      await http.call(
        E.confirmAccountUnlock,
        { body: { token, new_password: newPassword } },
        { quietStatuses: [400, 422] },
      );
    },
    async resendEmailVerification(): Promise<string> {
      return (await http.call(E.resendEmailVerification, {}, { quietStatuses: [409, 429] })).data.message;
    },
    async confirmEmailVerification(token: string): Promise<string> {
      const body = await http.call(
        E.confirmEmailVerification,
        { body: { token } },
        { quietStatuses: [400, 409] },
      );
      return body.data.email_verified_at;
    },
    async confirmLogin(token: string): Promise<void> {
      await http.call(E.confirmLogin, { body: { token } }, { quietStatuses: [400] });
    },
    async startMfaEnrollment() {
      return (await http.call(E.startMfaEnrollment)).data;
    },
    async confirmMfaEnrollment(code: string): Promise<string[]> {
      const body = await http.call(E.confirmMfaEnrollment, { body: { code } }, { quietStatuses: [409, 422] });
      return body.data.recovery_codes;
    },
    async disableMfa(password: string, code: string): Promise<void> {
      await http.call(E.disableMfa, { body: { password, code } }, { quietStatuses: [409, 422] });
    },
  };
}

export type AccountsApi = ReturnType<typeof createAccountsApi>;
