import { CROSSWORD_MAX_COLUMNS, CROSSWORD_MAX_ROWS, crosswordGrid, crosswordLetter } from '@portal/contract';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { type CrosswordRowValues, type CrosswordValues, emptyRow, positionsOf } from '../form-values';
import { ListAlert, TextFields } from './editor-controls';
import { errorAt } from './field-error';

const whole = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : null);

interface PreviewRow {
  number: number;
  letters: string[];
  main: number;
  additional: { at: number; index: number } | null;
  given: number[];
}

/** The rows as far as they can be drawn: an answer and its main letter within it. */
export function previewRows(rows: CrosswordRowValues[]): PreviewRow[] {
  return rows.flatMap((row, index) => {
    const letters = Array.from(crosswordLetter(row.answer));
    const main = whole(row.position_main_letter);
    if (letters.length === 0 || main === null || main < 1 || main > letters.length) return [];
    const at = whole(row.position_additional_letter);
    const passwordIndex = whole(row.additional_password_letter_index);
    return [
      {
        number: index + 1,
        letters,
        main,
        additional: at !== null && passwordIndex !== null ? { at, index: passwordIndex } : null,
        given: positionsOf(row.disabled_letters).filter((value): value is number => typeof value === 'number'),
      },
    ];
  });
}

/** The grid as the server lays it out (crosswordGrid): the main letters in one column. */
function GridPreview({ rows }: { rows: CrosswordRowValues[] }) {
  const { t } = useTranslation();
  const drawn = previewRows(rows);
  if (drawn.length === 0) return <p className="text-sm text-muted">{t('admin.quizzes.crossword.previewEmpty')}</p>;
  const { mainColumn, starts, width } = crosswordGrid(
    drawn.map((row) => ({ answer: row.letters.join(''), position_main_letter: row.main })),
  );
  const fits = width <= CROSSWORD_MAX_COLUMNS;
  return (
    <div className="space-y-2">
      <p className={`text-sm ${fits ? 'text-muted' : 'font-semibold text-danger'}`} role={fits ? undefined : 'alert'}>
        {fits
          ? t('admin.quizzes.crossword.fits', { width, max: CROSSWORD_MAX_COLUMNS })
          : t('admin.quizzes.crossword.tooWide', { width, max: CROSSWORD_MAX_COLUMNS })}
      </p>
      <div className="overflow-x-auto">
        <table className="border-separate border-spacing-0.5" aria-label={t('admin.quizzes.crossword.preview')}>
          <tbody>
            {drawn.map((row, index) => (
              <tr key={row.number}>
                <th scope="row" className="pr-1 text-right text-xs font-normal text-muted">
                  {row.number}
                </th>
                {Array.from({ length: width }, (_, column) => {
                  const place = column + 1 - starts[index]! + 1;
                  const letter = row.letters[place - 1];
                  if (letter === undefined) return <td key={column} className="size-7" />;
                  const isMain = column + 1 === mainColumn;
                  const isAdditional = row.additional?.at === place;
                  return (
                    <td
                      key={column}
                      className={`relative size-7 border text-center align-middle text-sm font-bold ${
                        isMain ? 'border-brand-900 bg-accent-100' : 'border-slate-400 bg-white'
                      } ${row.given.includes(place) ? 'text-muted' : 'text-brand-900'}`}
                    >
                      {letter}
                      {isAdditional && (
                        <span className="absolute right-0 bottom-0 text-[0.6rem] leading-none text-danger">
                          {row.additional!.index}
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted">{t('admin.quizzes.crossword.legend')}</p>
    </div>
  );
}

/**
 * The crossword: rows of a clue and its answer, the answer's letter in the main column, the letter
 * that gives a letter of the additional password and the letters every player is given. The grid
 * beside them shows how it fits while typing; the server judges the whole when it is saved.
 */
export function CrosswordEditor({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { control, formState, watch } = useFormContext<CrosswordValues>();
  const rows = useFieldArray({ control, name: 'questions' });
  const values = watch('questions');
  const label = (name: string) => t(`admin.quizzes.crossword.${name}`);
  return (
    <fieldset disabled={disabled} className="space-y-4">
      <legend className="text-lg font-bold text-brand-900">{label('title')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFields<CrosswordValues>
          fields={[
            ['additional_password', label('additionalPassword'), { required: true }],
            ['main_password', label('mainPassword')],
          ]}
        />
      </div>
      <ListAlert
        message={errorAt(formState.errors, 'questions')}
        className="rounded-lg bg-red-50 p-3 text-sm text-danger"
      />
      <div className="grid items-start gap-6 xl:grid-cols-[3fr_2fr]">
        <div className="space-y-3">
          {rows.fields.map((field, index) => {
            const at = (name: keyof CrosswordRowValues) => `questions.${index}.${name}` as const;
            return (
              <fieldset key={field.id} className="space-y-3 rounded-xl border border-slate-200 p-4">
                <legend className="px-1 font-bold text-brand-900">
                  {t('admin.quizzes.crossword.row', { number: index + 1 })}
                </legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextFields<CrosswordValues>
                    fields={[
                      [at('clue'), label('clue'), { required: true }],
                      [at('answer'), label('answer'), { required: true }],
                      [at('position_main_letter'), label('mainLetter'), { required: true, inputMode: 'numeric' }],
                      [at('disabled_letters'), label('givenLetters'), { placeholder: '1, 4' }],
                      [at('position_additional_letter'), label('additionalLetter'), { inputMode: 'numeric' }],
                      [at('additional_password_letter_index'), label('additionalIndex'), { inputMode: 'numeric' }],
                    ]}
                  />
                </div>
                <Button
                  variant="ghost"
                  className="px-2 py-1 text-sm"
                  disabled={rows.fields.length <= 1}
                  onClick={() => rows.remove(index)}
                >
                  {t('admin.quizzes.crossword.removeRow', { number: index + 1 })}
                </Button>
              </fieldset>
            );
          })}
          <Button
            variant="secondary"
            disabled={rows.fields.length >= CROSSWORD_MAX_ROWS}
            onClick={() => rows.append(emptyRow())}
          >
            {label('addRow')}
          </Button>
        </div>
        <section
          aria-labelledby="crossword-preview-heading"
          className="space-y-2 rounded-xl border border-slate-200 p-4 xl:sticky xl:top-4"
        >
          <h3 id="crossword-preview-heading" className="font-bold text-brand-900">
            {label('preview')}
          </h3>
          <GridPreview rows={values} />
        </section>
      </div>
    </fieldset>
  );
}
