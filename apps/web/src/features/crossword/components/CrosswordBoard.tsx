import '../texts';
import type { Crossword, CrosswordQuestion } from '@portal/contract';
import {
  type ChangeEvent,
  type CSSProperties,
  type KeyboardEvent,
  type Ref,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { EntryPanel } from './EntryPanel';
import { GridOverview } from './GridOverview';
import { cellTone, Mark, RowLabel } from './Mark';
import { cellKey, passwordKey, typedLetter } from './letters';
import { entryCell, nearestCell, type OpenCell, openRows } from './navigation';

interface BoardResult {
  rows: Record<string, boolean>;
  password: boolean;
}

/** What the page may ask of the board: to take the player into a row (from the clue list). */
export interface BoardHandle {
  chooseRow: (questionId: number) => void;
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
  /** The chosen row: highlighted, its clue shown; on a narrow screen the row typed in. */
  selectedId: number;
  onSelectRow: (questionId: number) => void;
  /** The whole grid is typed in (a wide screen), or it is an overview above an entry row. */
  wide: boolean;
  result: BoardResult | null;
  /** The answers fade 3 s after sending. */
  faded: boolean;
  disabled: boolean;
  passwordError?: string | undefined;
  ref?: Ref<BoardHandle>;
}

const cellBase =
  'relative rounded-[3px] border text-center font-bold uppercase leading-none text-[calc(var(--cell)*0.55)] outline-none transition-[color] duration-1000 focus:z-10 focus:border-brand-900 focus:ring-2 focus:ring-accent-400';

/** The number of the additional password's letter a cell gives; navy on light, amber on navy. */
function Index({ value, onDark = false }: { value: number; onDark?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`pointer-events-none absolute left-[2px] top-[2px] z-20 text-[max(10px,calc(var(--cell)*0.28))] font-bold leading-none ${onDark ? 'text-accent-400' : 'text-brand-700'}`}
    >
      {value}
    </span>
  );
}

/**
 * The crossword: one row of letters per clue, shifted so the main letters form one highlighted
 * column, and the additional password under it. On a wide screen every cell is an input; on a
 * narrow one the grid is an overview whose rows are chosen by a tap, and the chosen clue is typed
 * in a row of large boxes under its text. The keys are the same in both: a letter moves on (at the
 * end of a row to the next row), Backspace in an empty cell goes back, the arrows walk left and
 * right and up and down, Home and End go to the ends of the row, Tab and Shift+Tab to the next and
 * the previous clue. Each row is one stop for Tab, and so is the additional password.
 */
export function CrosswordBoard({ ref, ...props }: Props) {
  const { crossword, questions, letters, password, result, faded, disabled, wide, selectedId } = props;
  const { t } = useTranslation();
  const inputs = useRef(new Map<string, HTMLInputElement>());
  /** A cell to focus once its row is on screen (a narrow screen shows one row at a time). */
  const [pendingFocus, setPendingFocus] = useState<string | null>(null);
  /** The cell last focused: its row's (or the password's) one stop for Tab. */
  const [activeKey, setActiveKey] = useState<string | null>(null);

  const rows = openRows(questions);
  const cells = new Map(rows.flat().map((cell) => [cell.key, cell]));
  const passwordKeys = Array.from({ length: crossword.additional_password_length - 1 }, (_, index) =>
    passwordKey(index),
  );
  const order = [...rows.flat().map((cell) => cell.key), ...passwordKeys];
  const rowIndexOf = (questionId: number) => rows.findIndex((row) => row[0]!.questionId === questionId);

  const focusInput = (input: HTMLInputElement) => {
    input.focus();
    input.select();
  };

  const focusKey = (key: string) => {
    const input = inputs.current.get(key);
    if (input) {
      focusInput(input);
      return;
    }
    const cell = cells.get(key);
    if (cell) {
      setPendingFocus(key);
      props.onSelectRow(cell.questionId);
    }
  };

  useLayoutEffect(() => {
    const input = pendingFocus ? inputs.current.get(pendingFocus) : undefined;
    if (input) focusInput(input);
  }, [pendingFocus, selectedId]);

  const chooseRow = (questionId: number) => {
    const row = rows[rowIndexOf(questionId)];
    if (row) focusKey(entryCell(row, letters).key);
    else props.onSelectRow(questionId);
  };
  useImperativeHandle(ref, () => ({ chooseRow }));

  const focusAt = (key: string, step: number) => {
    const next = order[order.indexOf(key) + step];
    if (next) focusKey(next);
    return next;
  };

  const register = (key: string) => (element: HTMLInputElement | null) => {
    if (element) inputs.current.set(key, element);
    else inputs.current.delete(key);
  };

  const clearCell = (key: string) => {
    if (key.startsWith('p:')) {
      props.onPasswordLetter(Number(key.slice(2)), '');
      return;
    }
    const cell = cells.get(key);
    if (cell) props.onLetter(cell.questionId, cell.position - 1, '');
  };

  /** The keys every cell shares: Backspace, left and right. */
  const lineKeys = (event: KeyboardEvent, key: string, value: string) => {
    if (event.key === 'Backspace' && value === '') {
      event.preventDefault();
      const previous = focusAt(key, -1);
      if (previous) clearCell(previous);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusAt(key, -1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusAt(key, 1);
    }
  };

  /** A clue's cell also moves between rows: up and down keep the column, Tab goes clue by clue. */
  const rowKeys = (cell: OpenCell, value: string) => (event: KeyboardEvent) => {
    const index = rowIndexOf(cell.questionId);
    const row = rows[index]!;
    const toRow = (step: number, column?: number) => {
      const target = rows[index + step];
      if (!target) return false;
      focusKey((column === undefined ? entryCell(target, letters) : nearestCell(target, column)).key);
      return true;
    };
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      toRow(event.key === 'ArrowUp' ? -1 : 1, cell.column);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusKey((event.key === 'Home' ? row[0]! : row.at(-1)!).key);
    } else if (event.key === 'Tab') {
      // Past the last clue (or before the first) Tab leaves the rows as usual.
      if (toRow(event.shiftKey ? -1 : 1)) event.preventDefault();
    } else {
      lineKeys(event, cell.key, value);
    }
  };

  const change =
    (key: string, previous: string, set: (letter: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
      const letter = typedLetter(event.target.value, previous);
      set(letter);
      if (letter) focusAt(key, 1);
    };

  /** A group's one stop for Tab: the cell last focused in it, otherwise its first cell. */
  const tabStop = (key: string, group: string[]) =>
    key === (activeKey && group.includes(activeKey) ? activeKey : group[0]) ? 0 : -1;

  const letterColor = faded ? 'text-brand-950/20' : 'text-brand-950';
  const rowTone = (verdict: boolean | undefined) =>
    verdict === undefined
      ? ''
      : verdict
        ? 'shadow-[inset_0_-3px_0_var(--color-success)]'
        : 'shadow-[inset_0_-3px_0_var(--color-danger)]';

  /** One letter of a clue: a given letter, or an input; sized by the grid or the entry row. */
  const clueCell = (question: CrosswordQuestion, position: number, size: string) => {
    const index = position - 1;
    const key = cellKey(question.id, position);
    const givenLetter = question.disabled_letters_array.find((cell) => cell.position === position)?.letter;
    const value = letters[question.id]?.[index] ?? '';
    const passwordIndex =
      position === question.position_additional_letter ? question.additional_password_letter_index : null;
    const tone = `${cellBase} ${size} ${cellTone(position === question.position_main_letter, givenLetter !== undefined)} ${rowTone(result ? result.rows[String(question.id)] : undefined)}`;
    const rowKeysList = rows[rowIndexOf(question.id)]?.map((cell) => cell.key) ?? [];
    return (
      <>
        {passwordIndex !== null && <Index value={passwordIndex} />}
        {givenLetter ? (
          <input
            className={`${tone} text-brand-900`}
            value={givenLetter}
            disabled
            aria-label={t('crossword.givenCell', { number: question.number, position, letter: givenLetter })}
          />
        ) : (
          <input
            ref={register(key)}
            className={`${tone} ${letterColor} disabled:cursor-default`}
            value={value}
            disabled={disabled}
            tabIndex={tabStop(key, rowKeysList)}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="characters"
            spellCheck={false}
            inputMode="text"
            aria-label={t('crossword.cell', { number: question.number, position })}
            onFocus={(event) => {
              event.target.select();
              setActiveKey(key);
              setPendingFocus(null);
              props.onSelectRow(question.id);
            }}
            onChange={change(key, value, (letter) => props.onLetter(question.id, index, letter))}
            onKeyDown={rowKeys(cells.get(key)!, value)}
          />
        )}
      </>
    );
  };

  // Sized to the board's container (its @container), so the whole grid fits a column or a phone.
  const numberColumn = wide ? 0.9 : 1.4;
  const cellSize = {
    '--cell': `min(2.5rem, calc((100cqw - ${crossword.grid_width}px) / ${crossword.grid_width + numberColumn}))`,
  } as CSSProperties;
  const columns = {
    gridTemplateColumns: `calc(var(--cell) * ${numberColumn}) repeat(${crossword.grid_width}, var(--cell))`,
  };
  const selected = questions.find((question) => question.id === selectedId) ?? questions[0]!;
  const selectedIndex = questions.indexOf(selected);

  return (
    <div className="space-y-6" style={cellSize}>
      {wide ? (
        <div role="group" aria-label={t('crossword.grid')} className="grid w-max gap-px" style={columns}>
          {questions.map((question, rowIndex) => {
            const verdict = result ? result.rows[String(question.id)] : undefined;
            return (
              <div key={question.id} className="contents">
                <span
                  className={`grid items-center justify-center rounded-[3px] text-[max(0.875rem,calc(var(--cell)*0.42))] font-bold ${question.id === selectedId && !result ? 'bg-accent-100 text-brand-900' : 'text-brand-800'}`}
                  style={{ gridColumn: 1, gridRow: rowIndex + 1 }}
                >
                  <RowLabel number={question.number} verdict={verdict} />
                </span>
                {Array.from({ length: question.answer_length }, (_, index) => (
                  <span
                    key={index}
                    className="relative"
                    style={{ gridColumn: question.grid_start_position + index + 1, gridRow: rowIndex + 1 }}
                  >
                    {clueCell(question, index + 1, 'size-[var(--cell)]')}
                  </span>
                ))}
              </div>
            );
          })}
        </div>
      ) : (
        <>
          <EntryPanel
            question={selected}
            count={questions.length}
            previous={selectedIndex > 0 ? () => chooseRow(questions[selectedIndex - 1]!.id) : undefined}
            next={selectedIndex < questions.length - 1 ? () => chooseRow(questions[selectedIndex + 1]!.id) : undefined}
            disabled={disabled}
          >
            {Array.from({ length: selected.answer_length }, (_, index) => (
              // Keyed by position: moving to another clue keeps the focused box, and a phone's keyboard.
              <span key={index} className="relative max-w-12 min-w-6 flex-1">
                {clueCell(selected, index + 1, 'h-[var(--cell)] w-full')}
              </span>
            ))}
          </EntryPanel>
          <GridOverview
            questions={questions}
            letters={letters}
            columns={columns}
            selectedId={selected.id}
            onChoose={chooseRow}
            result={result?.rows ?? null}
            faded={faded}
            disabled={disabled}
          />
        </>
      )}

      <fieldset className="space-y-2">
        <legend className="text-base font-bold text-brand-900">{t('crossword.passwordHeading')}</legend>
        <p className="text-sm text-muted">{t('crossword.passwordHint')}</p>
        <div
          className={`flex items-center gap-1 ${wide ? 'flex-wrap' : ''}`}
          style={wide ? undefined : ({ '--cell': '2.75rem' } as CSSProperties)}
        >
          {Array.from({ length: crossword.additional_password_length }, (_, index) => {
            const last = index === crossword.additional_password_length - 1;
            const key = passwordKey(index);
            const size = wide ? 'size-[var(--cell)]' : 'h-[var(--cell)] w-full';
            return (
              <span key={key} className={wide ? 'relative' : 'relative max-w-11 min-w-6 flex-1'}>
                <Index value={index + 1} onDark={last} />
                {last ? (
                  <input
                    className={`${cellBase} ${size} border-brand-900 bg-brand-900 text-white`}
                    value={crossword.additional_password_last_letter}
                    disabled
                    aria-label={t('crossword.passwordCell', { index: index + 1 })}
                  />
                ) : (
                  <input
                    ref={register(key)}
                    className={`${cellBase} ${size} ${letterColor} bg-white ${props.passwordError && !password[index] ? 'border-danger ring-1 ring-danger' : 'border-brand-700'}`}
                    value={password[index] ?? ''}
                    disabled={disabled}
                    tabIndex={tabStop(key, passwordKeys)}
                    autoComplete="off"
                    autoCorrect="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    aria-label={t('crossword.passwordCell', { index: index + 1 })}
                    aria-invalid={props.passwordError && !password[index] ? true : undefined}
                    onFocus={(event) => {
                      event.target.select();
                      setActiveKey(key);
                    }}
                    onChange={change(key, password[index] ?? '', (letter) => props.onPasswordLetter(index, letter))}
                    onKeyDown={(event) => lineKeys(event, key, password[index] ?? '')}
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
