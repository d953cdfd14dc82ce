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
import { API_PREFIX, type HttpClient } from '../../../shared/api/index.ts';

const E = ACCOUNT_ENDPOINTS;

/** The contract's path without the version prefix the HTTP client adds; `:id` filled in when given. */
function pathOf(endpoint: { path: string }, params: Record<string, string> = {}): string {
  const path = endpoint.path.slice(API_PREFIX.length);
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

export type LoggedIn = LoginResponse['data'];

/** Every accounts call of core's ACCOUNT_ENDPOINTS, each answer checked against its contract. */
export function createAccountsApi(http: HttpClient) {
  return {
    async checkUsername(username: string, signal?: AbortSignal): Promise<UsernameAvailability> {
      const body = await http.get(pathOf(E.checkUsername), {
        query: { username },
        signal,
        schema: E.checkUsername.response,
      });
      return body.data;
    },
    async checkPromoCode(code: string, signal?: AbortSignal): Promise<PromoCodeCheck> {
      const body = await http.post(
        pathOf(E.checkPromoCode),
        { code },
        { signal, schema: E.checkPromoCode.response },
      );
      return body.data;
    },
    async checkReferralCode(code: string, signal?: AbortSignal): Promise<ReferralCodeCheck> {
      const body = await http.post(
        pathOf(E.checkReferralCode),
        { code },
        { signal, schema: E.checkReferralCode.response },
      );
      return body.data;
    },
    async register(request: RegistrationRequest): Promise<Account> {
      return (await http.post(pathOf(E.register), request, { schema: E.register.response })).data;
    },
    async logIn(email: string, password: string): Promise<LoggedIn> {
      // 401 (wrong password, second factor needed) and 403 (locked, new device) are answers the form shows.
      const body = await http.post(
        pathOf(E.logIn),
        { email, password },
        { schema: E.logIn.response, quietStatuses: [401, 403] },
      );
      return body.data;
    },
    async logInWithMfa(mfaToken: string, code: string): Promise<LoggedIn> {
      const body = await http.post(
        pathOf(E.logInWithMfa),
        { mfa_token: mfaToken, code },
        { schema: E.logInWithMfa.response, quietStatuses: [401, 403, 422] },
      );
      return body.data;
    },
    async getAccount(signal?: AbortSignal): Promise<Account> {
      return (await http.get(pathOf(E.getAccount), { signal, schema: E.getAccount.response })).data;
    },
    async listSessions(signal?: AbortSignal): Promise<AccountSession[]> {
      return (await http.get(pathOf(E.listSessions), { signal, schema: E.listSessions.response })).data;
    },
    async endSession(id: string): Promise<void> {
      await http.delete(pathOf(E.endSession, { id }));
    },
    async endOtherSessions(): Promise<number> {
      return (await http.delete(pathOf(E.endOtherSessions), { schema: E.endOtherSessions.response })).data
        .ended;
    },
    async changePassword(currentPassword: string, newPassword: string): Promise<number> {
      const body = await http.post(
        pathOf(E.changePassword),
        { current_password: currentPassword, new_password: newPassword },
        { schema: E.changePassword.response, quietStatuses: [400, 422] },
      );
      return body.data.other_sessions_ended;
    },
    async requestPasswordReset(email: string): Promise<string> {
      const body = await http.post(
        pathOf(E.requestPasswordReset),
        { email },
        { schema: E.requestPasswordReset.response },
      );
      return body.data.message;
    },
    async confirmPasswordReset(token: string, newPassword: string): Promise<void> {
      await http.post(
        pathOf(E.confirmPasswordReset),
        { token, new_password: newPassword },
        { quietStatuses: [400, 422] },
      );
    },
    async confirmAccountUnlock(token: string, newPassword: string): Promise<void> {
      await http.post(
        pathOf(E.confirmAccountUnlock),
        { token, new_password: newPassword },
        { quietStatuses: [400, 422] },
      );
    },
    async resendEmailVerification(): Promise<string> {
      const body = await http.post(pathOf(E.resendEmailVerification), undefined, {
        schema: E.resendEmailVerification.response,
        quietStatuses: [409, 429],
      });
      return body.data.message;
    },
    async confirmEmailVerification(token: string): Promise<string> {
      const body = await http.post(
        pathOf(E.confirmEmailVerification),
        { token },
        { schema: E.confirmEmailVerification.response, quietStatuses: [400, 409] },
      );
      return body.data.email_verified_at;
    },
    async confirmLogin(token: string): Promise<void> {
      await http.post(
        pathOf(E.confirmLogin),
        { token },
        { schema: E.confirmLogin.response, quietStatuses: [400] },
      );
    },
    async startMfaEnrollment() {
      return (
        await http.post(pathOf(E.startMfaEnrollment), undefined, { schema: E.startMfaEnrollment.response })
      ).data;
    },
    async confirmMfaEnrollment(code: string): Promise<string[]> {
      const body = await http.post(
        pathOf(E.confirmMfaEnrollment),
        { code },
        { schema: E.confirmMfaEnrollment.response, quietStatuses: [409, 422] },
      );
      return body.data.recovery_codes;
    },
    async disableMfa(password: string, code: string): Promise<void> {
      await http.delete(pathOf(E.disableMfa), { body: { password, code }, quietStatuses: [409, 422] });
    },
  };
}

export type AccountsApi = ReturnType<typeof createAccountsApi>;
