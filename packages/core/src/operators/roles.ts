/**
 * What an operator does at Kennel: support answers players, risk decides identity and holds, finance
 * reads the money, admin does everything (and creates operators).
 */
export const OPERATOR_ROLES = ['support', 'risk', 'finance', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_ROLE_LABELS: Record<OperatorRole, string> = {
  support: 'Support',
  risk: 'Risk',
  finance: 'Finance',
  admin: 'Admin',
};

/** A console session lasts a working shift at most, and ends after half an hour idle. */
export const OPERATOR_SESSION_HOURS = 10;
export const OPERATOR_SESSION_IDLE_MINUTES = 30;

/** The operator session cookie and the console's own CSRF cookie (apart from the player app's). */
export const OPERATOR_SESSION_COOKIE = 'kennel_operator_session';
export const CONSOLE_CSRF_COOKIE = 'kennel_console_csrf';
export const CONSOLE_CSRF_SECRET_COOKIE = 'kennel_console_csrf_secret';

/** Whether an operator of `role` may call an endpoint open to `allowed` (admin may call any). */
export function operatorMay(role: OperatorRole, allowed: readonly OperatorRole[]): boolean {
  return role === 'admin' || allowed.includes(role);
}
