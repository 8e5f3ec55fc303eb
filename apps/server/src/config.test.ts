import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_CODE_HASH_KEY, DEVELOPMENT_TOTP_SECRET_KEY, loadConfig, loadDatabaseUrl } from './config.js';

/** The least a production start needs. */
const production = {
  APP_URL: 'https://partnerplus.pl',
  SMSAPI_TOKEN: 'token',
  CODE_HASH_KEY: 'k'.repeat(32),
  TOTP_SECRET_KEY: 't'.repeat(32),
};

describe('loadConfig: the mode', () => {
  it('is production when NODE_ENV is not set, listening on every interface', () => {
    const config = loadConfig(production);
    expect(config.NODE_ENV).toBe('production');
    expect(config.isProduction).toBe(true);
    expect(config.HOST).toBe('0.0.0.0');
  });

  it('gives development only when asked, listening on 127.0.0.1 unless HOST says otherwise', () => {
    const development = loadConfig({ NODE_ENV: 'development' });
    expect(development.isProduction).toBe(false);
    expect(development.HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('refuses to start production with an APP_URL that is not https, saying so', () => {
    expect(() => loadConfig({ ...production, APP_URL: 'http://partnerplus.pl' })).toThrow(
      'Invalid configuration:\n  APP_URL: production serves the portal over https only: set APP_URL to its public https:// address',
    );
    // The bare environment of a forgotten NODE_ENV names what production needs.
    expect(() => loadConfig({})).toThrow(/APP_URL: production serves the portal over https only/);
    expect(loadConfig({ NODE_ENV: 'development', APP_URL: 'http://localhost:3000' }).secureCookies).toBe(false);
  });
});

describe('loadConfig: TRUST_PROXY', () => {
  const trustProxy = (value: string | undefined) => loadConfig({ ...production, TRUST_PROXY: value }).TRUST_PROXY;

  it('trusts no proxy unless told', () => {
    expect(trustProxy(undefined)).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
  });

  it('takes a hop count or the proxies’ addresses and ranges', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses "true", which would let every visitor choose their address, and what is not an address', () => {
    expect(() => trustProxy('true')).toThrow(/TRUST_PROXY: true would trust every visitor's X-Forwarded-For/);
    expect(() => trustProxy('proxy.local')).toThrow(/TRUST_PROXY: not a proxy address or CIDR range: proxy\.local/);
    expect(() => trustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
  });
});

describe('loadDatabaseUrl', () => {
  it('reads only the database, so the operators’ commands run without the server’s settings', () => {
    expect(loadDatabaseUrl({})).toBe('file:./data/portal.sqlite');
    expect(loadDatabaseUrl({ DATABASE_URL: 'postgres://db/portal' })).toBe('postgres://db/portal');
    expect(() => loadDatabaseUrl({ DATABASE_URL: 'mysql://db' })).toThrow(/DATABASE_URL/);
  });
});

describe('loadConfig: CODE_HASH_KEY', () => {
  it('is required in production and fixed elsewhere', () => {
    expect(() => loadConfig({ ...production, CODE_HASH_KEY: undefined })).toThrow(
      /CODE_HASH_KEY: production needs its own key/,
    );
    expect(() => loadConfig({ ...production, CODE_HASH_KEY: 'short' })).toThrow(/CODE_HASH_KEY: use at least 32/);
    expect(loadConfig({ NODE_ENV: 'development' }).CODE_HASH_KEY).toBe(DEVELOPMENT_CODE_HASH_KEY);
  });
});

describe('loadConfig: TOTP_SECRET_KEY', () => {
  it('is required in production, its own and long enough, and fixed elsewhere', () => {
    expect(() => loadConfig({ ...production, TOTP_SECRET_KEY: undefined })).toThrow(
      /TOTP_SECRET_KEY: production needs its own key for the operators' TOTP secrets/,
    );
    expect(() => loadConfig({ ...production, TOTP_SECRET_KEY: 'short' })).toThrow(/TOTP_SECRET_KEY: use at least 32/);
    expect(() => loadConfig({ ...production, TOTP_SECRET_KEY: production.CODE_HASH_KEY })).toThrow(
      /TOTP_SECRET_KEY: use another key than CODE_HASH_KEY/,
    );
    expect(loadConfig(production).TOTP_SECRET_KEY).toBe('t'.repeat(32));
    expect(loadConfig({ NODE_ENV: 'development' }).TOTP_SECRET_KEY).toBe(DEVELOPMENT_TOTP_SECRET_KEY);
  });
});
