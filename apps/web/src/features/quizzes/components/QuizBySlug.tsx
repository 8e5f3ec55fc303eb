import '../texts';
import type { QuizKind } from '@portal/contract';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Page } from '../../../components/Page';
import { usePublishedQuizzes } from '../api/published-quizzes';
import { currentQuizOf } from '../current-quiz';
import { QuizLoading } from './QuizLoading';

interface Props {
  /** The kind as GET /api/quizzes names it. */
  kind: QuizKind;
  /** The page's heading while the quiz is looked up or when there is none. */
  heading: string;
  /** The page of the quiz with this slug. */
  children: (slug: string) => ReactNode;
}

/**
 * A quiz page takes its quiz from the address (/milionerzy/:slug); the address of the kind alone
 * plays its current quiz (currentQuizOf, docs/decisions/0039). The page is keyed by the slug, so
 * going to another quiz of the same kind starts afresh.
 */
export function QuizBySlug({ kind, heading, children }: Props) {
  const { t } = useTranslation();
  const { slug } = useParams();
  const quizzes = usePublishedQuizzes(slug === undefined);
  const current = slug ?? (quizzes.data ? currentQuizOf(quizzes.data, kind)?.slug : undefined);
  if (current) return <Fragment key={current}>{children(current)}</Fragment>;
  return (
    <Page heading={heading} wide>
      {quizzes.isError ? (
        <Alert>{t('quizzes.loadFailed')}</Alert>
      ) : quizzes.data ? (
        <Alert tone="info">{t('quizzes.noneOfKind')}</Alert>
      ) : (
        <QuizLoading />
      )}
    </Page>
  );
}
