import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative paths in settings (database file, web build) start here. */
export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `NAME=` in an environment file means the setting is not used. */
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address/prefix, or one of the named ranges Fastify's trustProxy knows. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell the visitor's address in X-Forwarded-For: how many stand in front of
 * the portal (a hop count), or their addresses. Never everyone: with "true" any visitor could
 * claim a new address with every request and walk past every limit counted per address.
 */
const trustProxy = z.preprocess(
  unsetWhenEmpty,
  z
    .string()
    .optional()
    .transform((value, ctx): false | number | string[] => {
      if (value === undefined || value === 'false' || value === '0') return false;
      if (/^\d+$/.test(value)) return Number(value);
      if (value === 'true') {
        ctx.addIssue({
          code: 'custom',
          message:
            "true would trust every visitor's X-Forwarded-For; give the number of proxies in front of the portal (1) or their addresses (10.0.0.0/8,127.0.0.1)",
        });
        return z.NEVER;
      }
      const entries = value.split(',').map((entry) => entry.trim());
      const wrong = entries.filter((entry) => !isProxyAddress(entry));
      if (wrong.length) {
        ctx.addIssue({
          code: 'custom',
          message: `not a proxy address or CIDR range: ${wrong.join(', ')} (give a hop count such as 1, or addresses such as 10.0.0.0/8,127.0.0.1)`,
        });
        return z.NEVER;
      }
      return entries;
    }),
);

const schema = z
  .object({
    // Unset means production: the demo seed and the outbox must be asked for, never forgotten on.
    NODE_ENV: z.enum(['development', 'test', 'production']).default('production'),
    /** Unset: 0.0.0.0 in production, 127.0.0.1 elsewhere, so a development server is not exposed. */
    HOST: z.preprocess(unsetWhenEmpty, z.string().optional()),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Server processes sharing the port (cluster.ts). Unset: every core in production, one elsewhere. */
    WORKERS: z.preprocess(unsetWhenEmpty, z.coerce.number().int().min(1).max(64).optional()),
    APP_URL: z.url().default('http://localhost:3000'),
    DATABASE_URL: z
      .string()
      .regex(/^(file:|postgres(ql)?:\/\/)/, 'use file:<path> for SQLite or postgres://... for PostgreSQL')
      .default('file:./data/portal.sqlite'),
    SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
    /** However active, a session ends this long after its login: a stolen cookie does not live forever. */
    SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
    /** Behind a load balancer: how many proxies, or which, may say the visitor's address. */
    TRUST_PROXY: trustProxy,
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Partner Plus <no-reply@partnerplus.pl>'),
    /** Where messages of the contact form go (the programme's support desk). */
    SUPPORT_EMAIL: z.email().default('kontakt@partnerplus.pl'),
    /** outbox keeps text messages in the development outbox; smsapi sends them through SMSAPI.pl. */
    SMS_DRIVER: z.enum(['outbox', 'smsapi']).optional(),
    SMSAPI_TOKEN: z.string().optional(),
    SMSAPI_URL: z.url().default('https://api.smsapi.pl/sms.do'),
    /** The sender name registered with the gateway. */
    SMS_SENDER: z.string().default('PartnerPlus'),
    /**
     * The maps service the browser geocodes company addresses with: a URL template holding
     * {address} and {key}, answering in the Google Geocoding JSON shape. Unset: no geocoding.
     */
    GEOCODER_URL: z.preprocess(
      unsetWhenEmpty,
      z
        .url()
        .refine((url) => url.includes('{address}'), 'the URL template must hold {address}')
        .optional(),
    ),
    GEOCODER_KEY: z.preprocess(unsetWhenEmpty, z.string().optional()),
    WEB_DIST: z.string().default('apps/web/dist'),
    /** The data folder for files operators upload (regulations PDFs...), relative to the repository root. */
    UPLOADS_DIR: z.string().default('data/uploads'),
    /**
     * The key of the codes' keyed hash (docs/product/catalogue-and-codes.md "Codes"): the database keeps
     * HMAC-SHA-256(key, code) only, so a leaked table gives no code away without this key. Changing
     * it makes every code already generated unknown. Required in production; development and
     * tests use a fixed key so the demo codes register.
     */
    CODE_HASH_KEY: z.preprocess(unsetWhenEmpty, z.string().min(32, 'use at least 32 random characters').optional()),
    /**
     * The key the operators' TOTP secrets are encrypted with (AES-256-GCM, lib/totp-secrets.ts),
     * so a copy of the database alone cannot make back-office codes. With another key the stored
     * secrets cannot be read and the start stops: the old key is needed, or emptied secrets (every
     * operator enrols again). Required in production; development and tests use a fixed key.
     */
    TOTP_SECRET_KEY: z.preprocess(unsetWhenEmpty, z.string().min(32, 'use at least 32 random characters').optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The API reference at /api/docs: on by default outside production, off in it unless set to 1. */
    API_DOCS: z.preprocess(unsetWhenEmpty, z.enum(['0', '1']).optional()),
  })
  .refine((values) => values.NODE_ENV !== 'production' || values.APP_URL.startsWith('https://'), {
    path: ['APP_URL'],
    message: 'production serves the portal over https only: set APP_URL to its public https:// address',
  })
  .refine((values) => smsDriver(values) !== 'smsapi' || Boolean(values.SMSAPI_TOKEN), {
    path: ['SMSAPI_TOKEN'],
    message: 'the smsapi driver (the default in production) needs SMSAPI_TOKEN',
  })
  .refine((values) => values.NODE_ENV !== 'production' || Boolean(values.CODE_HASH_KEY), {
    path: ['CODE_HASH_KEY'],
    message: 'production needs its own key for the product codes (at least 32 random characters)',
  })
  .refine((values) => values.NODE_ENV !== 'production' || Boolean(values.TOTP_SECRET_KEY), {
    path: ['TOTP_SECRET_KEY'],
    message: "production needs its own key for the operators' TOTP secrets (at least 32 random characters)",
  })
  .refine((values) => !values.TOTP_SECRET_KEY || values.TOTP_SECRET_KEY !== values.CODE_HASH_KEY, {
    path: ['TOTP_SECRET_KEY'],
    message: 'use another key than CODE_HASH_KEY: one leaked key should not give both away',
  })
  .refine((values) => !values.GEOCODER_URL?.includes('{key}') || Boolean(values.GEOCODER_KEY), {
    path: ['GEOCODER_KEY'],
    message: 'GEOCODER_URL holds {key}, so GEOCODER_KEY is needed',
  });

// Production sends real text messages unless told otherwise; elsewhere they stay in the outbox.
const smsDriver = (values: { NODE_ENV: string; SMS_DRIVER?: 'outbox' | 'smsapi' | undefined }) =>
  values.SMS_DRIVER ?? (values.NODE_ENV === 'production' ? 'smsapi' : 'outbox');

/** Development's and the tests' key: the demo's codes are hashed with it. Never used in production. */
export const DEVELOPMENT_CODE_HASH_KEY = 'development-only-code-hash-key-0123456789';

/** Development's and the tests' key for the TOTP secrets (the demo's are sealed with it). Never used in production. */
export const DEVELOPMENT_TOTP_SECRET_KEY = 'development-only-totp-secret-key-0123456789';

export type Config = Omit<z.infer<typeof schema>, 'HOST' | 'CODE_HASH_KEY' | 'TOTP_SECRET_KEY' | 'WORKERS'> & {
  CODE_HASH_KEY: string;
  TOTP_SECRET_KEY: string;
  /** How many server processes share the port (the mode's default filled in). */
  WORKERS: number;
  /** The address to listen on (the mode's default filled in). */
  HOST: string;
  /** Development and tests keep every e-mail and SMS in the outbox and seed the demo programme. */
  isProduction: boolean;
  /** Cookies are marked Secure whenever the portal is served over https. */
  secureCookies: boolean;
  smsDriver: 'outbox' | 'smsapi';
  /** Whether /api/docs serves the API reference. */
  apiDocs: boolean;
  /** The geocoder as the browser gets it (key filled in) and its origin for the CSP; null when unset. */
  geocoder: { url: string; origin: string } | null;
};

/** Parses the environment once; a wrong setting stops the start with a readable list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return withDerived(parsed.data);
}

function withDerived(values: z.infer<typeof schema>): Config {
  return {
    ...values,
    HOST: values.HOST ?? (values.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    WORKERS: values.WORKERS ?? (values.NODE_ENV === 'production' ? os.availableParallelism() : 1),
    WEB_DIST: path.resolve(rootDir, values.WEB_DIST),
    UPLOADS_DIR: path.resolve(rootDir, values.UPLOADS_DIR),
    CODE_HASH_KEY: values.CODE_HASH_KEY ?? DEVELOPMENT_CODE_HASH_KEY,
    TOTP_SECRET_KEY: values.TOTP_SECRET_KEY ?? DEVELOPMENT_TOTP_SECRET_KEY,
    isProduction: values.NODE_ENV === 'production',
    secureCookies: values.APP_URL.startsWith('https://'),
    smsDriver: smsDriver(values),
    apiDocs: values.API_DOCS ? values.API_DOCS === '1' : values.NODE_ENV !== 'production',
    geocoder: values.GEOCODER_URL
      ? {
          url: values.GEOCODER_URL.replaceAll('{key}', encodeURIComponent(values.GEOCODER_KEY ?? '')),
          origin: new URL(values.GEOCODER_URL).origin,
        }
      : null,
  };
}

/**
 * TRUST_PROXY as Fastify takes it. Fastify 5 trusts nobody when given a bare number (it cannot
 * tell the proxy from a visitor who connects directly and writes the header), so a hop count
 * becomes the function that says so: the nearest `hops` addresses are proxies. Only for a portal
 * that can be reached through its proxies alone; listing their addresses is the safer setting.
 */
export function fastifyTrustProxy(
  setting: Config['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/**
 * The database alone, for the operators' commands: they neither serve nor send anything, so
 * they need none of the server's production settings.
 */
export function loadDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const parsed = schema.shape.DATABASE_URL.safeParse(env.DATABASE_URL);
  if (!parsed.success) throw new Error(`Invalid configuration:\n  DATABASE_URL: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/**
 * Configuration for tests: defaults plus overrides, without reading the environment. The API
 * reference is left out (each test app would register it), except where a test asks for it.
 */
export function testConfig(overrides: Partial<z.input<typeof schema>> = {}): Config {
  // A test of production's behaviour gets the development TOTP key unless it names one: the test
  // databases' demo operators are sealed with it.
  return withDerived(
    schema.parse({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      API_DOCS: '0',
      TOTP_SECRET_KEY: DEVELOPMENT_TOTP_SECRET_KEY,
      ...overrides,
    }),
  );
}
