import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LEGAL_LINKS, LEGAL_LINK_KEYS, type LegalLinks, MONITORING_SITES } from '@kennel/core';
import { z } from 'zod';
import {
  DEVELOPMENT_BANK_WEBHOOK_SECRET,
  DEVELOPMENT_SESSION_SECRET,
  DEVELOPMENT_TAX_ID_ENCRYPTION_KEY,
  productionSecretAndSandboxProblems,
} from './production-settings.ts';

/** Relative paths in settings resolve from the repository root, whatever folder the API was started from. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** What a 1099 names as payer until the real EIN and address are set; the form says it is a sandbox. */
const SANDBOX_TAX_PAYER = { ein: '00-0000000', address: '1 Sandbox Plaza; New York, NY 10001' };

/** scrypt's cost is 2^N; 15 (32 MiB, about 0.1 s here) meets the login latency target, see ADR 0008. */
export const DEFAULT_PASSWORD_SCRYPT_LOG_N = 15;
/** Only tests may go lower, to keep suites fast; production refuses anything under the default. */
const MIN_PASSWORD_SCRYPT_LOG_N = 10;
const MAX_PASSWORD_SCRYPT_LOG_N = 20;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'test', 'production'] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];
export type NodeEnv = (typeof NODE_ENVS)[number];

export interface Config {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  /** The address users reach Kennel at; decides Secure cookies and HSTS. */
  publicUrl: string;
  /** Unset means the embedded PGlite database. */
  databaseUrl: string | undefined;
  pgliteDataDir: string;
  /** Where PGlite runs: its own worker thread, or the HTTP thread (only to measure the old way). */
  pgliteThread: 'worker' | 'main';
  sessionSecret: string;
  paymentMerchantId: string;
  paymentRetryMerchantId: string;
  monitoringSite: (typeof MONITORING_SITES)[number];
  bodyLimitBytes: number;
  rateLimitMax: number;
  /** false, true (trust every proxy) or the number of proxy hops in front of the API. */
  trustProxy: boolean | number;
  webDistDir: string;
  testRoutes: boolean;
  legalLinks: LegalLinks;
  /** Unset: mail is kept in the outbox table and its link logged (development). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** log2 of scrypt's N for new password hashes. */
  passwordScryptLogN: number;
  /** Shared with the online-banking partner; signs its deposit notifications. */
  bankWebhookSecret: string;
  /** Mount the sandbox card processor and bank (development and tests); never in production. */
  paymentSandbox: boolean;
  /**
   * Place players with the sandbox location provider (its test header, else their home state) in
   * development and tests; never in production, where a geolocation vendor's provider plugs in.
   */
  locationSandbox: boolean;
  /** The sandbox identity provider (core's test data decides); off in production, where a vendor's checks (or none: fail closed). */
  identitySandbox: boolean;
  /** Encrypts players' TINs at rest (AES-256-GCM under a key derived from it). */
  taxIdEncryptionKey: string;
  /** Kennel as the payer on 1099 forms; `sandbox` until TAX_PAYER_EIN and TAX_PAYER_ADDRESS are set. */
  taxPayer: { ein: string; addressLines: string[]; sandbox: boolean };
  /** The simulated sports world this instance may produce (only the elected leader runs it). */
  world: WorldConfig;
  /** Best ball draft clocks: how often each process sweeps expired picks, and an optional shorter clock (tests). */
  draftClock: { pollMs: number; maxPickClockMs: number | null };
  /** Best ball bots (the simulated world): on only in development unless DRAFT_BOTS says. */
  draftBots: DraftBotsConfig;
  /** The operator console: its own listener, address and build, apart from the player app. */
  console: ConsoleConfig;
}

export interface ConsoleConfig {
  port: number;
  /** The address operators reach the console at; decides its Secure cookies. */
  publicUrl: string;
  distDir: string;
  /** Seed the documented sandbox operator (development only; refused in production). */
  sandboxOperator: boolean;
}

export interface DraftBotsConfig {
  /** Bots take the empty seats of a filling draft, so one person can run a whole draft alone. */
  enabled: boolean;
  /** How long the oldest pooled entry waits for people before bots take the empty seats. */
  waitMs: number;
  /** Bots think for a human-like moment before each pick (development only); off: they pick at once. */
  think: boolean;
}

export interface WorldConfig {
  /** Run the simulator producer; off: the world changes only through imports and operator commands. */
  simulator: boolean;
  /** Seed of the generated world (teams, players, games, plays): the same seed, the same world. */
  seed: number;
  /** Real minutes a game lasts at speed 1 (the operator's `speed` multiplies the pace). */
  gameMinutes: number;
}

/** Development's world seed: every `npm start` on a fresh database shows the same world. */
export const DEFAULT_WORLD_SEED = 20_261_124;

/** Thrown when settings are missing or wrong; `lines` holds one readable line per problem. */
export class ConfigError extends Error {
  readonly lines: readonly string[];

  constructor(lines: readonly string[]) {
    super(lines.join('\n'));
    this.name = 'ConfigError';
    this.lines = lines;
  }
}

const got = (value: unknown) => `(got ${JSON.stringify(value)})`;

function wholeNumber(min: number, max: number) {
  return z.string().refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, {
    error: (issue) => `must be a whole number from ${min} to ${max} ${got(issue.input)}`,
  });
}

const merchantId = z.string().regex(/^\d+$/, { error: (issue) => `must be a number ${got(issue.input)}` });

const booleanFlag = z.enum(['true', 'false'], {
  error: (issue) => `must be true or false ${got(issue.input)}`,
});

const legalLink = z
  .string()
  .refine((value) => value.startsWith('/') || URL.canParse(value), {
    error: (issue) => `must be an absolute URL or a path starting with / ${got(issue.input)}`,
  })
  .optional();

const settingsSchema = z.object({
  PORT: wholeNumber(0, 65_535).default('3000'),
  HOST: z.string().default('127.0.0.1'),
  NODE_ENV: z
    .enum(NODE_ENVS, { error: (issue) => `must be one of ${NODE_ENVS.join(', ')} ${got(issue.input)}` })
    .default('development'),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: (issue) => `must be one of ${LOG_LEVELS.join(', ')} ${got(issue.input)}` })
    .default('info'),
  PUBLIC_URL: z
    .string()
    .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), {
      error: (issue) => `must be an http:// or https:// URL ${got(issue.input)}`,
    })
    // Unset: this machine on PORT, so emailed links reach the app that sent them.
    .optional(),
  // Never echo the value back: it may carry a password.
  DATABASE_URL: z
    .string()
    .refine((value) => /^postgres(ql)?:\/\//.test(value) && URL.canParse(value), {
      error: 'must be a postgres:// or postgresql:// URL',
    })
    .optional(),
  PGLITE_DATA_DIR: z.string().default('./data/pglite'),
  PGLITE_THREAD: z
    .enum(['worker', 'main'], { error: (issue) => `must be worker or main ${got(issue.input)}` })
    .default('worker'),
  SESSION_SECRET: z.string().optional(),
  PAYMENT_MERCHANT_ID: merchantId.default('1001'),
  PAYMENT_RETRY_MERCHANT_ID: merchantId.default('1002'),
  DD_SITE: z
    .enum(MONITORING_SITES, {
      error: (issue) => `must be one of ${MONITORING_SITES.join(', ')} ${got(issue.input)}`,
    })
    .default('datadoghq.com'),
  BODY_LIMIT_BYTES: wholeNumber(1, 100 * 1024 * 1024).default('1048576'),
  RATE_LIMIT_MAX: wholeNumber(1, 1_000_000).default('300'),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+)$/, {
      error: (issue) => `must be true, false or a number of proxy hops ${got(issue.input)}`,
    })
    .default('false'),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  KENNEL_TEST_ROUTES: booleanFlag.default('false'),
  ENHANCED_PRIVACY_POLICY_URL: legalLink,
  ENHANCED_TERMS_OF_USE_URL: legalLink,
  ENHANCED_DISCLOSURE_URL: legalLink,
  ENHANCED_MEMBERSHIP_AGREEMENT_URL: legalLink,
  ENHANCED_RULEBOOK_URL: legalLink,
  GLBA_PRIVACY_NOTICE_URL: legalLink,
  // Never echo the value back: it may carry a password.
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\//.test(value) && URL.canParse(value), {
      error: 'must be an smtp:// or smtps:// URL',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^@\s<>]+@[^@\s<>]+$|<[^@\s<>]+@[^@\s<>]+>$/, {
      error: (issue) =>
        `must be an email address, like "Kennel <no-reply@kennel.example>" ${got(issue.input)}`,
    })
    .default('Kennel <no-reply@kennel.local>'),
  PASSWORD_SCRYPT_LOG_N: wholeNumber(MIN_PASSWORD_SCRYPT_LOG_N, MAX_PASSWORD_SCRYPT_LOG_N).default(
    String(DEFAULT_PASSWORD_SCRYPT_LOG_N),
  ),
  BANK_WEBHOOK_SECRET: z.string().optional(),
  // Unset: on in development and test, off in production.
  PAYMENT_SANDBOX: booleanFlag.optional(),
  // Unset: on in development and test, off in production.
  LOCATION_SANDBOX: booleanFlag.optional(),
  // Unset: on in development and test, off in production.
  IDENTITY_SANDBOX: booleanFlag.optional(),
  // Never echo the value back: it decrypts every stored TIN.
  TAX_ID_ENCRYPTION_KEY: z.string().optional(),
  TAX_PAYER_EIN: z
    .string()
    .regex(/^\d{2}-\d{7}$/, { error: (issue) => `must be an EIN like 12-3456789 ${got(issue.input)}` })
    .optional(),
  // Street, then city, state and ZIP, separated by a semicolon: how it prints on the 1099.
  TAX_PAYER_ADDRESS: z
    .string()
    .regex(/^[^;]+;[^;]+$/, {
      error: (issue) => `must be "street; city, state ZIP" ${got(issue.input)}`,
    })
    .optional(),
  // Unset: on in development (a living world after `npm start`), off in test and production.
  WORLD_SIMULATOR: booleanFlag.optional(),
  WORLD_SEED: wholeNumber(0, 2_147_483_647).default(String(DEFAULT_WORLD_SEED)),
  WORLD_GAME_MINUTES: z
    .string()
    .refine((value) => /^\d+(\.\d+)?$/.test(value) && Number(value) >= 0.05 && Number(value) <= 600, {
      error: (issue) => `must be a number of minutes from 0.05 to 600 ${got(issue.input)}`,
    })
    .default('10'),
  DRAFT_CLOCK_POLL_MS: wholeNumber(10, 60_000).default('250'),
  // Unset: each draft keeps its contest's clock (30 s / 8 h); tests shorten the fast drafts' clock.
  DRAFT_PICK_CLOCK_MS: wholeNumber(100, 86_400_000).optional(),
  // Unset: on in development (one person can draft against bots), off in test and production.
  DRAFT_BOTS: booleanFlag.optional(),
  DRAFT_BOT_WAIT_MS: wholeNumber(0, 3_600_000).default('10000'),
  // Unset: on in development (a draft against bots feels like one against people), off in test; refused in production.
  DRAFT_BOT_THINK: booleanFlag.optional(),
  // Unset: the port after PORT (3001), or any free one when PORT is 0 (tests, benches).
  CONSOLE_PORT: wholeNumber(0, 65_535).optional(),
  CONSOLE_URL: z
    .string()
    .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), {
      error: (issue) => `must be an http:// or https:// URL ${got(issue.input)}`,
    })
    .optional(),
  CONSOLE_DIST_DIR: z.string().default('apps/console/dist'),
  // Unset: on in development (sign in to the console after `npm start`), off in test and production.
  CONSOLE_SANDBOX_OPERATOR: booleanFlag.optional(),
});

type Settings = z.infer<typeof settingsSchema>;

/** Checks that only make sense across settings (production hardening, production-settings.ts). */
function productionProblems(settings: Settings): string[] {
  const problems = productionSecretAndSandboxProblems(settings);
  if (
    settings.NODE_ENV === 'production' &&
    Number(settings.PASSWORD_SCRYPT_LOG_N) < DEFAULT_PASSWORD_SCRYPT_LOG_N
  ) {
    problems.push(
      `PASSWORD_SCRYPT_LOG_N must be at least ${DEFAULT_PASSWORD_SCRYPT_LOG_N} in production (got ${settings.PASSWORD_SCRYPT_LOG_N})`,
    );
  }
  return problems;
}

function trustProxyValue(value: string): boolean | number {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return Number(value);
}

function legalLinksFrom(settings: Settings): LegalLinks {
  const links = { ...DEFAULT_LEGAL_LINKS };
  for (const key of LEGAL_LINK_KEYS) {
    const value = settings[key.toUpperCase() as keyof Settings];
    if (typeof value === 'string') links[key] = value;
  }
  return links;
}

function taxPayerFrom(settings: Settings): Config['taxPayer'] {
  const { TAX_PAYER_EIN: ein, TAX_PAYER_ADDRESS: address } = settings;
  const sandbox = ein === undefined || address === undefined;
  return {
    ein: ein ?? SANDBOX_TAX_PAYER.ein,
    addressLines: (address ?? SANDBOX_TAX_PAYER.address).split(';').map((line) => line.trim()),
    sandbox,
  };
}

/** Empty settings count as unset, so `PORT=` in a .env file means "use the default". */
function withoutEmptyValues(env: Record<string, string | undefined>): Record<string, string> {
  const present: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') present[key] = value.trim();
  }
  return present;
}

/** Reads and checks every API setting; throws a ConfigError listing all problems at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = settingsSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
  }
  const settings = parsed.data;
  const problems = productionProblems(settings);
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port: Number(settings.PORT),
    host: settings.HOST,
    nodeEnv: settings.NODE_ENV,
    logLevel: settings.LOG_LEVEL,
    publicUrl: (settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`).replace(/\/+$/, ''),
    databaseUrl: settings.DATABASE_URL,
    pgliteDataDir: settings.PGLITE_DATA_DIR.startsWith('memory://')
      ? settings.PGLITE_DATA_DIR
      : path.resolve(REPOSITORY_ROOT, settings.PGLITE_DATA_DIR),
    pgliteThread: settings.PGLITE_THREAD,
    sessionSecret: settings.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    paymentMerchantId: settings.PAYMENT_MERCHANT_ID,
    paymentRetryMerchantId: settings.PAYMENT_RETRY_MERCHANT_ID,
    monitoringSite: settings.DD_SITE,
    bodyLimitBytes: Number(settings.BODY_LIMIT_BYTES),
    rateLimitMax: Number(settings.RATE_LIMIT_MAX),
    trustProxy: trustProxyValue(settings.TRUST_PROXY),
    webDistDir: path.resolve(REPOSITORY_ROOT, settings.WEB_DIST_DIR),
    testRoutes: settings.KENNEL_TEST_ROUTES === 'true',
    legalLinks: legalLinksFrom(settings),
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM,
    passwordScryptLogN: Number(settings.PASSWORD_SCRYPT_LOG_N),
    bankWebhookSecret: settings.BANK_WEBHOOK_SECRET ?? DEVELOPMENT_BANK_WEBHOOK_SECRET,
    paymentSandbox: (settings.PAYMENT_SANDBOX ?? String(settings.NODE_ENV !== 'production')) === 'true',
    locationSandbox: (settings.LOCATION_SANDBOX ?? String(settings.NODE_ENV !== 'production')) === 'true',
    identitySandbox: (settings.IDENTITY_SANDBOX ?? String(settings.NODE_ENV !== 'production')) === 'true',
    taxIdEncryptionKey: settings.TAX_ID_ENCRYPTION_KEY ?? DEVELOPMENT_TAX_ID_ENCRYPTION_KEY,
    taxPayer: taxPayerFrom(settings),
    world: {
      simulator: (settings.WORLD_SIMULATOR ?? String(settings.NODE_ENV === 'development')) === 'true',
      seed: Number(settings.WORLD_SEED),
      gameMinutes: Number(settings.WORLD_GAME_MINUTES),
    },
    draftClock: {
      pollMs: Number(settings.DRAFT_CLOCK_POLL_MS),
      maxPickClockMs:
        settings.DRAFT_PICK_CLOCK_MS === undefined ? null : Number(settings.DRAFT_PICK_CLOCK_MS),
    },
    draftBots: {
      enabled: (settings.DRAFT_BOTS ?? String(settings.NODE_ENV === 'development')) === 'true',
      waitMs: Number(settings.DRAFT_BOT_WAIT_MS),
      think: (settings.DRAFT_BOT_THINK ?? String(settings.NODE_ENV === 'development')) === 'true',
    },
    console: consoleConfigFrom(settings),
  };
}

/** The port after the player app's, or any free one when that is 0 (so two processes never collide). */
function defaultConsolePort(playerPort: number): number {
  if (playerPort === 0) return 0;
  return Math.min(playerPort + 1, 65_535);
}

function consoleConfigFrom(settings: Settings): ConsoleConfig {
  const port =
    settings.CONSOLE_PORT === undefined
      ? defaultConsolePort(Number(settings.PORT))
      : Number(settings.CONSOLE_PORT);
  return {
    port,
    publicUrl: (settings.CONSOLE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    distDir: path.resolve(REPOSITORY_ROOT, settings.CONSOLE_DIST_DIR),
    sandboxOperator:
      (settings.CONSOLE_SANDBOX_OPERATOR ?? String(settings.NODE_ENV === 'development')) === 'true',
  };
}

/** Secure cookies and HSTS only make sense when users reach Kennel over https. */
export function servesOverHttps(config: Config): boolean {
  return config.publicUrl.startsWith('https://');
}
