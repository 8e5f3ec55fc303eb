import { z } from 'zod';
import { adminPageAnswer, adminPageQuery } from './admin-paging.js';
import { type AnswerOf, defineCall } from './api-call.js';
import { imageUpload } from './uploads.js';
import { crosswordLetter } from './crossword.js';
import { MILLIONAIRES_QUESTIONS } from './millionaires.js';
import { idParams } from './query-fields.js';

/**
 * Quizzes built in the back office (docs/product/back-office.md "Calls", docs/product/quizzes.md): any of
 * the four kinds with its slug, texts, window in Warsaw days, attempts and the kind's content;
 * drafts, publishing and withdrawal (docs/decisions/0038-operator-built-quizzes.md). The kind's
 * content sits at the top level of the body beside the common fields, as the API sends
 * millionaires' `questions` (docs/product/quizzes.md).
 */

/** The kinds as the back office names them (the participants' calls name them with underscores). */
export const adminQuizKinds = ['millionaires', 'crossword', 'find-diff', 'find-pair'] as const;
export type AdminQuizKind = (typeof adminQuizKinds)[number];

export const quizStatuses = ['draft', 'published', 'withdrawn'] as const;
export type QuizStatus = (typeof quizStatuses)[number];

export const QUIZ_SLUG_TAKEN = 'Quiz o tym identyfikatorze już istnieje.';
/** A published quiz somebody played: its results must keep meaning what they meant. */
export const QUIZ_LOCKED =
  'Quiz ma już rozegrane podejścia: można zmienić tylko tytuł, nagrody, regulamin i przesunąć koniec na później.';
export const QUIZ_CLOSES_EARLIER = 'Quiz ma już rozegrane podejścia: koniec można tylko przesunąć na później.';
export const QUIZ_ALREADY_PUBLISHED = 'Quiz jest już opublikowany.';
export const QUIZ_NOT_PUBLISHED = 'Wycofać można tylko opublikowany quiz.';
/** The largest picture an operator may upload for a quiz. */
export const QUIZ_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** Uploaded quiz pictures are fitted inside this box (a find-the-difference picture is shown at most this large). */
export const QUIZ_PICTURE_MAX_WIDTH = 1600;
export const QUIZ_PICTURE_MAX_HEIGHT = 1200;

export const MILLIONAIRES_MIN_QUESTIONS = 5;
export const MILLIONAIRES_MAX_QUESTIONS = 200;
/** The crossword's grid: a row is at most this many letters and the grid this many columns. */
export const CROSSWORD_MAX_COLUMNS = 20;
export const CROSSWORD_MIN_ROWS = 2;
export const CROSSWORD_MAX_ROWS = 20;
export const FIND_DIFF_MAX_AREAS = 20;
/** A difference's circle is at least this large, so that a person can hit it. */
export const FIND_DIFF_MIN_RADIUS = 8;
/** The find-pair board is five cards wide: the faces fill whole rows of it (each face on two cards). */
export const FIND_PAIR_FACE_COUNTS = [5, 10, 15] as const;

/**
 * A picture the portal holds: one uploaded through uploadPicture (`/uploads/quizzes/<hash>.webp`),
 * or one of the demo's own drawings (`/quizzes/...svg`).
 */
export const QUIZ_PICTURE_PATTERN = /^\/(?:uploads\/quizzes\/[0-9a-f]{32}\.webp|quizzes\/[a-z0-9/_-]+\.svg)$/;
const picture = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .regex(QUIZ_PICTURE_PATTERN, 'Prześlij obrazek przez formularz quizu.');

const text = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

const day = (missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).pipe(z.iso.date('Podaj dzień w postaci RRRR-MM-DD.'));

const int = (message: string, min: number, max: number, range: string) =>
  z.coerce.number({ error: message }).int(message).min(min, range).max(max, range);

/** What every kind shares. `opens_at` and `closes_at` are whole days in Warsaw time, both included. */
export const quizCommonShape = {
  slug: z
    .string({ error: 'Podaj identyfikator quizu.' })
    .trim()
    .min(1, 'Podaj identyfikator quizu.')
    .max(64, 'Identyfikator może mieć najwyżej 64 znaki.')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Identyfikator to małe litery, cyfry i myślniki.'),
  title: text('Podaj tytuł quizu.', 255, 'Tytuł może mieć najwyżej 255 znaków.'),
  /** Plain text, one prize per line. */
  prizes: text('Podaj nagrody.', 5000, 'Nagrody mogą mieć najwyżej 5000 znaków.'),
  /** Plain text, one paragraph per line. */
  rules: text('Podaj regulamin quizu.', 10000, 'Regulamin może mieć najwyżej 10000 znaków.'),
  opens_at: day('Podaj pierwszy dzień quizu.'),
  closes_at: day('Podaj ostatni dzień quizu.'),
  attempts: int('Podaj liczbę podejść.', 1, 10, 'Liczba podejść to od 1 do 10.'),
  /** How many of the fastest win a prize: in all, or in each region when `places_per_region`. */
  prize_places: int('Podaj liczbę nagradzanych miejsc.', 0, 100, 'Nagradzanych miejsc jest od 0 do 100.').default(3),
  places_per_region: z.boolean({ error: 'Miejsca w regionach to tak albo nie.' }).default(false),
  /** Publish at once; otherwise a draft. */
  publish: z.boolean({ error: 'Publikacja to tak albo nie.' }).default(false),
};

// The kinds' content.

export const millionairesAnswerInputSchema = z.object({
  /** The answer's text; for a picture answer, what the picture shows (its alt text). */
  name: text('Podaj treść odpowiedzi.', 255, 'Odpowiedź może mieć najwyżej 255 znaków.'),
  correct: z.boolean({ error: 'Poprawność to tak albo nie.' }).default(false),
  /** A picture answer: the uploaded picture's URL; null or absent for a text answer. */
  picture: picture('Prześlij obrazek odpowiedzi.').nullish(),
});
export const millionairesQuestionInputSchema = z.object({
  name: text('Podaj treść pytania.', 500, 'Pytanie może mieć najwyżej 500 znaków.'),
  answers: z
    .array(millionairesAnswerInputSchema, { error: 'Podaj odpowiedzi.' })
    .min(2, 'Pytanie ma od 2 do 4 odpowiedzi.')
    .max(4, 'Pytanie ma od 2 do 4 odpowiedzi.'),
});
export const millionairesContentShape = {
  questions: z
    .array(millionairesQuestionInputSchema, { error: 'Dodaj pytania.' })
    .min(MILLIONAIRES_MIN_QUESTIONS, `Quiz ma co najmniej ${MILLIONAIRES_MIN_QUESTIONS} pytań.`)
    .max(MILLIONAIRES_MAX_QUESTIONS, `Quiz ma najwyżej ${MILLIONAIRES_MAX_QUESTIONS} pytań.`),
  /** How many of the questions one attempt draws (at most the number of questions). */
  questions_per_attempt: int(
    'Podaj liczbę pytań w podejściu.',
    1,
    MILLIONAIRES_MAX_QUESTIONS,
    'Liczba pytań w podejściu to co najmniej 1.',
  ).default(MILLIONAIRES_QUESTIONS),
};

const position = (message: string) => z.coerce.number({ error: message }).int(message).min(1, message);
export const crosswordQuestionInputSchema = z.object({
  clue: text('Podaj opis hasła.', 500, 'Opis może mieć najwyżej 500 znaków.'),
  /** The answer's letters (stored in upper case, Polish letters intact). */
  answer: z
    .string({ error: 'Podaj hasło.' })
    .transform(crosswordLetter)
    .pipe(
      z
        .string()
        .min(2, 'Hasło ma co najmniej 2 litery.')
        .max(CROSSWORD_MAX_COLUMNS, `Hasło ma najwyżej ${CROSSWORD_MAX_COLUMNS} liter.`)
        .regex(/^\p{L}+$/u, 'Hasło to same litery, bez spacji i cyfr.'),
    ),
  /** 1-based: the answer's letter in the main column. */
  position_main_letter: position('Wskaż literę hasła w kolumnie głównej.'),
  /** 1-based: the answer's letter that gives a letter of the additional password, or null. */
  position_additional_letter: position('Wskaż literę hasła dodatkowego.').nullish(),
  /** 1-based: which letter of the additional password that cell gives. */
  additional_password_letter_index: position('Wskaż numer litery hasła dodatkowego.').nullish(),
  /** 1-based positions of letters given to every player. */
  disabled_letters: z
    .array(position('Podaj numer podanej litery.'), { error: 'Podaj numery podanych liter.' })
    .max(CROSSWORD_MAX_COLUMNS)
    .default([]),
});
const passwordLetters = (missing: string) =>
  z
    .string({ error: missing })
    .transform(crosswordLetter)
    .pipe(
      z
        .string()
        .min(2, 'Hasło ma co najmniej 2 litery.')
        .max(CROSSWORD_MAX_COLUMNS, `Hasło ma najwyżej ${CROSSWORD_MAX_COLUMNS} liter.`)
        .regex(/^\p{L}+$/u, 'Hasło to same litery, bez spacji i cyfr.'),
    );
export const crosswordContentShape = {
  /** The rows from the top, numbered 1, 2, … in this order. */
  questions: z
    .array(crosswordQuestionInputSchema, { error: 'Dodaj hasła krzyżówki.' })
    .min(CROSSWORD_MIN_ROWS, `Krzyżówka ma co najmniej ${CROSSWORD_MIN_ROWS} hasła.`)
    .max(CROSSWORD_MAX_ROWS, `Krzyżówka ma najwyżej ${CROSSWORD_MAX_ROWS} haseł.`),
  /** Its letters come from the marked cells, except the last one, which every player is given. */
  additional_password: passwordLetters('Podaj hasło dodatkowe.'),
  /** What the main column reads, checked against the rows' main letters; optional. */
  main_password: passwordLetters('Podaj hasło główne.').nullish(),
};

export const findDiffAreaInputSchema = z.object({
  /** The circle's centre and radius in the pictures' pixels. */
  cx: int('Podaj środek różnicy.', 0, 10_000, 'Środek różnicy leży na obrazku.'),
  cy: int('Podaj środek różnicy.', 0, 10_000, 'Środek różnicy leży na obrazku.'),
  r: int(
    'Podaj promień różnicy.',
    FIND_DIFF_MIN_RADIUS,
    10_000,
    `Promień różnicy to co najmniej ${FIND_DIFF_MIN_RADIUS} px.`,
  ),
});
export const findDiffContentShape = {
  original: picture('Prześlij obrazek oryginalny.'),
  fake: picture('Prześlij obrazek z różnicami.'),
  /** The pictures' size in pixels, as uploadPicture answered it (both pictures the same). */
  width: int('Podaj szerokość obrazka.', 1, 10_000, 'Szerokość obrazka jest nieprawidłowa.'),
  height: int('Podaj wysokość obrazka.', 1, 10_000, 'Wysokość obrazka jest nieprawidłowa.'),
  areas: z
    .array(findDiffAreaInputSchema, { error: 'Zaznacz różnice na obrazku.' })
    .min(1, 'Zaznacz różnice na obrazku.')
    .max(FIND_DIFF_MAX_AREAS, `Najwyżej ${FIND_DIFF_MAX_AREAS} różnic.`),
  /** Clicks beside a difference a player may make; the last one ends the attempt. */
  lives: int('Podaj liczbę żyć.', 1, 10, 'Liczba żyć to od 1 do 10.').default(3),
};

export const findPairFaceInputSchema = z.object({
  picture: picture('Prześlij obrazek karty.'),
  /** What the face shows, read out to those who cannot see it. */
  alt: text('Opisz obrazek karty.', 255, 'Opis może mieć najwyżej 255 znaków.'),
});
export const findPairContentShape = {
  /** The back of every card. */
  reverse: picture('Prześlij rewers kart.'),
  /** Each face is dealt on two cards. */
  faces: z
    .array(findPairFaceInputSchema, { error: 'Dodaj karty.' })
    .refine((faces) => (FIND_PAIR_FACE_COUNTS as readonly number[]).includes(faces.length), {
      error: `Gra ma ${FIND_PAIR_FACE_COUNTS.join(', ')} par kart (pełne rzędy po 5 kart).`,
    }),
};

// Checks across fields: the rules a quiz of the kind must keep before it is saved.

type Issue = (path: (string | number)[], message: string) => void;

function checkWindow(value: { opens_at: string; closes_at: string }, issue: Issue) {
  if (value.closes_at < value.opens_at) issue(['closes_at'], 'Ostatni dzień nie może być wcześniejszy niż pierwszy.');
}

function checkMillionaires(value: z.output<z.ZodObject<typeof millionairesContentShape>>, issue: Issue) {
  value.questions.forEach((question, index) => {
    if (question.answers.filter((answer) => answer.correct).length !== 1) {
      issue(['questions', index, 'answers'], 'Zaznacz dokładnie jedną poprawną odpowiedź.');
    }
  });
  if (value.questions_per_attempt > value.questions.length) {
    issue(['questions_per_attempt'], 'Podejście nie może mieć więcej pytań, niż ma quiz.');
  }
}

const letters = (word: string) => Array.from(word);

/** Where the grid's rows start so that their main letters form one column, and its width. */
export function crosswordGrid(questions: { answer: string; position_main_letter: number }[]) {
  const mainColumn = Math.max(1, ...questions.map((question) => question.position_main_letter));
  const starts = questions.map((question) => mainColumn - question.position_main_letter + 1);
  const width = Math.max(
    0,
    ...questions.map((question, index) => starts[index]! + letters(question.answer).length - 1),
  );
  return { mainColumn, starts, width };
}

function checkCrossword(value: z.output<z.ZodObject<typeof crosswordContentShape>>, issue: Issue) {
  const password = letters(value.additional_password);
  const given = new Map<number, number>();
  value.questions.forEach((question, index) => {
    const answer = letters(question.answer);
    const at = (field: string) => ['questions', index, field];
    if (question.position_main_letter > answer.length) {
      issue(at('position_main_letter'), `Hasło ma tylko ${answer.length} liter.`);
    }
    const cell = question.position_additional_letter ?? null;
    const letterIndex = question.additional_password_letter_index ?? null;
    if ((cell === null) !== (letterIndex === null)) {
      issue(
        at(cell === null ? 'position_additional_letter' : 'additional_password_letter_index'),
        'Podaj i literę w haśle, i jej numer w haśle dodatkowym.',
      );
    } else if (cell !== null && letterIndex !== null) {
      if (cell > answer.length) issue(at('position_additional_letter'), `Hasło ma tylko ${answer.length} liter.`);
      else if (letterIndex >= password.length) {
        issue(
          at('additional_password_letter_index'),
          `Hasło dodatkowe ma ${password.length} liter, a ostatnią dostaje każdy gracz: wybierz numer od 1 do ${password.length - 1}.`,
        );
      } else if (given.has(letterIndex)) {
        issue(
          at('additional_password_letter_index'),
          `Literę nr ${letterIndex} hasła dodatkowego daje już hasło ${given.get(letterIndex)! + 1}.`,
        );
      } else if (answer[cell - 1] !== password[letterIndex - 1]) {
        issue(
          at('position_additional_letter'),
          `Litera „${answer[cell - 1]}” nie jest literą nr ${letterIndex} hasła dodatkowego („${password[letterIndex - 1]}”).`,
        );
      } else {
        given.set(letterIndex, index);
      }
    }
    const disabled = question.disabled_letters;
    if (disabled.some((place) => place > answer.length)) {
      issue(at('disabled_letters'), `Hasło ma tylko ${answer.length} liter.`);
    } else if (new Set(disabled).size !== disabled.length) {
      issue(at('disabled_letters'), 'Każdą literę podaj najwyżej raz.');
    } else if (disabled.includes(question.position_main_letter) || (cell !== null && disabled.includes(cell))) {
      issue(at('disabled_letters'), 'Litery haseł (głównego i dodatkowego) gracz odgaduje sam: nie można ich podać.');
    } else if (disabled.length >= answer.length) {
      issue(at('disabled_letters'), 'Co najmniej jedną literę gracz musi wpisać sam.');
    }
  });
  const missing = password.slice(0, -1).flatMap((_, index) => (given.has(index + 1) ? [] : [index + 1]));
  if (password.length >= 2 && missing.length > 0) {
    issue(
      ['additional_password'],
      `Zaznacz w hasłach litery hasła dodatkowego nr ${missing.join(', ')} (ostatnią dostaje każdy gracz).`,
    );
  }
  const { width } = crosswordGrid(value.questions);
  if (width > CROSSWORD_MAX_COLUMNS) {
    issue(
      ['questions'],
      `Krzyżówka nie mieści się w siatce: potrzebuje ${width} kolumn, a może mieć najwyżej ${CROSSWORD_MAX_COLUMNS}. Skróć hasła albo przesuń litery kolumny głównej.`,
    );
  }
  const main = value.main_password ?? null;
  if (main !== null && value.questions.every((question) => question.position_main_letter <= question.answer.length)) {
    const column = value.questions
      .map((question) => letters(question.answer)[question.position_main_letter - 1])
      .join('');
    if (column !== main) issue(['main_password'], `Litery kolumny głównej tworzą „${column}”, a nie „${main}”.`);
  }
}

function checkFindDiff(value: z.output<z.ZodObject<typeof findDiffContentShape>>, issue: Issue) {
  if (value.original === value.fake) issue(['fake'], 'Obrazek z różnicami musi być innym plikiem niż oryginał.');
  value.areas.forEach((area, index) => {
    if (
      area.cx - area.r < 0 ||
      area.cy - area.r < 0 ||
      area.cx + area.r > value.width ||
      area.cy + area.r > value.height
    ) {
      issue(['areas', index], 'Różnica wychodzi poza obrazek.');
      return;
    }
    const other = value.areas.findIndex(
      (earlier, at) => at < index && Math.hypot(earlier.cx - area.cx, earlier.cy - area.cy) < earlier.r + area.r,
    );
    if (other !== -1) issue(['areas', index], `Różnica nachodzi na różnicę nr ${other + 1}.`);
  });
}

function checkFindPair(value: z.output<z.ZodObject<typeof findPairContentShape>>, issue: Issue) {
  value.faces.forEach((face, index) => {
    const other = value.faces.findIndex((earlier, at) => at < index && earlier.picture === face.picture);
    if (other !== -1) issue(['faces', index, 'picture'], `Ten obrazek ma już karta nr ${other + 1}.`);
    if (face.picture === value.reverse) issue(['faces', index, 'picture'], 'Karta nie może wyglądać jak rewers.');
  });
}

const refined =
  <Content>(check: (value: Content, issue: Issue) => void) =>
  (value: Content & { opens_at: string; closes_at: string }, ctx: z.RefinementCtx) => {
    const issue: Issue = (path, message) => ctx.addIssue({ code: 'custom', path, message });
    checkWindow(value, issue);
    check(value, issue);
  };

/** Each kind's body without `kind`: what update sends (the quiz keeps its kind). */
export const quizFormSchemas = {
  millionaires: z.object({ ...quizCommonShape, ...millionairesContentShape }).superRefine(refined(checkMillionaires)),
  crossword: z.object({ ...quizCommonShape, ...crosswordContentShape }).superRefine(refined(checkCrossword)),
  'find-diff': z.object({ ...quizCommonShape, ...findDiffContentShape }).superRefine(refined(checkFindDiff)),
  'find-pair': z.object({ ...quizCommonShape, ...findPairContentShape }).superRefine(refined(checkFindPair)),
} as const;

const kindError = { error: 'Wybierz rodzaj quizu: milionerzy, krzyżówka, znajdź różnice albo znajdź parę.' };

/** POST /api/admin/quizzes: the kind, the common fields and the kind's content. */
export const quizCreateSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({ kind: z.literal('millionaires'), ...quizCommonShape, ...millionairesContentShape })
      .superRefine(refined(checkMillionaires)),
    z
      .object({ kind: z.literal('crossword'), ...quizCommonShape, ...crosswordContentShape })
      .superRefine(refined(checkCrossword)),
    z
      .object({ kind: z.literal('find-diff'), ...quizCommonShape, ...findDiffContentShape })
      .superRefine(refined(checkFindDiff)),
    z
      .object({ kind: z.literal('find-pair'), ...quizCommonShape, ...findPairContentShape })
      .superRefine(refined(checkFindPair)),
  ],
  kindError,
);
export type QuizCreateForm = z.input<typeof quizCreateSchema>;
export type QuizCreateValues = z.output<typeof quizCreateSchema>;
type FormOf<K extends AdminQuizKind> = z.input<(typeof quizFormSchemas)[K]>;
/** PUT /api/admin/quizzes/{id}: the create body without `kind`, for the quiz's own kind. */
export type QuizUpdateForm = { [K in AdminQuizKind]: FormOf<K> }[AdminQuizKind];

/**
 * The update's body is read against the quiz's own kind on the server (quizFormSchemas), so the
 * route only asks for an object here.
 */
export const quizUpdateSchema = z.custom<QuizUpdateForm>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  { error: 'Wyślij dane quizu.' },
);

// What the back office reads.

export const adminQuizzesQuerySchema = adminPageQuery(['slug', 'title', 'opens_at', 'closes_at', 'status']).extend({
  kind: z.enum(adminQuizKinds, kindError).optional(),
  status: z
    .enum(quizStatuses, { error: 'Wybierz status: szkic (draft), opublikowany (published) albo wycofany (withdrawn).' })
    .optional(),
});
export type AdminQuizzesQuery = z.input<typeof adminQuizzesQuerySchema>;

export const adminQuizListItemSchema = z.object({
  id: z.number(),
  slug: z.string(),
  kind: z.enum(adminQuizKinds),
  title: z.string(),
  status: z.enum(quizStatuses),
  /** Warsaw days, both included ('YYYY-MM-DD'). */
  opens_at: z.string(),
  closes_at: z.string(),
  /** Attempts each player has. */
  attempts: z.number(),
  /** Attempts played so far by everyone. */
  played: z.number(),
  /** Published and inside its window now: participants can play it. */
  is_active: z.boolean(),
});
export type AdminQuizListItem = z.infer<typeof adminQuizListItemSchema>;

const millionairesAnswerSchema = z.object({ name: z.string(), correct: z.boolean(), picture: z.string().nullable() });
const crosswordQuestionSchema = z.object({
  clue: z.string(),
  answer: z.string(),
  position_main_letter: z.number(),
  position_additional_letter: z.number().nullable(),
  additional_password_letter_index: z.number().nullable(),
  disabled_letters: z.array(z.number()),
  /** Where the row starts in the grid (1-based), worked out by the server. */
  grid_start_position: z.number(),
});

const quizBase = adminQuizListItemSchema.extend({
  prizes: z.string(),
  rules: z.string(),
  prize_places: z.number(),
  places_per_region: z.boolean(),
  /** Published and played: only the texts and a later end can change (QUIZ_LOCKED). */
  content_locked: z.boolean(),
  created_at: z.string(),
});

/** One quiz with everything, its content as the form sends it back. */
export const adminQuizSchema = z.discriminatedUnion('kind', [
  quizBase.extend({
    kind: z.literal('millionaires'),
    questions: z.array(z.object({ name: z.string(), answers: z.array(millionairesAnswerSchema) })),
    questions_per_attempt: z.number(),
  }),
  quizBase.extend({
    kind: z.literal('crossword'),
    questions: z.array(crosswordQuestionSchema),
    additional_password: z.string(),
    main_password: z.string().nullable(),
  }),
  quizBase.extend({
    kind: z.literal('find-diff'),
    original: z.string(),
    fake: z.string(),
    width: z.number(),
    height: z.number(),
    areas: z.array(z.object({ cx: z.number(), cy: z.number(), r: z.number() })),
    lives: z.number(),
  }),
  quizBase.extend({
    kind: z.literal('find-pair'),
    reverse: z.string(),
    faces: z.array(z.object({ picture: z.string(), alt: z.string() })),
  }),
]);
export type AdminQuiz = z.infer<typeof adminQuizSchema>;

export const uploadedQuizPictureSchema = z.object({
  /** The public path to send back in the quiz's content. */
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type UploadedQuizPicture = z.infer<typeof uploadedQuizPictureSchema>;

const quizAnswer = z.object({ success: z.literal(true), quiz: adminQuizSchema });

export const adminQuizzesApi = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/quizzes',
    tag: 'admin',
    summary: 'The quizzes; search slug or title, filter kind and status, page.',
    query: adminQuizzesQuerySchema,
    answer: adminPageAnswer(adminQuizListItemSchema),
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/admin/quizzes/:id',
    tag: 'admin',
    summary: 'One quiz with its content.',
    params: idParams,
    answer: quizAnswer,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/admin/quizzes',
    tag: 'admin',
    summary:
      'Creates a quiz of a kind with its content, as a draft or published at once (`publish`); audited as quiz.create.',
    body: quizCreateSchema,
    answer: quizAnswer,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/admin/quizzes/:id',
    tag: 'admin',
    summary:
      'Edits a quiz (the create body without `kind`); once played only its texts and a later end; audited as quiz.update.',
    params: idParams,
    body: quizUpdateSchema,
    answer: quizAnswer,
  }),
  publish: defineCall({
    method: 'POST',
    path: '/api/admin/quizzes/:id/publish',
    tag: 'admin',
    summary: 'Publishes a draft or withdrawn quiz: participants see it in its window; audited as quiz.publish.',
    params: idParams,
    answer: quizAnswer,
  }),
  withdraw: defineCall({
    method: 'POST',
    path: '/api/admin/quizzes/:id/withdraw',
    tag: 'admin',
    summary: 'Hides a published quiz from participants, keeping its results; audited as quiz.withdraw.',
    params: idParams,
    answer: quizAnswer,
  }),
  uploadPicture: defineCall({
    method: 'POST',
    path: '/api/admin/quiz-pictures',
    tag: 'admin',
    summary:
      'Uploads a quiz picture (multipart `file`: JPEG, PNG or WebP up to 5 MB), re-encoded as WebP within 1600×1200; audited as quiz.picture.',
    multipart: imageUpload(QUIZ_PICTURE_MAX_BYTES / 1024 / 1024),
    answer: z.object({ success: z.literal(true), picture: uploadedQuizPictureSchema }),
  }),
};
export type AdminQuizzesAnswer = AnswerOf<typeof adminQuizzesApi.list>;
export type AdminQuizAnswer = AnswerOf<typeof adminQuizzesApi.get>;
export type QuizPictureAnswer = AnswerOf<typeof adminQuizzesApi.uploadPicture>;
