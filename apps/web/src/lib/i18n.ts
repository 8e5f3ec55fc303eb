import { LOCALE_COOKIE } from '@portal/contract';
import i18next from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import pl from '../locales/pl.json';

const supportedLocales = ['pl', 'en'] as const;
type Locale = (typeof supportedLocales)[number];

/** The locale comes from a cookie; Polish unless the cookie names another supported one. */
export function localeFromCookie(): Locale {
  const value = Cookies.get(LOCALE_COOKIE);
  return supportedLocales.find((locale) => locale === value) ?? 'pl';
}

// Polish is in the first download; English, which few users pick, is fetched only for them
// (meanwhile they see Polish), and falls back to Polish for anything it lacks.
void i18next.use(initReactI18next).init({
  resources: { pl: { translation: pl } },
  lng: 'pl',
  fallbackLng: 'pl',
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = 'pl';

if (localeFromCookie() === 'en') {
  void import('../locales/en.json').then(async ({ default: en }) => {
    i18next.addResourceBundle('en', 'translation', en);
    await i18next.changeLanguage('en');
    document.documentElement.lang = 'en';
  });
}

export default i18next;
