import { addTexts } from '../lib/texts';
import shell from './locales/pl.json';

/**
 * The back office's texts join the app's Polish bundle when its code loads, so none of them is in
 * the participants' first download. Each area keeps its own file (areas/<area>/locales/pl.json,
 * keys under admin.<area>) and each piece of the kit its own (kit/locales/<piece>.pl.json, keys
 * under admin.kit.<piece>), picked up here, as the participants' features add theirs
 * (lib/texts.ts).
 */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>(
  ['./areas/*/locales/pl.json', './kit/locales/*.pl.json'],
  { eager: true },
);

for (const bundle of [shell, ...Object.values(bundles).map((module) => module.default)]) {
  addTexts(bundle);
}
