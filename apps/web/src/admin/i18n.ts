import { getI18n } from 'react-i18next';
import shell from './locales/pl.json';

/**
 * The back office's texts join the app's Polish bundle when its code loads, so none of them is in
 * the participants' first download. Each area keeps its own file
 * (features/admin-<area>/locales/pl.json, keys under admin.<area>), picked up here. The instance
 * comes through react-i18next, as the pages reach it: importing the app's i18n module from here
 * would make the bundler split the first download into more, larger files.
 */
const areas = import.meta.glob<{ default: Record<string, unknown> }>('../features/admin-*/locales/pl.json', {
  eager: true,
});

for (const bundle of [shell, ...Object.values(areas).map((module) => module.default)]) {
  getI18n().addResourceBundle('pl', 'translation', bundle, true, true);
}
