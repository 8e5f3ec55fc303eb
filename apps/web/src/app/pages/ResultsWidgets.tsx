import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { CrosswordWidget } from '../../features/crossword/components/CrosswordWidget';
import { FindDiffWidget } from '../../features/find-diff/components/FindDiffWidget';
import { FindPairWidget } from '../../features/find-pair/components/FindPairWidget';
import { MillionairesWidget } from '../../features/millionaires/components/MillionairesWidget';
import { VoteBanner } from '../../features/votes/components/VoteBanner';

export interface ResultsWidgetEntry {
  id: string;
  /** The quiz widgets are for sellers only (spec §2 "Quiz widgets"). */
  sellersOnly: boolean;
  /** Banners take the whole row after the quizzes; quiz widgets are compact rows, two to a row on wider screens. */
  wide?: boolean;
  Component: ComponentType;
}

/** The widgets registered on the results page: the quizzes and the vote banner (spec §2). */
const resultsWidgets: ResultsWidgetEntry[] = [
  { id: 'vote', sellersOnly: false, wide: true, Component: VoteBanner },
  { id: 'millionaires', sellersOnly: true, Component: MillionairesWidget },
  { id: 'crossword', sellersOnly: true, Component: CrosswordWidget },
  { id: 'findDiff', sellersOnly: true, Component: FindDiffWidget },
  { id: 'findPair', sellersOnly: true, Component: FindPairWidget },
];

export function ResultsWidgets({
  isSeller,
  widgets = resultsWidgets,
}: {
  isSeller: boolean;
  widgets?: ResultsWidgetEntry[];
}) {
  const { t } = useTranslation();
  const shown = widgets.filter((widget) => isSeller || !widget.sellersOnly);
  if (shown.length === 0) return null;
  const quizzes = shown.filter((widget) => !widget.wide);
  const banners = shown.filter((widget) => widget.wide);
  return (
    <section aria-label={t('results.widgetsLabel')} className="space-y-6">
      {quizzes.length > 0 && (
        <div className="space-y-4">
          <h2 className="text-2xl font-bold text-brand-900">{t('results.quizzesHeading')}</h2>
          <div className="grid items-start gap-3 md:grid-cols-2 md:gap-4">
            {quizzes.map(({ id, Component }) => (
              <Component key={id} />
            ))}
          </div>
        </div>
      )}
      {banners.map(({ id, Component }) => (
        <Component key={id} />
      ))}
    </section>
  );
}
