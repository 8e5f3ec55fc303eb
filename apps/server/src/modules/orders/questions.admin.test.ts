import type { AdminQuestion, OrderQuestionAnswer } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { loginAs, type TestClient } from '../../../test/client.js';
import { staffClients } from '../../../test/staff.js';
import { auditRows } from '../../../test/audit-rows.js';

const t = appPerTest();
const staff = staffClients(t);

const QUESTIONS = '/api/admin/questions';
type Answer = AdminQuestion['answers'][number];
const questionCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('questions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const form = (changes: Record<string, unknown> = {}) => ({
  name: 'Ile komór ma profil okienny klasy A?',
  answers: [
    { name: 'Trzy', correct: false },
    { name: 'Pięć', correct: true },
    { name: 'Siedem', correct: false },
  ],
  ...changes,
});

async function list(client: TestClient) {
  const response = await client.get(QUESTIONS);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ edition: string; questions: AdminQuestion[] }>();
}

async function create(client: TestClient, changes: Record<string, unknown> = {}) {
  const response = await client.post(QUESTIONS, form(changes));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ question: AdminQuestion }>().question;
}

/** Switches off every question but `keep`, so the top-up form draws that one. */
async function onlyActive(client: TestClient, keep: number) {
  for (const question of (await list(client)).questions) {
    if (question.id !== keep) {
      expect((await client.post(`${QUESTIONS}/${question.id}/active`, { active: false })).statusCode).toBe(200);
    }
  }
}

async function drawn(seller: TestClient) {
  const response = await seller.get('/api/orders');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderQuestionAnswer>().question;
}

describe('GET /api/admin/questions', () => {
  it("lists the current edition's questions with their answers, the right one marked", async () => {
    const answer = await list(staff.viewer);
    expect(answer.edition).toBe('2025');
    expect(answer.questions.length).toBeGreaterThan(1);
    const question = answer.questions.find((candidate) => candidate.name.startsWith('Która klasa odporności'));
    expect(question).toMatchObject({
      edition: '2025',
      active: true,
      served: false,
      orders: 0,
      answers: [
        { name: 'RC1', correct: false },
        { name: 'RC2', correct: true },
        { name: 'RC6', correct: false },
      ],
    });
  });
});

describe('POST /api/admin/questions', () => {
  it('adds a question to the current edition, which a seller is then asked; audited', async () => {
    const client = staff.operator;
    const question = await create(client);
    expect(question).toMatchObject({
      edition: '2025',
      name: 'Ile komór ma profil okienny klasy A?',
      active: true,
      served: false,
      answers: [
        { name: 'Trzy', correct: false },
        { name: 'Pięć', correct: true },
        { name: 'Siedem', correct: false },
      ],
    });
    const [row] = await auditRows(t, { action: 'question.create' });
    expect(row).toMatchObject({
      operator_email: 'obsluga@demo.pl',
      target_type: 'question',
      target_id: String(question.id),
    });
    expect(JSON.parse(row!.details).after).toMatchObject({ name: question.name, active: true });

    await onlyActive(client, question.id);
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const served = await drawn(seller);
    expect(served).toEqual({
      id: question.id,
      name: question.name,
      answers: question.answers.map(({ id, name }) => ({ id, name })),
    });
    expect((await seller.post('/api/orders', { value: 100, userAnswer: question.answers[1]!.id })).statusCode).toBe(
      200,
    );
    const after = (await list(client)).questions.find((candidate) => candidate.id === question.id);
    expect(after).toMatchObject({ served: true, orders: 1 });
  });

  it('refuses a question without text, with too few or too many answers, or not exactly one right, in Polish', async () => {
    const client = staff.operator;
    const before = await questionCount();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ name: ' ' }, { name: ['Podaj treść pytania.'] }],
      [{ answers: [{ name: 'Tak', correct: true }] }, { answers: ['Pytanie ma od 2 do 4 odpowiedzi.'] }],
      [
        { answers: ['A', 'B', 'C', 'D', 'E'].map((name, index) => ({ name, correct: index === 0 })) },
        { answers: ['Pytanie ma od 2 do 4 odpowiedzi.'] },
      ],
      [
        {
          answers: [
            { name: 'Tak', correct: false },
            { name: 'Nie', correct: false },
          ],
        },
        { answers: ['Zaznacz dokładnie jedną poprawną odpowiedź.'] },
      ],
      [
        {
          answers: [
            { name: 'Tak', correct: true },
            { name: 'Nie', correct: true },
          ],
        },
        { answers: ['Zaznacz dokładnie jedną poprawną odpowiedź.'] },
      ],
      [
        {
          answers: [
            { name: 'Tak', correct: true },
            { name: ' ', correct: false },
          ],
        },
        { 'answers.1.name': ['Podaj treść odpowiedzi.'] },
      ],
      [
        {
          answers: [
            { name: 'Tak', correct: true },
            { name: 'tak', correct: false },
          ],
        },
        { answers: ['Odpowiedzi muszą się od siebie różnić.'] },
      ],
    ];
    for (const [changes, errors] of cases) {
      const response = await client.post(QUESTIONS, form(changes));
      expect(response.statusCode, JSON.stringify(changes)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await questionCount()).toBe(before);
    expect(await auditRows(t, { action: 'question.create' })).toEqual([]);
  });
});

describe('PUT /api/admin/questions/:id', () => {
  it('changes anything of a question nobody was served; audited with before and after', async () => {
    const client = staff.operator;
    const question = await create(client);
    const response = await client.put(`${QUESTIONS}/${question.id}`, {
      name: 'Ile komór ma profil klasy A?',
      answers: [
        { name: 'Sześć', correct: true },
        { name: 'Dwie', correct: false },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().question).toMatchObject({
      name: 'Ile komór ma profil klasy A?',
      answers: [
        { name: 'Sześć', correct: true },
        { name: 'Dwie', correct: false },
      ],
    });
    const [row] = await auditRows(t, { action: 'question.update' });
    const details = JSON.parse(row!.details);
    expect(details.before.answers).toHaveLength(3);
    expect(details.after.answers).toHaveLength(2);
    expect((await client.put(`${QUESTIONS}/999999`, form())).statusCode).toBe(404);
  });

  it('lets the texts of a served question be corrected, but not its answers added, removed or the right one moved', async () => {
    const client = staff.operator;
    const question = await create(client);
    await onlyActive(client, question.id);
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    await drawn(seller);
    expect((await list(client)).questions.find((candidate) => candidate.id === question.id)?.served).toBe(true);

    const [trzy, piec, siedem] = question.answers as [Answer, Answer, Answer];
    const refused = [
      [trzy, piec],
      [...question.answers, { name: 'Dziewięć', correct: false }],
      [{ ...trzy, correct: true }, { ...piec, correct: false }, siedem],
      [{ name: 'Trzy', correct: false }, piec, siedem],
    ];
    for (const answers of refused) {
      const response = await client.put(`${QUESTIONS}/${question.id}`, { name: question.name, answers });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        answers: [
          'To pytanie zostało już zadane uczestnikom: można poprawić treść odpowiedzi, ale nie dodać, usunąć ani zmienić poprawnej.',
        ],
      });
    }
    expect(await auditRows(t, { action: 'question.update' })).toEqual([]);

    const corrected = await client.put(`${QUESTIONS}/${question.id}`, {
      name: 'Ile komór ma profil okienny klasy A (norma PN-EN)?',
      answers: [siedem, { ...piec, name: 'Pięć komór' }, trzy],
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().question.answers).toEqual([
      siedem,
      { id: piec.id, name: 'Pięć komór', correct: true },
      trzy,
    ]);
    // The seller answers the corrected question with the answer's same id.
    expect((await seller.post('/api/orders', { value: 100, userAnswer: piec.id })).statusCode).toBe(200);
    const order = await t.db
      .selectFrom('orders')
      .select(['question_id', 'answer_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ question_id: question.id, answer_id: piec.id });
  });
});

describe('POST /api/admin/questions/:id/active', () => {
  it('switches a question off (never drawn again, its history kept) and on; audited', async () => {
    const client = staff.operator;
    const question = await create(client);
    await onlyActive(client, question.id);
    const off = await client.post(`${QUESTIONS}/${question.id}/active`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().question.active).toBe(false);
    expect(await auditRows(t, { action: 'question.deactivate' })).toHaveLength((await list(client)).questions.length);

    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const none = await seller.get('/api/orders');
    expect(none.statusCode).toBe(404);

    expect((await client.post(`${QUESTIONS}/${question.id}/active`, { active: true })).statusCode).toBe(200);
    expect((await drawn(seller)).id).toBe(question.id);
    const [row] = await auditRows(t, { action: 'question.activate' });
    expect(JSON.parse(row!.details)).toEqual({ before: { active: false }, after: { active: true } });

    const wrong = await client.post(`${QUESTIONS}/${question.id}/active`, { active: 'tak' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ active: ['Wybierz, czy pytanie jest aktywne.'] });
  });
});

describe('roles', () => {
  it('lets a viewer read and refuses every write with 403; a participant gets 401', async () => {
    const reader = staff.viewer;
    const [first] = (await list(reader)).questions;
    expect((await reader.post(QUESTIONS, form())).statusCode).toBe(403);
    expect((await reader.put(`${QUESTIONS}/${first!.id}`, form())).statusCode).toBe(403);
    expect((await reader.post(`${QUESTIONS}/${first!.id}/active`, { active: false })).statusCode).toBe(403);

    const admin = staff.admin;
    expect((await admin.post(QUESTIONS, form())).statusCode).toBe(200);

    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await seller.get(QUESTIONS)).statusCode).toBe(401);
    expect((await seller.post(QUESTIONS, form())).statusCode).toBe(401);
    expect(await auditRows(t, { action: 'question.deactivate' })).toEqual([]);
  });
});
