import '../../features/results/texts';
import type { QuizKind } from '@portal/contract';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { CrosswordWidget } from '../../features/crossword/components/CrosswordWidget';
import { FindDiffWidget } from '../../features/find-diff/components/FindDiffWidget';
import { FindPairWidget } from '../../features/find-pair/components/FindPairWidget';
import { MillionairesWidget } from '../../features/millionaires/components/MillionairesWidget';
import { usePublishedQuizzes } from '../../features/quizzes/api/published-quizzes';
import { VoteBanner } from '../../features/votes/components/VoteBanner';

/** Each kind's widget; the quizzes themselves come from GET /api/quizzes (no slug in the code). */
const quizWidgets: Record<QuizKind, ComponentType<{ slug: string }>> = {
  millionaires: MillionairesWidget,
  crossword: CrosswordWidget,
  find_diff: FindDiffWidget,
  find_pair: FindPairWidget,
};

export interface ResultsBanner {
  id: string;
  Component: ComponentType;
}

/** The banners after the quizzes, the whole row each: the vote. */
const resultsBanners: ResultsBanner[] = [{ id: 'vote', Component: VoteBanner }];

/**
 * The widgets of the results page: one per published quiz, by its kind, for sellers only
 * (docs/product/quizzes.md), compact rows two to a row on wider screens; then the banners.
 */
export function ResultsWidgets({
  isSeller,
  banners = resultsBanners,
}: {
  isSeller: boolean;
  banners?: ResultsBanner[];
}) {
  const { t } = useTranslation();
  const published = usePublishedQuizzes(isSeller);
  const quizzes = isSeller ? (published.data ?? []) : [];
  if (quizzes.length === 0 && banners.length === 0) return null;
  return (
    <section aria-label={t('results.widgetsLabel')} className="space-y-6">
      {quizzes.length > 0 && (
        <div className="space-y-4">
          <h2 className="text-2xl font-bold text-brand-900">{t('results.quizzesHeading')}</h2>
          <div className="grid items-start gap-3 md:grid-cols-2 md:gap-4">
            {quizzes.map((quiz) => {
              const Widget = quizWidgets[quiz.kind];
              return <Widget key={quiz.slug} slug={quiz.slug} />;
            })}
          </div>
        </div>
      )}
      {banners.map(({ id, Component }) => (
        <Component key={id} />
      ))}
    </section>
  );
}
