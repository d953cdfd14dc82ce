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
  ];
  if (settings.TAX_PAYER_EIN === undefined || settings.TAX_PAYER_ADDRESS === undefined) {
    problems.push(
      'TAX_PAYER_EIN and TAX_PAYER_ADDRESS are required in production (they print on 1099 forms)',
    );
  }
  return problems.filter((problem): problem is string => problem !== null);
}
