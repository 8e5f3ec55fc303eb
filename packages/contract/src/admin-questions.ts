import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';

/**
 * The back office's top-up order questions (docs/product/cards-and-orders.md, docs/decisions/0041):
 * the current edition's questions with two to four answers, exactly one right; switched off
 * rather than removed. A question already served to a participant keeps its answers: its texts
 * may be corrected, its answers neither added, removed nor made right or wrong.
 */

export const QUESTION_ANSWERS_MIN = 2;
export const QUESTION_ANSWERS_MAX = 4;
export const QUESTION_ONE_CORRECT = 'Zaznacz dokładnie jedną poprawną odpowiedź.';
export const QUESTION_ANSWERS_COUNT = `Pytanie ma od ${QUESTION_ANSWERS_MIN} do ${QUESTION_ANSWERS_MAX} odpowiedzi.`;
export const QUESTION_SERVED_ANSWERS_FIXED =
  'To pytanie zostało już zadane uczestnikom: można poprawić treść odpowiedzi, ale nie dodać, usunąć ani zmienić poprawnej.';
export const QUESTION_ANSWERS_REPEATED = 'Odpowiedzi muszą się od siebie różnić.';

export const adminQuestionAnswerSchema = z.object({
  id: z.number(),
  name: z.string(),
  correct: z.boolean(),
});

export const adminQuestionSchema = z.object({
  id: z.number(),
  edition: z.string(),
  name: z.string(),
  active: z.boolean(),
  answers: z.array(adminQuestionAnswerSchema),
  /** Participants it was drawn for (now or before): a served question keeps its answers. */
  served: z.boolean(),
  /** Top-up orders that answered it. */
  orders: z.number(),
  created_at: z.string(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

const answerForm = z.object({
  /** The answer's id when it is kept (an edit); none for a new one. */
  id: z.number().int().positive().optional(),
  name: z
    .string({ error: 'Podaj treść odpowiedzi.' })
    .trim()
    .min(1, 'Podaj treść odpowiedzi.')
    .max(255, 'Odpowiedź może mieć najwyżej 255 znaków.'),
  correct: z.boolean({ error: 'Wybierz, czy odpowiedź jest poprawna.' }).default(false),
});

export const questionFormSchema = z.object({
  name: z
    .string({ error: 'Podaj treść pytania.' })
    .trim()
    .min(1, 'Podaj treść pytania.')
    .max(500, 'Pytanie może mieć najwyżej 500 znaków.'),
  answers: z
    .array(answerForm, { error: QUESTION_ANSWERS_COUNT })
    .min(QUESTION_ANSWERS_MIN, QUESTION_ANSWERS_COUNT)
    .max(QUESTION_ANSWERS_MAX, QUESTION_ANSWERS_COUNT)
    .refine((answers) => answers.filter((answer) => answer.correct).length === 1, QUESTION_ONE_CORRECT)
    .refine(
      (answers) => new Set(answers.map((answer) => answer.name.toLocaleLowerCase('pl'))).size === answers.length,
      QUESTION_ANSWERS_REPEATED,
    ),
});
export type QuestionForm = z.input<typeof questionFormSchema>;

export const questionActivitySchema = z.object({
  active: z.boolean({ error: 'Wybierz, czy pytanie jest aktywne.' }),
});

const idParams = z.object({ id: z.coerce.number().int().positive() });
const questionAnswer = z.object({ success: z.literal(true), question: adminQuestionSchema });

export const adminQuestionsApi = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/questions',
    tag: 'admin',
    summary: "The current edition's top-up order questions with their answers (the right one marked).",
    answer: z.object({ success: z.literal(true), edition: z.string(), questions: z.array(adminQuestionSchema) }),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/admin/questions',
    tag: 'admin',
    summary: 'Adds a question to the current edition (2–4 answers, one right); audited as question.create.',
    body: questionFormSchema,
    answer: questionAnswer,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/admin/questions/:id',
    tag: 'admin',
    summary:
      "Edits a question; a served one's answers are kept (texts only corrected, 422 otherwise); audited as question.update.",
    params: idParams,
    body: questionFormSchema,
    answer: questionAnswer,
  }),
  setActive: defineCall({
    method: 'POST',
    path: '/api/admin/questions/:id/active',
    tag: 'admin',
    summary:
      'Switches a question off (no longer drawn) or on again; audited as question.deactivate / question.activate.',
    params: idParams,
    body: questionActivitySchema,
    answer: questionAnswer,
  }),
};
export type AdminQuestionsAnswer = AnswerOf<typeof adminQuestionsApi.list>;
