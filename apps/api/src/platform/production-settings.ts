// The development defaults of the secrets, and what production refuses (issue 18's hardening):
// a setting that only a developer's machine may have, or a secret left at its default or too short.

export const DEVELOPMENT_SESSION_SECRET = 'kennel-development-session-secret-change-me-in-production';
export const DEVELOPMENT_BANK_WEBHOOK_SECRET = 'kennel-development-bank-webhook-secret-change-me';
export const DEVELOPMENT_TAX_ID_ENCRYPTION_KEY = 'kennel-development-tax-id-key-change-me-in-production';
const MIN_PRODUCTION_SECRET_LENGTH = 32;

/** Sandbox and test-only parts: production refuses to start with any of them on. */
const SANDBOX_FLAGS = [
  'KENNEL_TEST_ROUTES',
  'PAYMENT_SANDBOX',
  'LOCATION_SANDBOX',
  'IDENTITY_SANDBOX',
  'CONSOLE_SANDBOX_OPERATOR',
  'DRAFT_BOT_THINK',
] as const;

type ProductionSettings = Readonly<Record<string, string | undefined>>;

/** A secret production needs: set, not the development default, and long enough. */
function secretProblem(name: string, value: string | undefined, developmentDefault: string): string | null {
  if (value === undefined || (value === developmentDefault && name !== 'SESSION_SECRET')) {
    return `${name} is required in production`;
  }
  if (value.length < MIN_PRODUCTION_SECRET_LENGTH) {
    return `${name} must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production (got ${value.length})`;
  }
  if (value === developmentDefault) return `${name} must not be the development default in production`;
  return null;
}

/** An https:// address (cookies are Secure and HSTS is on only then), or what production refuses. */
function httpsProblem(name: string, value: string | undefined, why: string): string | null {
  if (value === undefined) return `${name} is required in production (${why})`;
  return value.startsWith('https://') ? null : `${name} must be an https:// URL in production (${why})`;
}

/**
 * What production needs from the platform: its own PostgreSQL (the embedded PGlite is for a
 * developer's machine), a mail server (without one the mailer writes each mail, with its sign-in and
 * withdrawal links, to the log) and https addresses for both apps.
 */
function platformProblems(settings: ProductionSettings): (string | null)[] {
  return [
    settings.DATABASE_URL === undefined
      ? 'DATABASE_URL is required in production (the embedded PGlite database is for development)'
      : null,
    settings.SMTP_URL === undefined
      ? 'SMTP_URL is required in production (without it mails and their links go to the log)'
      : null,
    httpsProblem('PUBLIC_URL', settings.PUBLIC_URL, 'session cookies are Secure only over https'),
    httpsProblem('CONSOLE_URL', settings.CONSOLE_URL, "operators' cookies are Secure only over https"),
  ];
}

/** What production refuses among these settings, one line each (none outside production). */
export function productionSecretAndSandboxProblems(settings: ProductionSettings): string[] {
  if (settings.NODE_ENV !== 'production') return [];
  const problems: (string | null)[] = [
    secretProblem('SESSION_SECRET', settings.SESSION_SECRET, DEVELOPMENT_SESSION_SECRET),
    ...SANDBOX_FLAGS.map((flag) =>
      settings[flag] === 'true' ? `${flag} must be false in production` : null,
    ),
    secretProblem('BANK_WEBHOOK_SECRET', settings.BANK_WEBHOOK_SECRET, DEVELOPMENT_BANK_WEBHOOK_SECRET),
    secretProblem('TAX_ID_ENCRYPTION_KEY', settings.TAX_ID_ENCRYPTION_KEY, DEVELOPMENT_TAX_ID_ENCRYPTION_KEY),
    ...platformProblems(settings),
  ];
  if (settings.TAX_PAYER_EIN === undefined || settings.TAX_PAYER_ADDRESS === undefined) {
    problems.push(
      'TAX_PAYER_EIN and TAX_PAYER_ADDRESS are required in production (they print on 1099 forms)',
    );
  }
  return problems.filter((problem): problem is string => problem !== null);
}
