import { LOCALE_COOKIE } from '@portal/contract';
import i18next from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import pl from '../locales/pl.json';

export const supportedLocales = ['pl', 'en'] as const;
type Locale = (typeof supportedLocales)[number];

/** The locale comes from a cookie; Polish unless the cookie names another supported one. */
export function localeFromCookie(): Locale {
  const value = Cookies.get(LOCALE_COOKIE);
  return supportedLocales.find((locale) => locale === value) ?? 'pl';
}

void i18next.use(initReactI18next).init({
  resources: { pl: { translation: pl }, en: { translation: en } },
  lng: localeFromCookie(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

document.documentElement.lang = i18next.language;

export default i18next;
