import type { AdminQuiz, AdminQuizKind, QuizCreateForm } from '@portal/contract';

/**
 * The editor's values: the fields as the create and update calls name them, so the server's 422
 * paths (`questions.2.answers.1.name`) are the form's own names. Numbers stay text while typed;
 * the server reads them (the contract coerces).
 */
export interface CommonValues {
  slug: string;
  title: string;
  prizes: string;
  rules: string;
  opens_at: string;
  closes_at: string;
  attempts: string;
  prize_places: string;
  places_per_region: boolean;
}

export interface MillionairesAnswerValues {
  name: string;
  /** The uploaded picture's URL for a picture answer, '' for a text one. */
  picture: string;
}
export interface MillionairesQuestionValues {
  name: string;
  /** The index of the right answer, as the radio buttons give it. */
  correct: string;
  answers: MillionairesAnswerValues[];
}
export interface MillionairesValues extends CommonValues {
  questions: MillionairesQuestionValues[];
  questions_per_attempt: string;
}

export interface CrosswordRowValues {
  clue: string;
  answer: string;
  position_main_letter: string;
  position_additional_letter: string;
  additional_password_letter_index: string;
  /** The given letters' positions, e.g. "1, 4". */
  disabled_letters: string;
}
export interface CrosswordValues extends CommonValues {
  questions: CrosswordRowValues[];
  additional_password: string;
  main_password: string;
}

export interface AreaValues {
  cx: number;
  cy: number;
  r: number;
}
export interface FindDiffValues extends CommonValues {
  original: string;
  fake: string;
  width: number;
  height: number;
  areas: AreaValues[];
  lives: string;
}

export interface FaceValues {
  picture: string;
  alt: string;
}
export interface FindPairValues extends CommonValues {
  reverse: string;
  faces: FaceValues[];
}

export type QuizValues = MillionairesValues | CrosswordValues | FindDiffValues | FindPairValues;

/** Today in Warsaw as 'YYYY-MM-DD', the first day a new quiz suggests. */
export const warsawToday = (now = new Date()) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(now);

const emptyCommon = (): CommonValues => ({
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

export const emptyAnswer = (): MillionairesAnswerValues => ({ name: '', picture: '' });
export const emptyQuestion = (): MillionairesQuestionValues => ({
  name: '',
  correct: '',
  answers: [emptyAnswer(), emptyAnswer(), emptyAnswer(), emptyAnswer()],
});
export const emptyRow = (): CrosswordRowValues => ({
  clue: '',
  answer: '',
  position_main_letter: '',
  position_additional_letter: '',
  additional_password_letter_index: '',
  disabled_letters: '',
});

/** A new quiz of a kind: the common fields and the least content the kind needs to start with. */
export function emptyValues(kind: AdminQuizKind): QuizValues {
  const common = emptyCommon();
  switch (kind) {
    case 'millionaires':
      return { ...common, questions: Array.from({ length: 5 }, emptyQuestion), questions_per_attempt: '5' };
    case 'crossword':
      return { ...common, questions: [emptyRow(), emptyRow()], additional_password: '', main_password: '' };
    case 'find-diff':
      return { ...common, original: '', fake: '', width: 0, height: 0, areas: [], lives: '3' };
    case 'find-pair':
      return { ...common, reverse: '', faces: [] };
  }
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A saved quiz as the editor shows it. */
export function valuesOf(quiz: AdminQuiz): QuizValues {
  const common: CommonValues = {
    slug: quiz.slug,
    title: quiz.title,
    prizes: quiz.prizes,
    rules: quiz.rules,
    opens_at: quiz.opens_at,
    closes_at: quiz.closes_at,
    attempts: String(quiz.attempts),
    prize_places: String(quiz.prize_places),
    places_per_region: quiz.places_per_region,
  };
  switch (quiz.kind) {
    case 'millionaires':
      return {
        ...common,
        questions: quiz.questions.map((question) => ({
          name: question.name,
          correct: text(question.answers.findIndex((answer) => answer.correct)),
          answers: question.answers.map((answer) => ({ name: answer.name, picture: answer.picture ?? '' })),
        })),
        questions_per_attempt: String(quiz.questions_per_attempt),
      };
    case 'crossword':
      return {
        ...common,
        questions: quiz.questions.map((row) => ({
          clue: row.clue,
          answer: row.answer,
          position_main_letter: String(row.position_main_letter),
          position_additional_letter: text(row.position_additional_letter),
          additional_password_letter_index: text(row.additional_password_letter_index),
          disabled_letters: row.disabled_letters.join(', '),
        })),
        additional_password: quiz.additional_password,
        main_password: quiz.main_password ?? '',
      };
    case 'find-diff':
      return {
        ...common,
        original: quiz.original,
        fake: quiz.fake,
        width: quiz.width,
        height: quiz.height,
        areas: quiz.areas.map((area) => ({ ...area })),
        lives: String(quiz.lives),
      };
    case 'find-pair':
      return { ...common, reverse: quiz.reverse, faces: quiz.faces.map((face) => ({ ...face })) };
  }
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** "1, 4" → [1, 4]; anything not a number goes to the server as it is, to be refused there. */
export const positionsOf = (value: string): unknown[] =>
  value
    .split(/[\s,;]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The create call's body (the update's is the same without `kind`). */
export function bodyOf(kind: AdminQuizKind, values: QuizValues, publish: boolean): QuizCreateForm {
  const common = {
    slug: values.slug,
    title: values.title,
    prizes: values.prizes,
    rules: values.rules,
    opens_at: values.opens_at,
    closes_at: values.closes_at,
    attempts: values.attempts,
    prize_places: values.prize_places,
    places_per_region: values.places_per_region,
    publish,
  };
  switch (kind) {
    case 'millionaires': {
      const content = values as MillionairesValues;
      return {
        kind,
        ...common,
        questions: content.questions.map((question) => ({
          name: question.name,
          answers: question.answers.map((answer, index) => ({
            name: answer.name,
            correct: question.correct === String(index),
            picture: orNull(answer.picture),
          })),
        })),
        questions_per_attempt: content.questions_per_attempt,
      };
    }
    case 'crossword': {
      const content = values as CrosswordValues;
      return {
        kind,
        ...common,
        questions: content.questions.map((row) => ({
          clue: row.clue,
          answer: row.answer,
          position_main_letter: row.position_main_letter,
          position_additional_letter: orNull(row.position_additional_letter),
          additional_password_letter_index: orNull(row.additional_password_letter_index),
          disabled_letters: positionsOf(row.disabled_letters) as number[],
        })),
        additional_password: content.additional_password,
        main_password: orNull(content.main_password),
      };
    }
    case 'find-diff': {
      const content = values as FindDiffValues;
      return {
        kind,
        ...common,
        original: content.original,
        fake: content.fake,
        width: content.width,
        height: content.height,
        areas: content.areas.map(({ cx, cy, r }) => ({ cx, cy, r })),
        lives: content.lives,
      };
    }
    case 'find-pair': {
      const content = values as FindPairValues;
      return {
        kind,
        ...common,
        reverse: content.reverse,
        faces: content.faces.map(({ picture, alt }) => ({ picture, alt })),
      };
    }
  }
}
