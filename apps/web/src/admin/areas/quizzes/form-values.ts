import type { AdminQuiz, AdminQuizKind, QuizCreateForm } from '@portal/contract';

/*
 * The editor's values: the fields as the create and update calls name them, so the server's 422
 * paths (`questions.2.answers.1.name`) are the form's own names. Numbers stay text while typed;
 * the server reads them (the contract coerces). A new quiz's empty values give the types, and the
 * shape a saved quiz is read into.
 */

/** Today in Warsaw as 'YYYY-MM-DD', the first day a new quiz suggests. */
export const warsawToday = (now = new Date()) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(now);

const emptyCommon = () => ({
  slug: '',
  title: '',
  prizes: '',
  rules: '',
  opens_at: warsawToday(),
  closes_at: '',
  attempts: '1',
  prize_places: '3',
  places_per_region: false,
});

/** A millionaires answer: `picture` is the uploaded picture's URL for a picture answer, '' for a text one. */
export const emptyAnswer = () => ({ name: '', picture: '' });
/** A millionaires question: `correct` is the index of the right answer, as the radio buttons give it. */
export const emptyQuestion = () => ({ name: '', correct: '', answers: Array.from({ length: 4 }, emptyAnswer) });
/** A crossword row: `disabled_letters` are the given letters' positions, e.g. "1, 4". */
export const emptyRow = () => ({
  clue: '',
  answer: '',
  position_main_letter: '',
  position_additional_letter: '',
  additional_password_letter_index: '',
  disabled_letters: '',
});

export interface AreaValues {
  cx: number;
  cy: number;
  r: number;
}

/** The least content each kind needs to start with. */
const emptyContent = {
  millionaires: () => ({ questions: Array.from({ length: 5 }, emptyQuestion), questions_per_attempt: '5' }),
  crossword: () => ({ questions: [emptyRow(), emptyRow()], additional_password: '', main_password: '' }),
  'find-diff': () => ({ original: '', fake: '', width: 0, height: 0, areas: [] as AreaValues[], lives: '3' }),
  'find-pair': () => ({ reverse: '', faces: [] as { picture: string; alt: string }[] }),
};

type ValuesOf<K extends AdminQuizKind> = CommonValues & ReturnType<(typeof emptyContent)[K]>;
export type CommonValues = ReturnType<typeof emptyCommon>;
export type CrosswordRowValues = ReturnType<typeof emptyRow>;
export type MillionairesValues = ValuesOf<'millionaires'>;
export type CrosswordValues = ValuesOf<'crossword'>;
export type FindDiffValues = ValuesOf<'find-diff'>;
export type FindPairValues = ValuesOf<'find-pair'>;
export type QuizValues = { [K in AdminQuizKind]: ValuesOf<K> }[AdminQuizKind];

/** A new quiz of a kind: the common fields and the least content the kind needs to start with. */
export const emptyValues = (kind: AdminQuizKind): QuizValues => ({ ...emptyCommon(), ...emptyContent[kind]() });

const text = (value: string | number | null | undefined) => String(value ?? '');

/**
 * A saved record in the shape of its empty values: what those hold as text is shown as text (none
 * as ''), the rest as saved, a list's items copied.
 */
function formOf<T extends object>(empty: T, saved: object): T {
  const record = saved as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(empty).map(([key, blank]) => {
      const value = record[key];
      if (typeof blank === 'string') return [key, text(value as string | number | null)];
      return [key, Array.isArray(value) ? value.map((item: object) => ({ ...item })) : value];
    }),
  ) as T;
}

/** A saved quiz as the editor shows it. */
export function valuesOf(quiz: AdminQuiz): QuizValues {
  const values = formOf(emptyValues(quiz.kind), quiz);
  if (quiz.kind === 'millionaires') {
    (values as MillionairesValues).questions = quiz.questions.map((question) => ({
      name: question.name,
      correct: text(question.answers.findIndex((answer) => answer.correct)),
      answers: question.answers.map((answer) => formOf(emptyAnswer(), answer)),
    }));
  } else if (quiz.kind === 'crossword') {
    (values as CrosswordValues).questions = quiz.questions.map((row) => ({
      ...formOf(emptyRow(), row),
      disabled_letters: row.disabled_letters.join(', '),
    }));
  }
  return values;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** "1, 4" → [1, 4]; anything not a number goes to the server as it is, to be refused there. */
export const positionsOf = (value: string): unknown[] =>
  value
    .split(/[\s,;]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * The create call's body (the update's is the same without `kind`): the values as they are, but
 * the right answers on the answers, the given letters as numbers and '' as none.
 */
export function bodyOf(kind: AdminQuizKind, values: QuizValues, publish: boolean): QuizCreateForm {
  const body = { kind, ...values, publish } as QuizCreateForm;
  if (body.kind === 'millionaires') {
    body.questions = (values as MillionairesValues).questions.map(({ name, correct, answers }) => ({
      name,
      answers: answers.map((answer, index) => ({
        name: answer.name,
        correct: correct === String(index),
        picture: orNull(answer.picture),
      })),
    }));
  } else if (body.kind === 'crossword') {
    const content = values as CrosswordValues;
    body.questions = content.questions.map((row) => ({
      ...row,
      position_additional_letter: orNull(row.position_additional_letter),
      additional_password_letter_index: orNull(row.additional_password_letter_index),
      disabled_letters: positionsOf(row.disabled_letters) as number[],
    }));
    body.main_password = orNull(content.main_password);
  }
  return body;
}
