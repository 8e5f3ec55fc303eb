import { access } from 'node:fs/promises';
import path from 'node:path';
import {
  type AdminQuiz,
  type AdminQuizKind,
  type AdminQuizListItem,
  type adminQuizzesQuerySchema,
  crosswordGrid,
  QUIZ_ALREADY_PUBLISHED,
  QUIZ_CLOSES_EARLIER,
  QUIZ_LOCKED,
  QUIZ_NOT_PUBLISHED,
  QUIZ_PICTURE_MAX_BYTES,
  QUIZ_PICTURE_MAX_HEIGHT,
  QUIZ_PICTURE_MAX_WIDTH,
  QUIZ_SLUG_TAKEN,
  type quizCreateSchema,
  quizFormSchemas,
  type QuizListItem,
  type UploadedQuizPicture,
} from '@portal/contract';
import sharp from 'sharp';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { QuizKind, QuizStatus } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { warsawDayStart, warsawIsoDay } from '../../lib/polish-time.js';
import { storeImage } from '../../lib/uploaded-image.js';
import { fieldErrors } from '../../plugins/validation.js';
import { type AuditActor, record } from '../audit/audit.service.js';
import { quizInfo } from './quiz-engine.js';
import {
  findCrosswordContent,
  findFindDiffContent,
  findFindPairContent,
  findMillionairesContent,
  findPublishedQuizzes,
  findQuizRow,
  lockQuiz,
  findQuizzesPage,
  insertQuiz,
  type QuizContent,
  type QuizRow,
  quizSlugTaken,
  replaceContent,
  updateQuiz,
} from './quiz-builder.repository.js';
import { findQuizById } from './quizzes.repository.js';
import { adminPageOf } from '../../lib/paging.js';

/**
 * Quizzes built in the back office (docs/decisions/0038-operator-built-quizzes.md): the content is
 * checked by the contract's schemas (the same ones the editor runs), the pictures against the
 * uploads, and once anybody played a quiz only its texts and a later end may change, so that a
 * result keeps meaning what it meant when it was played.
 */

type CreateValues = z.output<typeof quizCreateSchema>;
type FormValues = { [K in AdminQuizKind]: z.output<(typeof quizFormSchemas)[K]> & { kind: K } }[AdminQuizKind];

const DB_KIND = {
  millionaires: 'millionaires',
  crossword: 'crossword',
  'find-diff': 'find_diff',
  'find-pair': 'find_pair',
} as const satisfies Record<AdminQuizKind, QuizKind>;
const ADMIN_KIND = {
  millionaires: 'millionaires',
  crossword: 'crossword',
  find_diff: 'find-diff',
  find_pair: 'find-pair',
} as const satisfies Record<QuizKind, AdminQuizKind>;

const DAY = 86_400_000;
/** The Warsaw day a window opens, as the form shows it. */
const firstDayOf = (opensAt: string) => warsawIsoDay(new Date(opensAt));
/** The last Warsaw day of a window, which ends at the start of the day after (quiz-window.service.ts). */
const lastDayOf = (closesAt: string) => warsawIsoDay(new Date(Date.parse(closesAt) - 1));
const nextDay = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

const isActive = (row: QuizRow, clock: Clock) => {
  const now = clock.now().toISOString();
  return row.status === 'published' && row.opens_at <= now && now < row.closes_at;
};

function listItem(row: QuizRow, clock: Clock): AdminQuizListItem {
  return {
    id: row.id,
    slug: row.slug,
    kind: ADMIN_KIND[row.kind],
    title: row.title,
    status: row.status,
    opens_at: firstDayOf(row.opens_at),
    closes_at: lastDayOf(row.closes_at),
    attempts: row.attempts_allowed,
    played: Number(row.played ?? 0),
    is_active: isActive(row, clock),
  };
}

export async function listQuizzes(db: DB, clock: Clock, query: z.output<typeof adminQuizzesQuerySchema>) {
  const { rows, total } = await findQuizzesPage(
    db,
    { search: query.search, kind: query.kind && DB_KIND[query.kind], status: query.status },
    query.sort && { column: query.sort, direction: query.direction },
    query.page,
    query.per_page,
  );
  return adminPageOf(
    rows.map((row) => listItem(row, clock)),
    total,
    query,
  );
}

// The content as the form sends it, read from the kind's tables; the same shape is built from a
// form, so that "did the content change" is a comparison of the two.

type ContentFields = {
  [K in AdminQuizKind]: Omit<
    Extract<AdminQuiz, { kind: K }>,
    | keyof AdminQuizListItem
    | 'prizes'
    | 'rules'
    | 'prize_places'
    | 'places_per_region'
    | 'content_locked'
    | 'created_at'
  >;
};
type AnyContentFields = ContentFields[AdminQuizKind];

async function storedContent(db: DB, row: QuizRow): Promise<AnyContentFields> {
  switch (row.kind) {
    case 'millionaires': {
      const content = await findMillionairesContent(db, row.id);
      return {
        questions: content.questions.map((question) => ({
          name: question.name,
          answers: question.answers.map((answer) =>
            answer.type === 'img'
              ? { name: answer.alt ?? '', correct: answer.correct, picture: answer.name }
              : { name: answer.name, correct: answer.correct, picture: null },
          ),
        })),
        questions_per_attempt: row.questions_per_attempt ?? content.questions.length,
      };
    }
    case 'crossword': {
      const content = await findCrosswordContent(db, row.id);
      return {
        questions: content.questions,
        additional_password: content.additional_password,
        main_password: content.main_password,
      };
    }
    case 'find_diff': {
      const content = await findFindDiffContent(db, row.id);
      return {
        original: content.img_original,
        fake: content.img_fake,
        width: content.width,
        height: content.height,
        areas: content.areas,
        lives: row.lives ?? 3,
      };
    }
    case 'find_pair': {
      const content = await findFindPairContent(db, row.id);
      return {
        reverse: content.img_reverse,
        faces: content.faces.map((face) => ({ picture: face.img, alt: face.alt })),
      };
    }
  }
}

function formContent(form: FormValues): AnyContentFields {
  switch (form.kind) {
    case 'millionaires':
      return {
        questions: form.questions.map((question) => ({
          name: question.name,
          answers: question.answers.map((answer) => ({
            name: answer.name,
            correct: answer.correct,
            picture: answer.picture ?? null,
          })),
        })),
        questions_per_attempt: form.questions_per_attempt,
      };
    case 'crossword': {
      const { starts } = crosswordGrid(form.questions);
      return {
        questions: form.questions.map((question, index) => ({
          clue: question.clue,
          answer: question.answer,
          grid_start_position: starts[index]!,
          position_main_letter: question.position_main_letter,
          position_additional_letter: question.position_additional_letter ?? null,
          additional_password_letter_index: question.additional_password_letter_index ?? null,
          disabled_letters: [...question.disabled_letters].sort((a, b) => a - b),
        })),
        additional_password: form.additional_password,
        main_password: form.main_password ?? null,
      };
    }
    case 'find-diff':
      return {
        original: form.original,
        fake: form.fake,
        width: form.width,
        height: form.height,
        areas: form.areas.map(({ cx, cy, r }) => ({ cx, cy, r })),
        lives: form.lives,
      };
    case 'find-pair':
      return { reverse: form.reverse, faces: form.faces.map(({ picture, alt }) => ({ picture, alt })) };
  }
}

/** The rows of the kind's tables for a form's content. */
function contentRows(form: FormValues): QuizContent {
  switch (form.kind) {
    case 'millionaires':
      return {
        kind: 'millionaires',
        content: {
          questions: form.questions.map((question) => ({
            name: question.name,
            answers: question.answers.map((answer) =>
              answer.picture
                ? { type: 'img' as const, name: answer.picture, alt: answer.name, correct: answer.correct }
                : { type: 'text' as const, name: answer.name, alt: null, correct: answer.correct },
            ),
          })),
        },
      };
    case 'crossword': {
      const content = formContent(form) as ContentFields['crossword'];
      return { kind: 'crossword', content };
    }
    case 'find-diff':
      return {
        kind: 'find_diff',
        content: {
          img_original: form.original,
          img_fake: form.fake,
          width: form.width,
          height: form.height,
          areas: form.areas,
        },
      };
    case 'find-pair':
      return {
        kind: 'find_pair',
        content: { img_reverse: form.reverse, faces: form.faces.map((face) => ({ img: face.picture, alt: face.alt })) },
      };
  }
}

/**
 * What one attempt holds and the fastest a person can play it, per kind: a result faster than that
 * is flagged for review (docs/decisions/0005-quiz-engine.md), as the demo's quizzes set it.
 */
function limitsOf(form: FormValues) {
  switch (form.kind) {
    case 'millionaires':
      return {
        questions_per_attempt: form.questions_per_attempt,
        lives: null,
        min_duration_ms: 1_000 * form.questions_per_attempt,
        min_step_ms: 1_000,
      };
    case 'crossword':
      return {
        questions_per_attempt: form.questions.length,
        lives: null,
        min_duration_ms: 5_000 * form.questions.length,
        min_step_ms: null,
      };
    case 'find-diff':
      return {
        questions_per_attempt: form.areas.length,
        lives: form.lives,
        min_duration_ms: 3_000 * form.areas.length,
        min_step_ms: 800,
      };
    case 'find-pair':
      return {
        questions_per_attempt: form.faces.length,
        lives: null,
        min_duration_ms: 2_500 * form.faces.length,
        min_step_ms: 700,
      };
  }
}

export async function getQuiz(db: DB, clock: Clock, id: number): Promise<AdminQuiz> {
  const row = await findQuizRow(db, id);
  if (!row) throw new NotFoundError('Nie znaleziono quizu.');
  return {
    ...listItem(row, clock),
    prizes: row.prizes,
    rules: row.rules,
    prize_places: row.prize_places,
    places_per_region: row.places_per_region === 1,
    content_locked: Number(row.played ?? 0) > 0,
    created_at: new Date(row.created_at).toISOString(),
    ...(await storedContent(db, row)),
  } as AdminQuiz;
}

// Pictures.

const UPLOADED = /^\/uploads\/quizzes\/([0-9a-f]{32}\.webp)$/;

/** The file behind an uploaded picture's URL, or null for one of the demo's drawings. */
export function uploadedPictureFile(uploadsDir: string, url: string): string | null {
  const name = UPLOADED.exec(url)?.[1];
  return name ? path.join(uploadsDir, 'quizzes', name) : null;
}

/** The form's pictures by the field they are keyed on. */
function picturesOf(form: FormValues): [string, string][] {
  switch (form.kind) {
    case 'millionaires':
      return form.questions.flatMap((question, q) =>
        question.answers.flatMap((answer, a): [string, string][] =>
          answer.picture ? [[`questions.${q}.answers.${a}.picture`, answer.picture]] : [],
        ),
      );
    case 'crossword':
      return [];
    case 'find-diff':
      return [
        ['original', form.original],
        ['fake', form.fake],
      ];
    case 'find-pair':
      return [
        ['reverse', form.reverse],
        ...form.faces.map((face, index): [string, string] => [`faces.${index}.picture`, face.picture]),
      ];
  }
}

/** Every uploaded picture the form names exists; find-the-difference's two are the size the form says. */
async function checkPictures(uploadsDir: string, form: FormValues): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const [field, url] of picturesOf(form)) {
    const file = uploadedPictureFile(uploadsDir, url);
    if (
      file &&
      !(await access(file).then(
        () => true,
        () => false,
      ))
    ) {
      errors[field] = ['Nie ma takiego obrazka: prześlij go jeszcze raz.'];
    }
  }
  if (form.kind === 'find-diff' && Object.keys(errors).length === 0) {
    for (const field of ['original', 'fake'] as const) {
      const file = uploadedPictureFile(uploadsDir, form[field]);
      if (!file) continue;
      const { width, height } = await sharp(file).metadata();
      if (width !== form.width || height !== form.height) {
        errors[field] = [
          `Obrazek ma ${width}×${height} px, a quiz ${form.width}×${form.height} px: oba obrazki muszą mieć ten sam rozmiar.`,
        ];
      }
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** Stores an uploaded quiz picture; its URL is then sent in a quiz's content. */
export async function uploadQuizPicture(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  uploadsDir: string,
  content: Buffer,
): Promise<UploadedQuizPicture> {
  const stored = await storeImage(
    uploadsDir,
    'quizzes',
    content,
    [{ name: 'picture', width: QUIZ_PICTURE_MAX_WIDTH, height: QUIZ_PICTURE_MAX_HEIGHT }],
    { field: 'file', maxBytes: QUIZ_PICTURE_MAX_BYTES },
  );
  const picture = { url: stored.urls.picture!, width: stored.width, height: stored.height };
  await db.transaction().execute((trx) => record(trx, clock, operator, 'quiz.picture', null, picture));
  return picture;
}

// Writes.

const windowOf = (form: FormValues) => ({
  opens_at: warsawDayStart(form.opens_at),
  closes_at: warsawDayStart(nextDay(form.closes_at)),
});

function quizValues(form: FormValues) {
  return {
    slug: form.slug,
    title: form.title,
    prizes: form.prizes,
    rules: form.rules,
    attempts_allowed: form.attempts,
    prize_places: form.prize_places,
    places_per_region: form.places_per_region ? (1 as const) : (0 as const),
    ...limitsOf(form),
  };
}

async function checkSlug(trx: DB, slug: string, exceptId?: number) {
  if (await quizSlugTaken(trx, slug, exceptId)) throw ValidationError.field('slug', QUIZ_SLUG_TAKEN);
}

export async function createQuiz(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  uploadsDir: string,
  form: CreateValues,
): Promise<AdminQuiz> {
  await checkPictures(uploadsDir, form);
  const id = await db.transaction().execute(async (trx) => {
    await checkSlug(trx, form.slug);
    const status: QuizStatus = form.publish ? 'published' : 'draft';
    const values = { ...quizValues(form), ...windowOf(form), kind: DB_KIND[form.kind], status };
    const id = await insertQuiz(trx, { ...values, created_at: clock.now().toISOString() });
    await replaceContent(trx, id, contentRows(form));
    await record(trx, clock, operator, 'quiz.create', { type: 'quiz', id }, { after: values });
    if (form.publish) await record(trx, clock, operator, 'quiz.publish', { type: 'quiz', id }, { slug: form.slug });
    return id;
  });
  return getQuiz(db, clock, id);
}

/**
 * Edits a quiz. Once played, only the title, prizes and rules change, and the end may move later:
 * the content, the attempts, the limits, the slug and the start are what results were played
 * under. The body is read against the quiz's own kind.
 */
export async function editQuiz(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  uploadsDir: string,
  id: number,
  body: unknown,
): Promise<AdminQuiz> {
  const row = await findQuizRow(db, id);
  if (!row) throw new NotFoundError('Nie znaleziono quizu.');
  const kind = ADMIN_KIND[row.kind];
  const parsed = quizFormSchemas[kind].safeParse(body);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const form = { ...parsed.data, kind } as FormValues;
  await checkPictures(uploadsDir, form);

  await db.transaction().execute(async (trx) => {
    await lockQuiz(trx, id);
    const before = await findQuizRow(trx, id);
    if (!before) throw new NotFoundError('Nie znaleziono quizu.');
    await checkSlug(trx, form.slug, id);
    const played = Number(before.played ?? 0) > 0;
    const values = quizValues(form);
    // A day left as it was keeps its moment (the demo's windows do not start at midnight).
    const window = {
      opens_at: form.opens_at === firstDayOf(before.opens_at) ? before.opens_at : windowOf(form).opens_at,
      closes_at: form.closes_at === lastDayOf(before.closes_at) ? before.closes_at : windowOf(form).closes_at,
    };
    if (played) {
      const errors: Record<string, string[]> = {};
      const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
      const lockedFields = {
        slug: [before.slug, values.slug],
        opens_at: [before.opens_at, window.opens_at],
        attempts: [before.attempts_allowed, values.attempts_allowed],
        prize_places: [before.prize_places, values.prize_places],
        places_per_region: [before.places_per_region, values.places_per_region],
      } as const;
      for (const [field, [was, now]] of Object.entries(lockedFields)) if (was !== now) errors[field] = [QUIZ_LOCKED];
      const stored = (await storedContent(trx, before)) as Record<string, unknown>;
      const sent = formContent(form) as Record<string, unknown>;
      for (const field of Object.keys(sent)) if (!same(stored[field], sent[field])) errors[field] = [QUIZ_LOCKED];
      if (window.closes_at < before.closes_at) errors.closes_at = [QUIZ_CLOSES_EARLIER];
      if (Object.keys(errors).length) throw new ValidationError(errors, QUIZ_LOCKED);
      const texts = { title: values.title, prizes: values.prizes, rules: values.rules, closes_at: window.closes_at };
      await updateQuiz(trx, id, texts);
      await record(
        trx,
        clock,
        operator,
        'quiz.update',
        { type: 'quiz', id },
        {
          before: { title: before.title, prizes: before.prizes, rules: before.rules, closes_at: before.closes_at },
          after: texts,
        },
      );
      return;
    }
    // The fastest a person can play stays as set while an attempt holds as much as before.
    const pace =
      before.questions_per_attempt === values.questions_per_attempt
        ? { min_duration_ms: before.min_duration_ms, min_step_ms: before.min_step_ms }
        : {};
    await updateQuiz(trx, id, { ...values, ...pace, ...window });
    await replaceContent(trx, id, contentRows(form));
    await record(
      trx,
      clock,
      operator,
      'quiz.update',
      { type: 'quiz', id },
      {
        before: {
          slug: before.slug,
          title: before.title,
          opens_at: before.opens_at,
          closes_at: before.closes_at,
          attempts_allowed: before.attempts_allowed,
        },
        after: { ...values, ...window },
        content_replaced: true,
      },
    );
  });
  return getQuiz(db, clock, id);
}

async function setStatus(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  id: number,
  to: 'published' | 'withdrawn',
): Promise<AdminQuiz> {
  await db.transaction().execute(async (trx) => {
    const quiz = await findQuizById(trx, id);
    if (!quiz) throw new NotFoundError('Nie znaleziono quizu.');
    if (to === 'published' && quiz.status === 'published')
      throw ValidationError.field('status', QUIZ_ALREADY_PUBLISHED);
    if (to === 'withdrawn' && quiz.status !== 'published') throw ValidationError.field('status', QUIZ_NOT_PUBLISHED);
    await updateQuiz(trx, id, { status: to });
    await record(
      trx,
      clock,
      operator,
      to === 'published' ? 'quiz.publish' : 'quiz.withdraw',
      { type: 'quiz', id },
      {
        slug: quiz.slug,
        before: quiz.status,
        after: to,
      },
    );
  });
  return getQuiz(db, clock, id);
}

/** Publishes a draft or a withdrawn quiz: participants see it, and play it inside its window. */
export const publishQuiz = (db: DB, clock: Clock, operator: AuditActor, id: number) =>
  setStatus(db, clock, operator, id, 'published');

/** Hides a published quiz from participants; its attempts and results stay. */
export const withdrawQuiz = (db: DB, clock: Clock, operator: AuditActor, id: number) =>
  setStatus(db, clock, operator, id, 'withdrawn');

/** The published quizzes with their cards, for the participants' results page. */
export async function publishedQuizzes(db: DB, clock: Clock): Promise<QuizListItem[]> {
  const rows = await findPublishedQuizzes(db);
  return rows.map((row) => ({
    ...quizInfo({ ...row, places_per_region: row.places_per_region === 1 }, clock),
    kind: row.kind,
  }));
}
