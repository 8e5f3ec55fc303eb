import { afterEach, describe, expect, it } from 'vitest';
import { localeFromCookie } from './i18n';

afterEach(() => {
  document.cookie = 'locale=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('localeFromCookie', () => {
  it('is Polish without a cookie', () => {
    expect(localeFromCookie()).toBe('pl');
  });

  it('follows the cookie when it names a supported locale', () => {
    document.cookie = 'locale=en';
    expect(localeFromCookie()).toBe('en');
  });

  it('stays Polish for a locale the portal does not have', () => {
    document.cookie = 'locale=de';
    expect(localeFromCookie()).toBe('pl');
  });
});
