import '../texts';
import type { CrosswordQuestion } from '@portal/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { cellTone, RowLabel } from './Mark';

/**
 * A narrow screen's grid: too small to type in (its cells are narrower than a finger), it shows
 * every row's letters and the main column, and each row is one button that chooses its clue.
 * After sending it shows the marks instead.
 */
export function GridOverview(props: {
  questions: CrosswordQuestion[];
  letters: Record<number, string[]>;
  columns: CSSProperties;
  selectedId: number;
  onChoose: (questionId: number) => void;
  result: Record<string, boolean> | null;
  faded: boolean;
  disabled: boolean;
}) {
  const { questions, letters, result, disabled } = props;
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('crossword.overview')} className="space-y-1">
      <p className="text-xs text-muted">{t('crossword.overviewHint')}</p>
      <div className="grid w-max gap-x-px gap-y-0.5" style={props.columns}>
        {questions.map((question, rowIndex) => {
          const verdict = result ? result[String(question.id)] : undefined;
          const given = new Map(question.disabled_letters_array.map((cell) => [cell.position, cell.letter]));
          const chosen = question.id === props.selectedId && !disabled;
          const content = (
            <>
              <span
                className="grid items-center justify-center text-xs font-bold text-brand-800"
                style={{ gridColumn: 1 }}
                aria-hidden={verdict === undefined ? true : undefined}
              >
                <RowLabel number={question.number} verdict={verdict} />
              </span>
              {Array.from({ length: question.answer_length }, (_, index) => {
                const position = index + 1;
                const letter = given.get(position) ?? letters[question.id]?.[index] ?? '';
                return (
                  <span
                    key={index}
                    aria-hidden="true"
                    className={`grid h-full place-items-center rounded-[2px] border text-[calc(var(--cell)*0.55)] font-bold leading-none transition-[color] duration-1000 ${cellTone(position === question.position_main_letter, given.has(position))} ${props.faded && !given.has(position) ? 'text-brand-950/20' : 'text-brand-950'}`}
                    style={{ gridColumn: question.grid_start_position + index + 1 }}
                  >
                    {letter}
                  </span>
                );
              })}
            </>
          );
          const rowClass = `col-span-full grid h-[max(1.75rem,var(--cell))] grid-cols-subgrid rounded-md`;
          return disabled ? (
            <div key={question.id} className={rowClass} style={{ gridRow: rowIndex + 1 }}>
              {content}
            </div>
          ) : (
            <button
              key={question.id}
              type="button"
              className={`${rowClass} text-left ${chosen ? 'bg-accent-100 ring-2 ring-accent-500' : 'hover:bg-brand-50'}`}
              style={{ gridRow: rowIndex + 1 }}
              aria-label={t('crossword.chooseRow', { number: question.number, clue: question.name })}
              aria-current={chosen ? 'true' : undefined}
              onClick={() => props.onChoose(question.id)}
            >
              {content}
            </button>
          );
        })}
      </div>
    </div>
  );
}
