import '../texts';
import type { QuizInfo } from '@portal/contract';
import { useTranslation } from 'react-i18next';

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/** The quiz's prizes and rules as the operator wrote them, one item per line. */
export function QuizTexts({ quiz, rulesOpen = false }: { quiz: QuizInfo; rulesOpen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3 text-sm">
      <div>
        <h3 className="font-semibold text-brand-900">{t('quizzes.prizes')}</h3>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-ink">
          {lines(quiz.prizes).map((prize) => (
            <li key={prize}>{prize}</li>
          ))}
        </ul>
      </div>
      <details open={rulesOpen} className="group rounded-lg bg-surface px-3 py-2">
        <summary className="cursor-pointer font-semibold text-brand-800">{t('quizzes.rules')}</summary>
        <div className="mt-2 space-y-1.5 text-muted">
          {lines(quiz.rules).map((rule) => (
            <p key={rule}>{rule}</p>
          ))}
        </div>
      </details>
    </div>
  );
}
