import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative paths in settings (database file, web build) start here. */
export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `NAME=` in an environment file means the setting is not used. */
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    APP_URL: z.url().default('http://localhost:3000'),
    DATABASE_URL: z
      .string()
      .regex(/^(file:|postgres(ql)?:\/\/)/, 'use file:<path> for SQLite or postgres://... for PostgreSQL')
      .default('file:./data/portal.sqlite'),
    SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
    /** Behind a load balancer, trust X-Forwarded-For so throttling sees the visitor's address. */
    TRUST_PROXY: flag.default(false),
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
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .refine((values) => smsDriver(values) !== 'smsapi' || Boolean(values.SMSAPI_TOKEN), {
    path: ['SMSAPI_TOKEN'],
    message: 'the smsapi driver (the default in production) needs SMSAPI_TOKEN',
  })
  .refine((values) => !values.GEOCODER_URL?.includes('{key}') || Boolean(values.GEOCODER_KEY), {
    path: ['GEOCODER_KEY'],
    message: 'GEOCODER_URL holds {key}, so GEOCODER_KEY is needed',
  });

// Production sends real text messages unless told otherwise; elsewhere they stay in the outbox.
const smsDriver = (values: { NODE_ENV: string; SMS_DRIVER?: 'outbox' | 'smsapi' | undefined }) =>
  values.SMS_DRIVER ?? (values.NODE_ENV === 'production' ? 'smsapi' : 'outbox');

export type Config = z.infer<typeof schema> & {
  /** Development and tests keep every e-mail and SMS in the outbox and seed the demo programme. */
  isProduction: boolean;
  /** Cookies are marked Secure whenever the portal is served over https. */
  secureCookies: boolean;
  smsDriver: 'outbox' | 'smsapi';
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

export function withDerived(values: z.infer<typeof schema>): Config {
  return {
    ...values,
    WEB_DIST: path.resolve(rootDir, values.WEB_DIST),
    isProduction: values.NODE_ENV === 'production',
    secureCookies: values.APP_URL.startsWith('https://'),
    smsDriver: smsDriver(values),
    geocoder: values.GEOCODER_URL
      ? {
          url: values.GEOCODER_URL.replaceAll('{key}', encodeURIComponent(values.GEOCODER_KEY ?? '')),
          origin: new URL(values.GEOCODER_URL).origin,
        }
      : null,
  };
}

/** Configuration for tests: defaults plus overrides, without reading the environment. */
export function testConfig(overrides: Partial<z.input<typeof schema>> = {}): Config {
  return withDerived(schema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides }));
}
