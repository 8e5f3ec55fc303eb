import type { AdminQuestion } from '@portal/contract';
import { QUESTION_ANSWERS_MAX, QUESTION_ANSWERS_MIN } from '@portal/contract';
import { adminQuestionsApi } from '@portal/contract/admin-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCall, errorMessage } from '../../../kit/api';
import { AdminPage } from '../../../kit/AdminPage';
import { useMayAct } from '../../../kit/current-operator';
import { fieldProps } from '../../../kit/field-props';
import { submitting } from '../../../kit/submit';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { Modal } from '../../../../components/Modal';
import { notify } from '../../../../components/notifications';
import { TextAreaField } from '../../../../components/TextAreaField';
import { TextField } from '../../../../components/TextField';

const questionsKey = ['admin', 'questions'] as const;

interface QuestionValues {
  name: string;
  answers: { answerId: number | undefined; name: string }[];
  /** The right answer's place in `answers`, as the radio buttons give it. */
  correct: string;
}

const blankAnswer = () => ({ answerId: undefined, name: '' });

const valuesOf = (question?: AdminQuestion): QuestionValues =>
  question
    ? {
        name: question.name,
        answers: question.answers.map((answer) => ({ answerId: answer.id, name: answer.name })),
        correct: String(question.answers.findIndex((answer) => answer.correct)),
      }
    : { name: '', answers: [blankAnswer(), blankAnswer(), blankAnswer()], correct: '' };

/** The 422's keys and the fields that show them: the answers' rule stands under the right-answer choice. */
const errorFields = {
  name: 'name',
  answers: 'correct',
  ...Object.fromEntries(
    Array.from({ length: QUESTION_ANSWERS_MAX }, (_, index) => [`answers.${index}.name`, `answers.${index}.name`]),
  ),
} as Record<string, 'name' | 'correct' | `answers.${number}.name`>;

/**
 * Adds a question or edits one: its text and two to four answers, one marked right. A served
 * question keeps its answers: only their texts and order change (docs/decisions/0041).
 */
export function QuestionForm({ question, onClose }: { question?: AdminQuestion; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const groupId = useId();
  const served = question?.served === true;
  const form = useForm<QuestionValues>({ defaultValues: valuesOf(question) });
  const { register, formState } = form;
  const field = fieldProps(form);
  const answers = useFieldArray({ control: form.control, name: 'answers' });

  const submit = submitting(form, errorFields, t('admin.questions.form.failed'), async (values) => {
    const body = {
      name: values.name,
      answers: values.answers.map((answer, index) => ({
        ...(answer.answerId !== undefined && { id: answer.answerId }),
        name: answer.name,
        correct: String(index) === values.correct,
      })),
    };
    if (question) await adminCall(adminQuestionsApi.update, { params: { id: question.id }, body });
    else await adminCall(adminQuestionsApi.create, { body });
    notify.success(question ? t('admin.questions.form.saved') : t('admin.questions.form.created'));
    onClose();
    void queryClient.invalidateQueries({ queryKey: questionsKey });
  });

  const correctError = formState.errors.correct?.message;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {served && <Alert tone="info">{t('admin.questions.form.servedNote')}</Alert>}
      <TextAreaField label={t('admin.questions.fields.name')} required rows={3} {...field('name')} />
      <fieldset aria-describedby={correctError ? `${groupId}-error` : `${groupId}-hint`} className="space-y-3">
        <legend className="text-sm font-semibold text-brand-900">{t('admin.questions.fields.answers')}</legend>
        <p id={`${groupId}-hint`} className="text-sm text-muted">
          {t('admin.questions.fields.answersHint', { min: QUESTION_ANSWERS_MIN, max: QUESTION_ANSWERS_MAX })}
        </p>
        {answers.fields.map((answer, index) => (
          <div key={answer.id} className="flex flex-wrap items-end gap-3 sm:flex-nowrap">
            <TextField
              label={t('admin.questions.fields.answer', { number: index + 1 })}
              required
              className="flex-1"
              {...field(`answers.${index}.name`)}
            />
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                value={String(index)}
                disabled={served}
                className="size-5 accent-brand-700"
                {...register('correct')}
              />
              {t('admin.questions.fields.correct')}
            </label>
            {!served && (
              <Button
                variant="ghost"
                className="px-2 py-1 text-sm"
                aria-label={t('admin.questions.form.removeAnswerLabel', { number: index + 1 })}
                disabled={answers.fields.length <= QUESTION_ANSWERS_MIN}
                onClick={() => answers.remove(index)}
              >
                {t('admin.questions.form.removeAnswer')}
              </Button>
            )}
          </div>
        ))}
        {correctError && (
          <p id={`${groupId}-error`} role="alert" className="text-sm text-danger">
            {correctError}
          </p>
        )}
        {!served && answers.fields.length < QUESTION_ANSWERS_MAX && (
          <Button variant="secondary" onClick={() => answers.append(blankAnswer())}>
            {t('admin.questions.form.addAnswer')}
          </Button>
        )}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          {t('admin.questions.form.cancel')}
        </Button>
        <Button type="submit" busy={formState.isSubmitting}>
          {t('admin.questions.form.save')}
        </Button>
      </div>
    </form>
  );
}

/** A button of a question's card: its texts' key under admin.questions, what it does, whether it waits. */
type QuestionAction = [key: string, run: () => void, disabled: boolean];

/** One question: its text, answers (the right one marked), switch and history. */
function QuestionCard({ question, actions }: { question: AdminQuestion; actions: QuestionAction[] }) {
  const { t } = useTranslation();
  const headingId = `question-${question.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-bold text-brand-900">
            {question.name}
          </h2>
          <p className="mt-1 text-sm text-muted">
            <span className={`font-semibold ${question.active ? 'text-success' : 'text-danger'}`}>
              {t(question.active ? 'admin.questions.active' : 'admin.questions.inactive')}
            </span>
            {' · '}
            {question.served ? t('admin.questions.served') : t('admin.questions.notServed')}
            {' · '}
            {t('admin.questions.orders', { count: question.orders })}
          </p>
        </div>
        {actions.length > 0 && (
          <span className="flex flex-wrap gap-1">
            {actions.map(([action, run, disabled]) => (
              <Button
                key={action}
                variant="ghost"
                className="px-2 py-1 text-sm"
                disabled={disabled}
                aria-label={t(`admin.questions.${action}Label`, { name: question.name })}
                onClick={run}
              >
                {t(`admin.questions.${action}`)}
              </Button>
            ))}
          </span>
        )}
      </div>
      <ol className="mt-3 grid gap-2 sm:grid-cols-2">
        {question.answers.map((answer) => (
          <li
            key={answer.id}
            className={`rounded-lg border px-3 py-2 text-sm ${answer.correct ? 'border-success bg-green-50 font-semibold' : 'border-slate-200'}`}
          >
            {answer.name}
            {answer.correct && <span className="ml-2 text-success">({t('admin.questions.correctMark')})</span>}
          </li>
        ))}
      </ol>
    </article>
  );
}

/**
 * /admin/pytania (docs/product/cards-and-orders.md "Operators"): the current edition's top-up
 * order questions; add, edit, switch off and on. Viewers read.
 */
export function QuestionsPage() {
  const { t } = useTranslation();
  const mayAct = useMayAct('operator');
  const queryClient = useQueryClient();
  // undefined: no form; null: a new question; a question: its edit.
  const [editing, setEditing] = useState<AdminQuestion | null>();

  const result = useQuery({ queryKey: questionsKey, queryFn: () => adminCall(adminQuestionsApi.list) });
  const close = () => setEditing(undefined);

  const toggle = useMutation({
    mutationFn: (question: AdminQuestion) =>
      adminCall(adminQuestionsApi.setActive, { params: { id: question.id }, body: { active: !question.active } }),
    onSuccess: async (answer) => {
      notify.success(answer.question.active ? t('admin.questions.activated') : t('admin.questions.deactivated'));
      await queryClient.invalidateQueries({ queryKey: questionsKey });
    },
    onError: (error) => notify.error(errorMessage(error, t('admin.errors.generic'))),
  });

  const questions = result.data?.questions ?? [];
  const activeCount = questions.filter((question) => question.active).length;
  return (
    <AdminPage
      heading={t('admin.questions.title')}
      actions={mayAct && <Button onClick={() => setEditing(null)}>{t('admin.questions.add')}</Button>}
    >
      {result.isPending && <p className="text-muted">{t('admin.loading')}</p>}
      {result.isError && <Alert>{t('admin.questions.loadFailed')}</Alert>}
      {result.data && (
        <div className="space-y-4">
          <p className="text-muted">
            {t('admin.questions.intro', { edition: result.data.edition, count: activeCount })}
          </p>
          {activeCount === 0 && <Alert>{t('admin.questions.noneActive')}</Alert>}
          {questions.map((question) => (
            <QuestionCard
              key={question.id}
              question={question}
              actions={
                mayAct
                  ? [
                      ['edit', () => setEditing(question), false],
                      [question.active ? 'deactivate' : 'activate', () => toggle.mutate(question), toggle.isPending],
                    ]
                  : []
              }
            />
          ))}
        </div>
      )}
      <Modal
        open={editing !== undefined}
        onClose={close}
        title={editing ? t('admin.questions.form.editTitle') : t('admin.questions.form.createTitle')}
        size="lg"
      >
        <QuestionForm question={editing ?? undefined} onClose={close} />
      </Modal>
    </AdminPage>
  );
}
