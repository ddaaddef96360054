import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';

/** The repository root: the nearest folder above this file whose package.json declares the workspaces. */
function findRepoRoot(from: string): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) {
      return dir;
    }
  }
  return process.cwd();
}

// Found by walking up, because this code runs both from src/ (tests) and bundled in dist/ or dist/chunks/.
const repoRoot = findRepoRoot(import.meta.dirname);

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optional = z.preprocess(emptyAsUndefined, z.string().optional());
/** `true`/`1` or anything else; unset or empty stays undefined. */
const optionalBool = z.preprocess(
  (v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'),
  z.boolean().optional(),
);
const bool = (fallback: boolean) => optionalBool.transform((v) => v ?? fallback);

export type TTrustProxy = boolean | string[];

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) {
    return true;
  }
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  return (
    version !== 0 &&
    rest.length === 0 &&
    (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)))
  );
}

/**
 * TRUST_PROXY: `false` (default), `true`, or the proxies' addresses. A number of proxies (Express's "hops") is
 * refused: Fastify no longer honours one (it trusts nothing), and reading it as `true` would let clients choose
 * their address behind a proxy that appends to `X-Forwarded-For`.
 */
const trustProxySetting = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx): TTrustProxy => {
      const text = value?.trim() ?? 'false';
      if (text === 'false') {
        return false;
      }
      if (text === 'true') {
        return true;
      }
      const entries = text.split(',').map((entry) => entry.trim());
      if (entries.every(isProxyAddress)) {
        return entries;
      }
      ctx.addIssue({
        code: 'custom',
        message:
          'expected false, true, or the addresses of the proxies in front of the server, e.g. 10.0.0.0/8 or uniquelocal (a number of proxies is not supported: list their addresses)',
      });
      return z.NEVER;
    }),
);

/** Every environment variable the server reads; README's configuration table mirrors it. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Without it, the server's own address on PORT (links in e-mails, provider return pages). */
  APP_URL: z.url().optional(),
  DATA_DIR: optional,
  DATABASE_URL: optional,
  /** How long a starting server waits for a PostgreSQL server that cannot be reached yet. */
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  /** Connections each process opens at most for its requests (the outbox opens 4 more); the seed holds one and queries on another. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(10),
  AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  TRUST_PROXY: trustProxySetting,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Roteiro <no-reply@roteiro.test>'),
  STAFF_EMAIL: z.string().default('staff@roteiro.test'),
  CHAT_BOT_API_URL: optional,
  CHAT_BOT_TOKEN: optional,
  /** The operators' chat (new activities, missing seats); the dev mailbox shows it under this name. */
  OPERATORS_CHAT_ID: z.preprocess(emptyAsUndefined, z.string().default('operators')),
  S3_ENDPOINT: optional,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  GEOCODER_URL: optional,
  /** Unset: seeds in development and tests, never in production (the demo accounts share a published password). */
  SEED_DEMO: optionalBool,
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  SLOTS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  SLOW_REQUEST_MS: z.coerce.number().int().min(1).default(1000),
  THROTTLE_SCALE: z.coerce.number().min(1).max(1000).default(1),
  WEB_DIST_DIR: optional,
  /** Production only: run the built-in test-mode payment provider on purpose (no Stripe key). */
  PAYMENTS_TEST_MODE: bool(false),
  /** Production only: keep e-mails in the dev mailbox on purpose (no SMTP_URL). */
  MAIL_DEV_MAILBOX: bool(false),
  /** Browser tests only: pages asked for with the `lang=pseudo` cookie are served in the pseudo-locale. */
  ROTEIRO_PSEUDO_LOCALE: bool(false),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** How long a starting server waits for PostgreSQL to be reachable (started together, say). */
  databaseWaitSeconds: number;
  databasePoolSize: number;
  authSecret: string;
  /** Where the secret came from: AUTH_SECRET, or a random one kept in this data directory (development). */
  authSecretSource: 'environment' | 'dataDir';
  /**
   * Which proxies' `X-Forwarded-*` to believe (Fastify's `trustProxy`): none, all (`true`: only behind a proxy that
   * replaces the header), or the proxies' addresses (the client is the nearest address that is not one of them).
   */
  trustProxy: TTrustProxy;
  logLevel: string;
  google: { clientId: string; clientSecret: string } | undefined;
  mail: { smtpUrl: string | undefined; from: string; staffEmail: string };
  chat: { botApiUrl: string; token: string } | undefined;
  /** Where operator notifications go (operations.md §7's new-activity call). */
  operatorsChatId: string;
  s3:
    | { endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string }
    | undefined;
  stripe: { secretKey: string; webhookSecret: string } | undefined;
  seedDemo: boolean;
  /** How long public catalogue answers are served from memory; 0 turns the cache off. */
  publicCacheSeconds: number;
  /** How long a process reuses what a day's slots are computed from; its own bookings clear it at once. */
  slotsCacheMs: number;
  /** Requests slower than this are logged. */
  slowRequestMs: number;
  /** Multiplies every request limit (tests and browser journeys send many requests from one address). */
  throttleScale: number;
  /** Nominatim-shaped place search for the meeting-point picker; optional. */
  geocoderUrl: string | undefined;
  webDistDir: string;
  /**
   * The browser tests' pseudo-locale (issue 36): a page asked for with the cookie `lang=pseudo` is served in
   * English pseudo-localized, so a test finds the texts that bypass the translations. Refused in production.
   */
  pseudoLocale: boolean;
};

/** A variable that is missing or wrong: its message says which and what to set, and is all a start-up prints. */
export class ConfigError extends Error {}

/** `loadConfig` for a command's start: a configuration error is printed as its message alone, then exit code 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** Parses the environment once; throws a readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Relative to where the command runs; by default `var/` at the repository root.
  const dataDir = e.DATA_DIR ? resolve(e.DATA_DIR) : join(repoRoot, 'var');
  const pair = (a: string | undefined, b: string | undefined, names: string) => {
    if (Boolean(a) !== Boolean(b)) {
      throw new ConfigError(`Invalid configuration: set both ${names} or neither`);
    }
    return a && b ? ([a, b] as const) : undefined;
  };
  const google = pair(
    e.GOOGLE_CLIENT_ID,
    e.GOOGLE_CLIENT_SECRET,
    'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
  );
  const chat = pair(e.CHAT_BOT_API_URL, e.CHAT_BOT_TOKEN, 'CHAT_BOT_API_URL and CHAT_BOT_TOKEN');
  const stripe = pair(
    e.STRIPE_SECRET_KEY,
    e.STRIPE_WEBHOOK_SECRET,
    'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
  );
  if (e.S3_BUCKET && !(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  if (e.NODE_ENV === 'production') {
    // What works offline in development would, on a public server, sign with a local secret, link e-mails to
    // localhost, issue tickets for payments that move no money, or keep e-mails unsent: each must be chosen.
    const missing = [
      !e.AUTH_SECRET && 'AUTH_SECRET is required in production',
      !e.APP_URL && 'APP_URL (the public address, used in e-mailed links) is required in production',
      !stripe &&
        !e.PAYMENTS_TEST_MODE &&
        'in production set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_TEST_MODE=true for the built-in test-mode provider (no real money moves)',
      !e.SMTP_URL &&
        !e.MAIL_DEV_MAILBOX &&
        'in production set SMTP_URL, or MAIL_DEV_MAILBOX=true to keep e-mails in the dev mailbox instead of sending them',
    ].filter((line): line is string => Boolean(line));
    if (e.ROTEIRO_PSEUDO_LOCALE) {
      missing.push('ROTEIRO_PSEUDO_LOCALE is for the browser tests only: unset it in production');
    }
    if (missing.length > 0) {
      throw new ConfigError(`Invalid configuration:\n${missing.map((line) => `  ${line}`).join('\n')}`);
    }
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseWaitSeconds: e.DATABASE_WAIT_SECONDS,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    authSecret: e.AUTH_SECRET ?? localSecret(dataDir),
    authSecretSource: e.AUTH_SECRET ? 'environment' : 'dataDir',
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    google: google && { clientId: google[0], clientSecret: google[1] },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, staffEmail: e.STAFF_EMAIL },
    chat: chat && { botApiUrl: chat[0], token: chat[1] },
    operatorsChatId: e.OPERATORS_CHAT_ID,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT ?? 'https://s3.amazonaws.com',
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    stripe: stripe && { secretKey: stripe[0], webhookSecret: stripe[1] },
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS,
    slotsCacheMs: e.SLOTS_CACHE_MS,
    slowRequestMs: e.SLOW_REQUEST_MS,
    throttleScale: e.THROTTLE_SCALE,
    geocoderUrl: e.GEOCODER_URL?.replace(/\/$/, ''),
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : join(repoRoot, 'apps/web/dist'),
    pseudoLocale: e.ROTEIRO_PSEUDO_LOCALE,
  };
}

/** Outside production a random secret is kept under the data directory, so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
