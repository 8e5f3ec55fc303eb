import i18next from 'i18next';

/**
 * Adds a feature's Polish texts to the app's bundle. Each feature that has texts of its own keeps
 * them in `features/<feature>/locales/pl.json`, added by its `texts.ts`, which every file using
 * them imports: the texts come with the code that shows them, and the first download carries only
 * the shell's (docs/decisions/0044-texts-per-feature.md). English, which few pick, stays one file
 * fetched whole (lib/i18n.ts).
 *
 * A feature's module may be evaluated before the app's i18n module (a test imports the component
 * it renders first): the texts then wait for i18next to start.
 */
export function addTexts(bundle: Record<string, unknown>): void {
  const add = () => i18next.addResourceBundle('pl', 'translation', bundle, true, true);
  if (i18next.isInitialized) add();
  else i18next.on('initialized', add);
}
