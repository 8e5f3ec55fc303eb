import type { Crossword, CrosswordQuestion } from '@portal/contract';
import { type ChangeEvent, type CSSProperties, type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cellKey, passwordKey, typedLetter } from './letters';

interface BoardResult {
  rows: Record<string, boolean>;
  password: boolean;
}

interface Props {
  crossword: Crossword;
  questions: CrosswordQuestion[];
  /** Typed letters per question id, one string per position ('' for an empty cell). */
  letters: Record<number, string[]>;
  /** The additional password's typed letters (the fixed last one not included). */
  password: string[];
  onLetter: (questionId: number, index: number, letter: string) => void;
  onPasswordLetter: (index: number, letter: string) => void;
  /** The row whose cell has the focus: its clue is highlighted. */
  onFocusRow: (questionId: number | null) => void;
  result: BoardResult | null;
  /** Spec: the answers fade 3 s after sending. */
  faded: boolean;
  disabled: boolean;
  passwordError?: string | undefined;
}

const cellBase =
  'relative size-[var(--cell)] rounded-[3px] border text-center font-bold uppercase leading-none text-[calc(var(--cell)*0.55)] outline-none transition-colors duration-1000 focus:z-10 focus:border-brand-900 focus:ring-2 focus:ring-accent-400';

function Index({ value }: { value: number }) {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute left-[2px] top-[1px] z-20 text-[max(8px,calc(var(--cell)*0.26))] font-bold leading-none text-danger"
    >
      {value}
    </span>
  );
}

function Mark({ right, label }: { right: boolean; label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      className={`grid size-[calc(var(--cell)*0.8)] place-items-center rounded-full text-[calc(var(--cell)*0.5)] font-black text-white ${right ? 'bg-success' : 'bg-danger'}`}
    >
      {right ? '✓' : '✕'}
    </span>
  );
}

/**
 * The grid: one row of single-letter inputs per clue, shifted so the main letters form one
 * highlighted column, and the additional password under it. Typing a letter moves on to the next
 * cell, Backspace in an empty cell goes back, the arrows walk left and right.
 */
export function CrosswordBoard(props: Props) {
  const { crossword, questions, letters, password, result, faded, disabled } = props;
  const { t } = useTranslation();
  const inputs = useRef(new Map<string, HTMLInputElement>());

  const order: string[] = [];
  for (const question of questions) {
    const given = new Set(question.disabled_letters_array.map((cell) => cell.position));
    for (let position = 1; position <= question.answer_length; position++) {
      if (!given.has(position)) order.push(cellKey(question.id, position));
    }
  }
  for (let index = 0; index < crossword.additional_password_length - 1; index++) order.push(passwordKey(index));

  const focusAt = (key: string, step: number) => {
    const next = order[order.indexOf(key) + step];
    const input = next ? inputs.current.get(next) : undefined;
    input?.focus();
    input?.select();
    return next;
  };

  const register = (key: string) => (element: HTMLInputElement | null) => {
    if (element) inputs.current.set(key, element);
    else inputs.current.delete(key);
  };

  const keyDown = (key: string, value: string, clear: (next: string) => void) => (event: KeyboardEvent) => {
    if (event.key === 'Backspace' && value === '') {
      event.preventDefault();
      const previous = focusAt(key, -1);
      if (previous) clear(previous);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusAt(key, -1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusAt(key, 1);
    }
  };

  const clearCell = (key: string) => {
    if (key.startsWith('p:')) {
      props.onPasswordLetter(Number(key.slice(2)), '');
      return;
    }
    const [question, position] = key.slice(1).split(':').map(Number);
    props.onLetter(question!, position! - 1, '');
  };

  const change =
    (key: string, previous: string, set: (letter: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
      const letter = typedLetter(event.target.value, previous);
      set(letter);
      if (letter) focusAt(key, 1);
    };

  // Sized to the board's container (its @container), so the whole grid fits a phone or a column.
  const cellSize = {
    '--cell': `min(2.5rem, calc((100cqw - ${crossword.grid_width}px) / ${crossword.grid_width + 0.9}))`,
  } as CSSProperties;
  const columns = { gridTemplateColumns: `calc(var(--cell) * 0.9) repeat(${crossword.grid_width}, var(--cell))` };
  const letterColor = faded ? 'text-brand-950/20' : 'text-brand-950';

  return (
    <div className="space-y-6" style={cellSize}>
      <div role="group" aria-label={t('crossword.grid')} className="grid w-max gap-px" style={columns}>
        {questions.map((question, rowIndex) => {
          const given = new Map(question.disabled_letters_array.map((cell) => [cell.position, cell.letter]));
          const row = letters[question.id] ?? [];
          const verdict = result ? result.rows[String(question.id)] : undefined;
          return (
            <div key={question.id} className="contents">
              <span
                className="grid items-center justify-center text-[calc(var(--cell)*0.42)] font-bold text-brand-800"
                style={{ gridColumn: 1, gridRow: rowIndex + 1 }}
              >
                {verdict === undefined ? (
                  `${question.number}.`
                ) : (
                  <Mark
                    right={verdict}
                    label={t(verdict ? 'crossword.rowRight' : 'crossword.rowWrong', { number: question.number })}
                  />
                )}
              </span>
              {Array.from({ length: question.answer_length }, (_, index) => {
                const position = index + 1;
                const key = cellKey(question.id, position);
                const isMain = position === question.position_main_letter;
                const givenLetter = given.get(position);
                const passwordIndex =
                  position === question.position_additional_letter ? question.additional_password_letter_index : null;
                const column = question.grid_start_position + index + 1;
                const tone = isMain
                  ? 'border-accent-500 bg-accent-100'
                  : givenLetter
                    ? 'border-slate-300 bg-slate-200'
                    : 'border-brand-700/40 bg-white';
                const rowTone =
                  verdict === undefined
                    ? ''
                    : verdict
                      ? 'shadow-[inset_0_-3px_0_var(--color-success)]'
                      : 'shadow-[inset_0_-3px_0_var(--color-danger)]';
                return (
                  <span key={key} className="relative" style={{ gridColumn: column, gridRow: rowIndex + 1 }}>
                    {passwordIndex !== null && <Index value={passwordIndex} />}
                    {givenLetter ? (
                      <input
                        className={`${cellBase} ${tone} ${rowTone} text-brand-900`}
                        value={givenLetter}
                        disabled
                        aria-label={t('crossword.givenCell', {
                          number: question.number,
                          position,
                          letter: givenLetter,
                        })}
                      />
                    ) : (
                      <input
                        ref={register(key)}
                        className={`${cellBase} ${tone} ${rowTone} ${letterColor} disabled:cursor-default`}
                        value={row[index] ?? ''}
                        disabled={disabled}
                        autoComplete="off"
                        autoCorrect="off"
                        autoCapitalize="characters"
                        spellCheck={false}
                        inputMode="text"
                        aria-label={t('crossword.cell', { number: question.number, position })}
                        onFocus={(event) => {
                          event.target.select();
                          props.onFocusRow(question.id);
                        }}
                        onBlur={() => props.onFocusRow(null)}
                        onChange={change(key, row[index] ?? '', (letter) => props.onLetter(question.id, index, letter))}
                        onKeyDown={keyDown(key, row[index] ?? '', clearCell)}
                      />
                    )}
                  </span>
                );
              })}
            </div>
          );
        })}
      </div>

      <fieldset className="space-y-2">
        <legend className="text-base font-bold text-brand-900">{t('crossword.passwordHeading')}</legend>
        <p className="text-sm text-muted">{t('crossword.passwordHint')}</p>
        <div className="flex flex-wrap items-center gap-1">
          {Array.from({ length: crossword.additional_password_length }, (_, index) => {
            const last = index === crossword.additional_password_length - 1;
            const key = passwordKey(index);
            return (
              <span key={key} className="relative">
                <Index value={index + 1} />
                {last ? (
                  <input
                    className={`${cellBase} border-brand-900 bg-brand-900 text-white`}
                    value={crossword.additional_password_last_letter}
                    disabled
                    aria-label={t('crossword.passwordCell', { index: index + 1 })}
                  />
                ) : (
                  <input
                    ref={register(key)}
                    className={`${cellBase} ${letterColor} bg-white ${props.passwordError && !password[index] ? 'border-danger ring-1 ring-danger' : 'border-brand-700'}`}
                    value={password[index] ?? ''}
                    disabled={disabled}
                    autoComplete="off"
                    autoCorrect="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    aria-label={t('crossword.passwordCell', { index: index + 1 })}
                    aria-invalid={props.passwordError && !password[index] ? true : undefined}
                    onFocus={(event) => event.target.select()}
                    onChange={change(key, password[index] ?? '', (letter) => props.onPasswordLetter(index, letter))}
                    onKeyDown={keyDown(key, password[index] ?? '', clearCell)}
                  />
                )}
              </span>
            );
          })}
          {result && (
            <span className="ml-2">
              <Mark
                right={result.password}
                label={t(result.password ? 'crossword.passwordRight' : 'crossword.passwordWrong')}
              />
            </span>
          )}
        </div>
      </fieldset>
    </div>
  );
}
