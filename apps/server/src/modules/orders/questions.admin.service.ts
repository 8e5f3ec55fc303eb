import { type AdminQuestion, QUESTION_SERVED_ANSWERS_FIXED, type questionFormSchema } from '@portal/contract';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { type AuditActor, record } from '../audit/audit.service.js';
import { getSettings } from '../programme/programme.service.js';
import {
  type AdminQuestionRow,
  findAdminQuestion,
  findAdminQuestions,
  findAnswers,
  insertQuestion,
  replaceAnswers,
  updateAnswer,
  updateQuestion,
} from './questions.admin.repository.js';

/** A new edition starts with the last one's top-up questions (programme.admin.service.ts). */
export { copyOrderQuestions } from './questions.admin.repository.js';

type QuestionForm = z.output<typeof questionFormSchema>;
type AnswerRow = Awaited<ReturnType<typeof findAnswers>>[number];

const iso = (time: string) => new Date(time).toISOString();

function questionOf(row: AdminQuestionRow, answers: AnswerRow[]): AdminQuestion {
  const orders = Number(row.orders ?? 0);
  return {
    id: row.id,
    edition: row.edition,
    name: row.name,
    active: row.is_active === 1,
    answers: answers
      .filter((answer) => answer.question_id === row.id)
      .map((answer) => ({ id: answer.id, name: answer.name, correct: answer.is_correct === 1 })),
    served: orders > 0 || Number(row.servings ?? 0) > 0,
    orders,
    created_at: iso(row.created_at),
  };
}

/** The current edition's questions, oldest first. */
export async function adminQuestions(db: DB): Promise<{ edition: string; questions: AdminQuestion[] }> {
  const { edition } = await getSettings(db);
  const rows = await findAdminQuestions(db, edition);
  const answers = await findAnswers(
    db,
    rows.map((row) => row.id),
  );
  return { edition, questions: rows.map((row) => questionOf(row, answers)) };
}

async function adminQuestion(db: DB, id: number): Promise<AdminQuestion> {
  const row = await findAdminQuestion(db, id);
  if (!row) throw new NotFoundError(`Nie ma pytania ${id}.`);
  return questionOf(row, await findAnswers(db, [id]));
}

/** What the audit keeps of a question: its text, answers and switch. */
const auditedOf = (question: AdminQuestion) => ({
  name: question.name,
  active: question.active,
  answers: question.answers,
});

export async function createQuestion(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  form: QuestionForm,
): Promise<AdminQuestion> {
  const id = await db.transaction().execute(async (trx) => {
    const { edition } = await getSettings(trx);
    const id = await insertQuestion(trx, { edition, name: form.name, now: clock.now().toISOString() });
    await replaceAnswers(trx, id, form.answers);
    await record(
      trx,
      clock,
      operator,
      'question.create',
      { type: 'question', id },
      { after: auditedOf(await adminQuestion(trx, id)) },
    );
    return id;
  });
  return adminQuestion(db, id);
}

/**
 * Edits a question. One nobody was served takes any 2–4 answers. A served one (drawn for someone
 * now, or answered by an order) keeps its answers, so an order's answer and whether it was right
 * never change: the texts may be corrected and the answers put in another order, nothing more
 * (docs/decisions/0041).
 */
export async function editQuestion(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  id: number,
  form: QuestionForm,
): Promise<AdminQuestion> {
  await db.transaction().execute(async (trx) => {
    const before = await adminQuestion(trx, id);
    if (before.served) {
      const kept = new Map(before.answers.map((answer) => [answer.id, answer]));
      const sameAnswers =
        form.answers.length === kept.size &&
        new Set(form.answers.map((answer) => answer.id)).size === kept.size &&
        form.answers.every((answer) => answer.id !== undefined && kept.get(answer.id)?.correct === answer.correct);
      if (!sameAnswers) throw ValidationError.field('answers', QUESTION_SERVED_ANSWERS_FIXED);
      for (const [position, answer] of form.answers.entries()) {
        await updateAnswer(trx, answer.id as number, { name: answer.name, position });
      }
    } else {
      await replaceAnswers(trx, id, form.answers);
    }
    await updateQuestion(trx, id, { name: form.name });
    await record(
      trx,
      clock,
      operator,
      'question.update',
      { type: 'question', id },
      { before: auditedOf(before), after: auditedOf(await adminQuestion(trx, id)) },
    );
  });
  return adminQuestion(db, id);
}

/**
 * Switches a question off (no longer drawn for the top-up form; whoever has it on the form still
 * answers it) or on again.
 */
export async function setQuestionActive(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  id: number,
  active: boolean,
): Promise<AdminQuestion> {
  await db.transaction().execute(async (trx) => {
    const before = await adminQuestion(trx, id);
    await updateQuestion(trx, id, { is_active: active ? 1 : 0 });
    await record(
      trx,
      clock,
      operator,
      active ? 'question.activate' : 'question.deactivate',
      { type: 'question', id },
      { before: { active: before.active }, after: { active } },
    );
  });
  return adminQuestion(db, id);
}
