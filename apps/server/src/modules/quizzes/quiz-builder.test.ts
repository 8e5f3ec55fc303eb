import fs from 'node:fs';
import path from 'node:path';
import {
  type AdminQuiz,
  type AdminQuizzesAnswer,
  type CrosswordCreateAnswer,
  type CrosswordStoreAnswer,
  type FindDiffCreateAnswer,
  type FindDiffStoreDiffAnswer,
  type FindPairCreateAnswer,
  type MillionairesAnswerResult,
  type MillionairesQuestion,
  type MillionairesStartAnswer,
  type MillionairesStateAnswer,
  QUIZ_CLOSES_EARLIER,
  QUIZ_LOCKED,
  QUIZ_SLUG_TAKEN,
  type QuizListAnswer,
  type QuizPictureAnswer,
  type UploadedQuizPicture,
} from '@portal/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { staffClients } from '../../../test/staff.js';
import { tempDirPerTest } from '../../../test/temp-dir.js';
import { loginAs, TestClient } from '../../../test/client.js';
import { IMAGE_WITH_CODE, IMAGE_WRONG_TYPE } from '../../lib/uploaded-image.js';
import { demoCrossword } from '../../seed/demo-quiz-content.js';
import { BODY_LIMIT_BYTES } from '../../app.js';
import { auditRows } from '../../../test/audit-rows.js';

const uploads = tempDirPerTest('portal-quizzes-');
const t = appPerTest(() => ({ UPLOADS_DIR: uploads.path }));
const staff = staffClients(t);

const seller = () => loginAs(t.app, 'sprzedawca@demo.pl');
const quizCount = async () => (await t.db.selectFrom('quizzes').select('id').execute()).length;

// The test clock stands at 2025-09-01 12:00 in Warsaw.
const common = (slug: string) => ({
  slug,
  title: 'Quiz tygodnia',
  prizes: 'Bluza\nCzapka',
  rules: 'Zasady quizu.',
  opens_at: '2025-09-01',
  closes_at: '2025-09-14',
  attempts: 2,
});

const millionairesQuestions = (count = 6) =>
  Array.from({ length: count }, (_, index) => ({
    name: `Pytanie ${index + 1}?`,
    answers: [
      { name: `Dobra ${index + 1}`, correct: true },
      { name: `Zła A ${index + 1}`, correct: false },
      { name: `Zła B ${index + 1}`, correct: false },
    ],
  }));
const millionaires = (slug = 'milionerzy-8', changes: Record<string, unknown> = {}) => ({
  kind: 'millionaires',
  ...common(slug),
  questions: millionairesQuestions(),
  questions_per_attempt: 5,
  ...changes,
});

const demoCrosswordRows = () =>
  demoCrossword.questions.map((question) => ({
    clue: question.clue,
    answer: question.answer,
    position_main_letter: question.mainLetter,
    position_additional_letter: question.additionalLetter?.position ?? null,
    additional_password_letter_index: question.additionalLetter?.index ?? null,
    disabled_letters: question.given ?? [],
  }));
const crossword = (slug = 'krzyzowka-nr-3', changes: Record<string, unknown> = {}) => ({
  kind: 'crossword',
  ...common(slug),
  attempts: 1,
  additional_password: demoCrossword.additionalPassword,
  main_password: 'okiennice',
  questions: demoCrosswordRows(),
  ...changes,
});

async function created(client: TestClient, body: Record<string, unknown>): Promise<AdminQuiz> {
  const response = await client.post('/api/admin/quizzes', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ quiz: AdminQuiz }>().quiz;
}

function multipart(file: { name: string; type: string; content: Buffer }) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const uploadFile = (client: TestClient, file: { name: string; type: string; content: Buffer }) => {
  const { body, headers } = multipart(file);
  return client.post('/api/admin/quiz-pictures', body, { headers });
};
const png = (width: number, height: number, shade = 40) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: shade, b: 40 } } })
    .png()
    .toBuffer();
async function uploaded(client: TestClient, width = 400, height = 300, shade = 40): Promise<UploadedQuizPicture> {
  const response = await uploadFile(client, {
    name: 'p.png',
    type: 'image/png',
    content: await png(width, height, shade),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<QuizPictureAnswer>().picture;
}

/** The key of a millionaires question, read from the database as only the server may. */
async function rightAnswer(question: MillionairesQuestion) {
  const row = await t.db
    .selectFrom('millionaires_answers')
    .select('id')
    .where('question_id', '=', question.id)
    .where('is_correct', '=', 1)
    .executeTakeFirstOrThrow();
  return { question: question.id, answer: row.id };
}

describe('who may build quizzes', () => {
  it("answers 401 without an operator session, a participant's session included", async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/admin/quizzes')).statusCode).toBe(401);
    expect((await anonymous.post('/api/admin/quizzes', millionaires())).statusCode).toBe(401);
    const participant = await seller();
    expect((await participant.get('/api/admin/quizzes')).statusCode).toBe(401);
    expect((await participant.post('/api/admin/quizzes', millionaires())).statusCode).toBe(401);
  });

  it('lets a viewer read the list and a quiz, and refuses every write (403), changing nothing', async () => {
    const client = staff.viewer;
    const list = await client.get('/api/admin/quizzes');
    expect(list.statusCode).toBe(200);
    const items = list.json<AdminQuizzesAnswer>().items;
    expect(items.total).toBe(4);
    expect(items.data.map((quiz) => quiz.slug).sort()).toEqual(
      ['krzyzowka-nr-2', 'milionerzy-7', 'znajdz-pare-1', 'znajdz-roznice-1'].sort(),
    );
    const id = items.data[0]!.id;
    expect((await client.get(`/api/admin/quizzes/${id}`)).statusCode).toBe(200);

    const before = await quizCount();
    expect((await client.post('/api/admin/quizzes', millionaires())).statusCode).toBe(403);
    expect((await client.put(`/api/admin/quizzes/${id}`, common('x'))).statusCode).toBe(403);
    expect((await client.post(`/api/admin/quizzes/${id}/withdraw`)).statusCode).toBe(403);
    expect((await client.post(`/api/admin/quizzes/${id}/publish`)).statusCode).toBe(403);
    const picture = await uploadFile(client, { name: 'p.png', type: 'image/png', content: await png(10, 10) });
    expect(picture.statusCode).toBe(403);
    expect(await quizCount()).toBe(before);
    expect(fs.readdirSync(path.join(uploads.path, 'quizzes'))).toEqual([]);
  });

  it('lets an admin build as an operator does', async () => {
    const quiz = await created(staff.admin, millionaires('od-admina'));
    expect(quiz).toMatchObject({ slug: 'od-admina', kind: 'millionaires', status: 'draft' });
  });

  it('lists with search, kind and status filters and counts what was played', async () => {
    const client = staff.operator;
    await created(client, millionaires('milionerzy-8'));
    const list = async (query: string) =>
      (await client.get(`/api/admin/quizzes?${query}`)).json<AdminQuizzesAnswer>().items;
    expect((await list('status=draft')).data.map((quiz) => quiz.slug)).toEqual(['milionerzy-8']);
    expect((await list('kind=millionaires')).total).toBe(2);
    expect((await list('kind=find-diff')).data.map((quiz) => quiz.slug)).toEqual(['znajdz-roznice-1']);
    expect((await list('search=ZNAJDZ')).total).toBe(2);
    expect((await list('status=published')).total).toBe(4);
    const item = (await list('search=milionerzy-8')).data[0]!;
    expect(item).toMatchObject({
      kind: 'millionaires',
      status: 'draft',
      opens_at: '2025-09-01',
      closes_at: '2025-09-14',
      attempts: 2,
      played: 0,
      is_active: false,
    });
    expect((await client.get('/api/admin/quizzes?kind=quiz')).statusCode).toBe(422);
  });
});

describe('a millionaires quiz built by an operator', () => {
  it('published by the API, is played by a seller through the existing calls to a result', async () => {
    const client = staff.operator;
    const quiz = await created(client, millionaires('milionerzy-8', { publish: true }));
    expect(quiz).toMatchObject({ slug: 'milionerzy-8', kind: 'millionaires', status: 'published', is_active: true });
    // The window is whole Warsaw days: from midnight of the first to the end of the last.
    const row = await t.db.selectFrom('quizzes').selectAll().where('id', '=', quiz.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      opens_at: '2025-08-31T22:00:00.000Z',
      closes_at: '2025-09-14T22:00:00.000Z',
      attempts_allowed: 2,
      questions_per_attempt: 5,
      kind: 'millionaires',
    });
    expect((await auditRows(t, { action: 'quiz.create' })).map((audit) => audit.target_id)).toEqual([String(quiz.id)]);
    expect((await auditRows(t, { action: 'quiz.publish' })).map((audit) => audit.target_id)).toEqual([String(quiz.id)]);

    const player = await seller();
    const listed = (await player.get('/api/quizzes')).json<QuizListAnswer>().quizzes;
    expect(listed.find((entry) => entry.slug === 'milionerzy-8')).toMatchObject({
      kind: 'millionaires',
      title: 'Quiz tygodnia',
      is_active: true,
    });
    const state = (await player.get('/api/millionaires-create/milionerzy-8')).json<MillionairesStateAnswer>();
    expect(state).toMatchObject({ isActive: true, leftAttempts: 2, numberOfQuestions: 5 });

    const start = await player.post('/api/millionaires-store/milionerzy-8', { regulations: true });
    expect(start.statusCode, start.body).toBe(200);
    const begun = start.json<MillionairesStartAnswer>();
    let question: MillionairesQuestion | null = begun.question;
    let last: MillionairesAnswerResult | undefined;
    while (question) {
      t.clock.advance(3000);
      const response = await player.post(
        `/api/millionaires-store-answer/${begun.userMillionaire.id}`,
        await rightAnswer(question),
      );
      expect(response.statusCode, response.body).toBe(200);
      last = response.json<MillionairesAnswerResult>();
      question = last.question;
    }
    expect(last).toMatchObject({ isCompleted: true, isWinner: true, results: { time: 15, is_winner: true } });
    const after = (await client.get(`/api/admin/quizzes/${quiz.id}`)).json<{ quiz: AdminQuiz }>().quiz;
    expect(after).toMatchObject({ played: 1, content_locked: true });
  });

  it('a draft is nowhere for participants until published; withdrawn, it is gone again with its results kept', async () => {
    const client = staff.operator;
    const quiz = await created(client, millionaires('milionerzy-8'));
    const player = await seller();
    expect((await player.get('/api/quizzes/milionerzy-8')).statusCode).toBe(404);
    expect((await player.get('/api/millionaires-create/milionerzy-8')).statusCode).toBe(404);
    expect((await player.post('/api/millionaires-store/milionerzy-8', { regulations: true })).statusCode).toBe(404);
    const slugs = async () => (await player.get('/api/quizzes')).json<QuizListAnswer>().quizzes.map((q) => q.slug);
    expect(await slugs()).not.toContain('milionerzy-8');

    const published = await client.post(`/api/admin/quizzes/${quiz.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<{ quiz: AdminQuiz }>().quiz.status).toBe('published');
    expect((await client.post(`/api/admin/quizzes/${quiz.id}/publish`)).statusCode).toBe(422);
    expect(await slugs()).toContain('milionerzy-8');
    const start = await player.post('/api/millionaires-store/milionerzy-8', { regulations: true });
    expect(start.statusCode).toBe(200);
    const attemptId = start.json<MillionairesStartAnswer>().userMillionaire.id;

    const withdrawn = await client.post(`/api/admin/quizzes/${quiz.id}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<{ quiz: AdminQuiz }>().quiz).toMatchObject({ status: 'withdrawn', is_active: false });
    expect((await player.get('/api/quizzes/milionerzy-8')).statusCode).toBe(404);
    expect((await player.get('/api/millionaires-create/milionerzy-8')).statusCode).toBe(404);
    const question = start.json<MillionairesStartAnswer>().question;
    const move = await player.post(`/api/millionaires-store-answer/${attemptId}`, await rightAnswer(question));
    expect(move.statusCode).toBe(404);
    expect(await slugs()).not.toContain('milionerzy-8');
    // The attempt stays: withdrawing hides, it does not delete.
    const attempts = await t.db.selectFrom('quiz_attempts').select('id').where('quiz_id', '=', quiz.id).execute();
    expect(attempts).toHaveLength(1);
    expect((await client.post(`/api/admin/quizzes/${quiz.id}/withdraw`)).statusCode).toBe(422);
    expect((await auditRows(t, { action: 'quiz.withdraw' })).map((row) => row.target_id)).toEqual([String(quiz.id)]);
  });

  it('refuses bad content with Polish messages per field (422), creating nothing', async () => {
    const client = staff.operator;
    const before = await quizCount();
    const questions = millionairesQuestions();
    questions[2]!.answers[1]!.correct = true;
    questions[4]!.answers = [{ name: 'Jedyna', correct: true }];
    const response = await client.post(
      '/api/admin/quizzes',
      millionaires('Zły Slug', { questions, title: '', opens_at: '2025-09-10', closes_at: '2025-09-02' }),
    );
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(errors['questions.2.answers']).toEqual(['Zaznacz dokładnie jedną poprawną odpowiedź.']);
    expect(errors['questions.4.answers']).toContain('Pytanie ma od 2 do 4 odpowiedzi.');
    expect(errors.slug).toEqual(['Identyfikator to małe litery, cyfry i myślniki.']);
    expect(errors.title).toEqual(['Podaj tytuł quizu.']);
    expect(errors.closes_at).toEqual(['Ostatni dzień nie może być wcześniejszy niż pierwszy.']);

    const few = await client.post('/api/admin/quizzes', millionaires('x', { questions: millionairesQuestions(4) }));
    expect(few.json<{ errors: Record<string, string[]> }>().errors.questions).toEqual(['Quiz ma co najmniej 5 pytań.']);
    const taken = await client.post('/api/admin/quizzes', millionaires('milionerzy-7'));
    expect(taken.statusCode).toBe(422);
    expect(taken.json<{ errors: Record<string, string[]> }>().errors.slug).toEqual([QUIZ_SLUG_TAKEN]);
    const kind = await client.post('/api/admin/quizzes', { ...millionaires(), kind: 'sudoku' });
    expect(kind.statusCode).toBe(422);
    expect(Object.keys(kind.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['kind']);
    const picture = await client.post(
      '/api/admin/quizzes',
      millionaires('z-obrazkiem', {
        questions: millionairesQuestions().map((question, index) =>
          index === 0
            ? {
                ...question,
                answers: [
                  { ...question.answers[0], picture: `/uploads/quizzes/${'a'.repeat(32)}.webp` },
                  ...question.answers.slice(1),
                ],
              }
            : question,
        ),
      }),
    );
    expect(picture.statusCode).toBe(422);
    expect(picture.json<{ errors: Record<string, string[]> }>().errors['questions.0.answers.0.picture']).toEqual([
      'Nie ma takiego obrazka: prześlij go jeszcze raz.',
    ]);
    expect(await quizCount()).toBe(before);
    expect(await auditRows(t, { action: 'quiz.create' })).toEqual([]);
  });

  it('takes picture answers uploaded by the operator and gives them to the player as pictures', async () => {
    const client = staff.operator;
    const pictures = [await uploaded(client, 200, 200, 10), await uploaded(client, 200, 200, 90)];
    const questions = millionairesQuestions(5).map((question) => ({
      ...question,
      answers: [
        { name: 'Okno dachowe', correct: true, picture: pictures[0]!.url },
        { name: 'Okno balkonowe', correct: false, picture: pictures[1]!.url },
      ],
    }));
    const quiz = await created(client, millionaires('obrazki', { questions, publish: true }));
    expect(quiz.kind === 'millionaires' && quiz.questions[0]!.answers[0]).toEqual({
      name: 'Okno dachowe',
      correct: true,
      picture: pictures[0]!.url,
    });
    const start = await (await seller()).post('/api/millionaires-store/obrazki', { regulations: true });
    expect(start.statusCode).toBe(200);
    const answers = start.json<MillionairesStartAnswer>().question.answers;
    expect(answers.map((answer) => answer.type)).toEqual(['img', 'img']);
    expect(answers.map((answer) => answer.name).sort()).toEqual(pictures.map((picture) => picture.url).sort());
  });
});

describe('the rule of a played quiz (ADR 0038)', () => {
  async function playedQuiz() {
    const client = staff.operator;
    const quiz = await created(client, millionaires('milionerzy-8', { publish: true }));
    const start = await (await seller()).post('/api/millionaires-store/milionerzy-8', { regulations: true });
    expect(start.statusCode).toBe(200);
    const { kind: _kind, ...body } = millionaires('milionerzy-8');
    return { client, quiz, body };
  }

  it('refuses a change of content, attempts or start once played (422), changing nothing', async () => {
    const { client, quiz, body } = await playedQuiz();
    const questions = millionairesQuestions();
    questions[0]!.name = 'Inne pytanie?';
    for (const change of [{ questions }, { attempts: 3 }, { questions_per_attempt: 6 }, { opens_at: '2025-08-30' }]) {
      const response = await client.put(`/api/admin/quizzes/${quiz.id}`, { ...body, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      const { errors, message } = response.json<{ errors: Record<string, string[]>; message: string }>();
      expect(message).toBe(QUIZ_LOCKED);
      expect(Object.values(errors)).toEqual([[QUIZ_LOCKED]]);
    }
    const earlier = await client.put(`/api/admin/quizzes/${quiz.id}`, { ...body, closes_at: '2025-09-10' });
    expect(earlier.json<{ errors: Record<string, string[]> }>().errors).toEqual({ closes_at: [QUIZ_CLOSES_EARLIER] });
    const stored = (await client.get(`/api/admin/quizzes/${quiz.id}`)).json<{ quiz: AdminQuiz }>().quiz;
    expect(stored).toMatchObject({ attempts: 2, opens_at: '2025-09-01', closes_at: '2025-09-14' });
    expect(stored.kind === 'millionaires' && stored.questions[0]!.name).toBe('Pytanie 1?');
    expect(await auditRows(t, { action: 'quiz.update' })).toEqual([]);
  });

  it('takes new texts and a later end once played', async () => {
    const { client, quiz, body } = await playedQuiz();
    const response = await client.put(`/api/admin/quizzes/${quiz.id}`, {
      ...body,
      title: 'Milionerzy — dogrywka',
      prizes: 'Plecak',
      rules: 'Nowe zasady.',
      closes_at: '2025-09-21',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ quiz: AdminQuiz }>().quiz).toMatchObject({
      title: 'Milionerzy — dogrywka',
      prizes: 'Plecak',
      rules: 'Nowe zasady.',
      closes_at: '2025-09-21',
      content_locked: true,
    });
    const [audit] = await auditRows(t, { action: 'quiz.update' });
    expect(JSON.parse(audit!.details)).toMatchObject({
      before: { title: 'Quiz tygodnia' },
      after: { title: 'Milionerzy — dogrywka' },
    });
  });

  it('takes a pool of 150 questions, a body larger than the rest of the API accepts', async () => {
    const client = staff.operator;
    const questions = millionairesQuestions(150).map((question) => ({
      ...question,
      name: `${question.name} ${'Które okno ma najlepszy współczynnik przenikania ciepła? '.repeat(5)}`,
    }));
    const body = millionaires('milionerzy-duzo', { questions });
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(BODY_LIMIT_BYTES);
    const response = await client.post('/api/admin/quizzes', body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ quiz: AdminQuiz }>().quiz).toMatchObject({ slug: 'milionerzy-duzo' });
  });

  it('lets everything change before anybody plays', async () => {
    const client = staff.operator;
    const quiz = await created(client, millionaires('milionerzy-8', { publish: true }));
    const { kind: _kind, ...body } = millionaires('milionerzy-9');
    const response = await client.put(`/api/admin/quizzes/${quiz.id}`, {
      ...body,
      questions: millionairesQuestions(7),
      questions_per_attempt: 6,
      attempts: 3,
      opens_at: '2025-09-02',
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json<{ quiz: AdminQuiz }>().quiz;
    expect(changed).toMatchObject({ slug: 'milionerzy-9', attempts: 3, opens_at: '2025-09-02', status: 'published' });
    expect(changed.kind === 'millionaires' && changed.questions).toHaveLength(7);
    const answers = await t.db
      .selectFrom('millionaires_answers')
      .innerJoin('millionaires_questions', 'millionaires_questions.id', 'millionaires_answers.question_id')
      .select('millionaires_answers.id')
      .where('millionaires_questions.quiz_id', '=', quiz.id)
      .execute();
    expect(answers).toHaveLength(21);
    expect(await auditRows(t, { action: 'quiz.update' })).toHaveLength(1);
  });

  it("reads the update against the quiz's own kind", async () => {
    const client = staff.operator;
    const quiz = await created(client, millionaires('milionerzy-8'));
    const { kind: _kind, ...body } = crossword('milionerzy-8');
    const response = await client.put(`/api/admin/quizzes/${quiz.id}`, body);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('questions.0.name');
    expect((await client.put('/api/admin/quizzes/99999', body)).statusCode).toBe(404);
  });

  it("keeps the demo quizzes' content as it is when an operator saves them unchanged", async () => {
    const client = staff.operator;
    const items = (await client.get('/api/admin/quizzes')).json<AdminQuizzesAnswer>().items.data;
    for (const item of items) {
      const quiz = (await client.get(`/api/admin/quizzes/${item.id}`)).json<{ quiz: AdminQuiz }>().quiz;
      const before = await t.db.selectFrom('quizzes').selectAll().where('id', '=', item.id).executeTakeFirstOrThrow();
      const response = await client.put(`/api/admin/quizzes/${item.id}`, { ...quiz, title: `${quiz.title}!` });
      expect(response.statusCode, `${quiz.slug}: ${response.body}`).toBe(200);
      const { created_at: _c, title, ...again } = response.json<{ quiz: AdminQuiz }>().quiz;
      const { created_at: _d, title: _t, ...was } = quiz;
      expect(title).toBe(`${quiz.title}!`);
      expect(again).toEqual(was);
      const after = await t.db.selectFrom('quizzes').selectAll().where('id', '=', item.id).executeTakeFirstOrThrow();
      expect({ ...after, title: before.title }).toEqual(before);
    }
  });
});

describe('a crossword built by an operator', () => {
  it('is published and solved by a seller through the existing calls', async () => {
    const client = staff.operator;
    const quiz = await created(client, crossword('krzyzowka-nr-3', { publish: true }));
    expect(quiz.kind === 'crossword' && quiz.questions.map((row) => row.grid_start_position)).toEqual([
      6, 3, 5, 2, 7, 4, 4, 7, 1,
    ]);
    const player = await seller();
    const begun = await player.get('/api/crossword-create/krzyzowka-nr-3');
    expect(begun.statusCode, begun.body).toBe(200);
    const rows = begun.json<CrosswordCreateAnswer>().questions;
    const answers = Object.fromEntries(
      rows.map((row, index) => [String(row.id), Array.from(demoCrossword.questions[index]!.answer)]),
    );
    t.clock.advance(60_000);
    const sent = await player.post('/api/crossword-store/krzyzowka-nr-3', {
      answers,
      additional_password: Array.from('PROMIE'),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<CrosswordStoreAnswer>()).toMatchObject({ passed: true, additional_password: true, time: 60 });
  });

  it('refuses a crossword that does not fit the grid, with the reason', async () => {
    const client = staff.operator;
    const rows = demoCrosswordRows();
    rows[0] = { ...rows[0]!, answer: 'ROLETAZEWNĘTRZNA', position_main_letter: 2 };
    rows[8] = { ...rows[8]!, answer: 'FUNDAMENTOWANIE', position_main_letter: 15, disabled_letters: [] };
    const response = await client.post(
      '/api/admin/quizzes',
      crossword('za-szeroka', { questions: rows, main_password: null }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.questions).toEqual([
      'Krzyżówka nie mieści się w siatce: potrzebuje 29 kolumn, a może mieć najwyżej 20. Skróć hasła albo przesuń litery kolumny głównej.',
    ]);
    expect(await t.db.selectFrom('quizzes').select('id').where('slug', '=', 'za-szeroka').execute()).toEqual([]);
  });

  it('checks the main letters and the additional password against the rows', async () => {
    const client = staff.operator;
    const rows = demoCrosswordRows();
    // PARAPET's third letter is R, not the password's second letter (R)… but its fourth is A.
    rows[3] = { ...rows[3]!, position_additional_letter: 4 };
    // The password's letter 6 (Ń's predecessor, E) is given by nobody now.
    rows[7] = { ...rows[7]!, position_additional_letter: null, additional_password_letter_index: null };
    rows[1] = { ...rows[1]!, position_main_letter: 9 };
    const response = await client.post(
      '/api/admin/quizzes',
      crossword('zla', { questions: rows, main_password: 'OKNO' }),
    );
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(errors['questions.3.position_additional_letter']).toEqual([
      'Litera „A” nie jest literą nr 2 hasła dodatkowego („R”).',
    ]);
    expect(errors['questions.1.position_main_letter']).toEqual(['Hasło ma tylko 6 liter.']);
    expect(errors.additional_password).toEqual([
      'Zaznacz w hasłach litery hasła dodatkowego nr 2, 6 (ostatnią dostaje każdy gracz).',
    ]);
    const wrongMain = await client.post('/api/admin/quizzes', crossword('zla', { main_password: 'OKIENNICA' }));
    expect(wrongMain.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      main_password: ['Litery kolumny głównej tworzą „OKIENNICE”, a nie „OKIENNICA”.'],
    });
  });
});

describe('find the difference built by an operator', () => {
  async function pictures(client: TestClient) {
    return { original: await uploaded(client, 400, 300, 40), fake: await uploaded(client, 400, 300, 120) };
  }
  const areas = [
    { cx: 50, cy: 50, r: 30 },
    { cx: 200, cy: 150, r: 40 },
    { cx: 350, cy: 250, r: 30 },
  ];

  it('from two uploaded pictures, is played by a seller with the pictures served as PNGs', async () => {
    const client = staff.operator;
    const { original, fake } = await pictures(client);
    expect(original).toMatchObject({ width: 400, height: 300 });
    expect(original.url).toMatch(/^\/uploads\/quizzes\/[0-9a-f]{32}\.webp$/);
    const quiz = await created(client, {
      kind: 'find-diff',
      ...common('roznice-2'),
      original: original.url,
      fake: fake.url,
      width: 400,
      height: 300,
      areas,
      lives: 2,
      publish: true,
    });
    expect(quiz).toMatchObject({ kind: 'find-diff', lives: 2, areas });
    const player = await seller();
    const picture = await player.get('/api/find-diff-pictures/roznice-2/fake.png');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: 'png', width: 400, height: 300 });
    // The demo's drawings are still rendered from their assets.
    expect((await player.get('/api/find-diff-pictures/znajdz-roznice-1/original.png')).statusCode).toBe(200);

    const begun = await player.get('/api/find-diff-create/roznice-2');
    expect(begun.statusCode, begun.body).toBe(200);
    const attempt = begun.json<FindDiffCreateAnswer>().userFindDiff.id;
    let last: FindDiffStoreDiffAnswer | undefined;
    for (const area of areas) {
      t.clock.advance(5000);
      const click = await player.post(`/api/find-diff-store-diff/${attempt}`, {
        diff: { x: area.cx / 400, y: area.cy / 300 },
      });
      expect(click.statusCode, click.body).toBe(200);
      last = click.json<FindDiffStoreDiffAnswer>();
    }
    expect(last!.userFindDiff).toMatchObject({ is_completed: true, is_passed: true, founded_diff_count: 3 });
  });

  it('refuses areas outside the picture or over each other, and pictures of another size', async () => {
    const client = staff.operator;
    const { original, fake } = await pictures(client);
    const body = {
      kind: 'find-diff',
      ...common('roznice-2'),
      original: original.url,
      fake: fake.url,
      width: 400,
      height: 300,
      areas: [...areas, { cx: 390, cy: 10, r: 20 }, { cx: 60, cy: 60, r: 10 }],
    };
    const response = await client.post('/api/admin/quizzes', body);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'areas.3': ['Różnica wychodzi poza obrazek.'],
      'areas.4': ['Różnica nachodzi na różnicę nr 1.'],
    });
    const other = await uploaded(client, 300, 300);
    const sized = await client.post('/api/admin/quizzes', { ...body, areas, fake: other.url });
    expect(sized.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      fake: ['Obrazek ma 300×300 px, a quiz 400×300 px: oba obrazki muszą mieć ten sam rozmiar.'],
    });
    expect(await t.db.selectFrom('quizzes').select('id').where('slug', '=', 'roznice-2').execute()).toEqual([]);
  });
});

describe('find a pair built by an operator', () => {
  it('takes whole rows of uploaded faces and deals them to a seller', async () => {
    const client = staff.operator;
    const reverse = await uploaded(client, 100, 100, 0);
    const faces = [];
    for (let shade = 1; shade <= 6; shade++)
      faces.push({ picture: (await uploaded(client, 100, 100, shade * 30)).url, alt: `Obrazek ${shade}` });
    const body = { kind: 'find-pair', ...common('pary-2'), reverse: reverse.url, faces, publish: true };

    const six = await client.post('/api/admin/quizzes', body);
    expect(six.statusCode).toBe(422);
    expect(six.json<{ errors: Record<string, string[]> }>().errors.faces).toEqual([
      'Gra ma 5, 10, 15 par kart (pełne rzędy po 5 kart).',
    ]);
    const twice = await client.post('/api/admin/quizzes', {
      ...body,
      faces: [...faces.slice(0, 4), { ...faces[0]!, alt: 'Znowu' }],
    });
    expect(twice.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'faces.4.picture': ['Ten obrazek ma już karta nr 1.'],
    });

    const quiz = await created(client, { ...body, faces: faces.slice(0, 5) });
    expect(quiz).toMatchObject({ kind: 'find-pair', status: 'published', reverse: reverse.url });
    const begun = await (await seller()).get('/api/find-pair-create/pary-2');
    expect(begun.statusCode, begun.body).toBe(200);
    const game = begun.json<FindPairCreateAnswer>();
    expect(game.userFindPair.pairs_total).toBe(5);
  });
});

describe('quiz pictures', () => {
  it('stores a picture as WebP within 1600×1200, audited, and refuses wrong type, too large and scripts', async () => {
    const client = staff.operator;
    const picture = await uploaded(client, 3200, 1200);
    expect(picture).toMatchObject({ width: 1600, height: 600 });
    const served = await new TestClient(t.app).get(picture.url);
    expect(served.statusCode).toBe(200);
    expect(
      (await auditRows(t, { action: 'quiz.picture' })).map((row) => (JSON.parse(row.details) as { url: string }).url),
    ).toEqual([picture.url]);

    const text = await uploadFile(client, { name: 'a.png', type: 'image/png', content: Buffer.from('nie obrazek') });
    expect(text.statusCode).toBe(422);
    expect(text.json<{ errors: Record<string, string[]> }>().errors.file).toEqual([IMAGE_WRONG_TYPE]);
    const script = Buffer.concat([await png(20, 20), Buffer.from('<script>alert(1)</script>')]);
    const withScript = await uploadFile(client, { name: 'a.png', type: 'image/png', content: script });
    expect(withScript.json<{ errors: Record<string, string[]> }>().errors.file).toEqual([IMAGE_WITH_CODE]);
    const large = await uploadFile(client, {
      name: 'a.png',
      type: 'image/png',
      content: Buffer.alloc(6 * 1024 * 1024, 1),
    });
    expect(large.statusCode).toBe(422);
    expect(large.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('file');
    const boundary = '----portalnofile';
    const none = await client.post(
      '/api/admin/quiz-pictures',
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--${boundary}--\r\n`),
      { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
    );
    expect(none.statusCode).toBe(422);
    expect(await auditRows(t, { action: 'quiz.picture' })).toHaveLength(1);
  });
});
