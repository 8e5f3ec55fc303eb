import { type AdminQuiz, type AdminQuizKind, QUIZ_LOCKED } from '@portal/contract';
import { adminQuizzesApi } from '@portal/contract/admin-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type FieldPath, FormProvider, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCall, errorMessage } from '../../../kit/api';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { Checkbox } from '../../../../components/Checkbox';
import { ConfirmDialog } from '../../../../components/Modal';
import { notify } from '../../../../components/notifications';
import { TextAreaField } from '../../../../components/TextAreaField';
import { TextField } from '../../../../components/TextField';
import { ApiError } from '../../../../lib/api';
import { setFieldErrors } from '../../../../lib/form-errors';
import { quizzesKey } from '../api/quizzes';
import { bodyOf, type CommonValues, emptyValues, type QuizValues, valuesOf } from '../form-values';
import { CrosswordEditor } from './CrosswordEditor';
import { errorAt } from './field-error';
import { FindDiffEditor } from './FindDiffEditor';
import { FindPairEditor } from './FindPairEditor';
import { MillionairesEditor } from './MillionairesEditor';

/** The lists whose own message (not an item's) the server may give: react-hook-form keeps it under `root`. */
const listPath = /^(questions|areas|faces|questions\.\d+\.answers)$/;

/** The 422's keys as the form's paths. */
export const formPathsOf = (error: ApiError): Record<string, string> =>
  Object.fromEntries(Object.keys(error.errors).map((key) => [key, listPath.test(key) ? `${key}.root` : key]));

/** What every kind shares: the slug, the texts, the window in Warsaw days, the attempts and the prize places. */
function CommonFields({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<CommonValues>();
  const error = (name: keyof CommonValues) => errorAt(formState.errors, name);
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-bold text-brand-900">{t('admin.quizzes.form.common')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('admin.quizzes.fields.title')} required error={error('title')} {...register('title')} />
        <TextField
          label={t('admin.quizzes.fields.slug')}
          required
          readOnly={locked}
          placeholder="quiz-wiosenny"
          error={error('slug')}
          {...register('slug')}
        />
        <TextField
          type="date"
          label={t('admin.quizzes.fields.opensAt')}
          required
          readOnly={locked}
          error={error('opens_at')}
          {...register('opens_at')}
        />
        <TextField
          type="date"
          label={t('admin.quizzes.fields.closesAt')}
          required
          error={error('closes_at')}
          {...register('closes_at')}
        />
        <TextField
          label={t('admin.quizzes.fields.attempts')}
          required
          inputMode="numeric"
          readOnly={locked}
          error={error('attempts')}
          {...register('attempts')}
        />
        <TextField
          label={t('admin.quizzes.fields.prizePlaces')}
          inputMode="numeric"
          error={error('prize_places')}
          {...register('prize_places')}
        />
      </div>
      <Checkbox
        label={t('admin.quizzes.fields.placesPerRegion')}
        error={error('places_per_region')}
        {...register('places_per_region')}
      />
      <p className="text-sm text-muted">{t('admin.quizzes.fields.windowHint')}</p>
      <TextAreaField
        label={t('admin.quizzes.fields.prizes')}
        required
        rows={3}
        error={error('prizes')}
        {...register('prizes')}
      />
      <TextAreaField
        label={t('admin.quizzes.fields.rules')}
        required
        rows={5}
        error={error('rules')}
        {...register('rules')}
      />
    </fieldset>
  );
}

const editors: Record<AdminQuizKind, (props: { disabled: boolean }) => React.ReactNode> = {
  millionaires: MillionairesEditor,
  crossword: CrosswordEditor,
  'find-diff': FindDiffEditor,
  'find-pair': FindPairEditor,
};

type Pending = 'saveAndPublish' | 'publish' | 'withdraw' | null;

/**
 * A quiz's editor: the common fields and the kind's content in one form. A new quiz is saved as a
 * draft or published at once; a saved one is saved, published or withdrawn (each after a
 * confirmation). The server judges every rule; its messages stand under their fields.
 */
export function QuizForm({
  kind,
  quiz,
  onSaved,
  readOnly = false,
}: {
  kind: AdminQuizKind;
  quiz?: AdminQuiz;
  onSaved: (quiz: AdminQuiz) => void;
  /** A viewer reads the quiz: nothing can be changed or sent. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<QuizValues>({ defaultValues: quiz ? valuesOf(quiz) : emptyValues(kind) });
  const { handleSubmit, setError, formState, reset } = form;
  const [pending, setPending] = useState<Pending>(null);
  const [acting, setActing] = useState(false);
  const locked = quiz?.content_locked ?? false;

  useEffect(() => {
    if (quiz) reset(valuesOf(quiz));
  }, [quiz, reset]);

  const saved = async (answer: AdminQuiz, message: string) => {
    notify.success(message);
    await queryClient.invalidateQueries({ queryKey: quizzesKey });
    onSaved(answer);
  };

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.status === 422) {
      const paths = formPathsOf(error) as Record<string, FieldPath<QuizValues>>;
      if (setFieldErrors(error, setError, paths, { focus: true })) {
        notify.error(t('admin.quizzes.form.invalid'));
        return;
      }
    }
    notify.error(errorMessage(error, t('admin.quizzes.form.failed')));
  };

  const save = (publish: boolean) =>
    handleSubmit(async (values) => {
      const body = bodyOf(kind, values, publish);
      try {
        if (quiz) {
          const { kind: _kind, ...update } = body;
          const answer = await adminCall(adminQuizzesApi.update, { params: { id: quiz.id }, body: update });
          await saved(answer.quiz, t('admin.quizzes.form.saved'));
        } else {
          const answer = await adminCall(adminQuizzesApi.create, { body });
          await saved(
            answer.quiz,
            publish ? t('admin.quizzes.form.createdPublished') : t('admin.quizzes.form.created'),
          );
        }
      } catch (error) {
        refused(error);
      }
    });

  const changeStatus = async (action: 'publish' | 'withdraw') => {
    if (!quiz) return;
    setActing(true);
    try {
      const params = { params: { id: quiz.id } };
      const answer =
        action === 'publish'
          ? await adminCall(adminQuizzesApi.publish, params)
          : await adminCall(adminQuizzesApi.withdraw, params);
      await saved(answer.quiz, t(action === 'publish' ? 'admin.quizzes.published' : 'admin.quizzes.withdrawn'));
    } catch (error) {
      notify.error(errorMessage(error, t('admin.errors.generic')));
    } finally {
      setActing(false);
      setPending(null);
    }
  };

  const Editor = editors[kind];
  const keepPublished = quiz?.status === 'published';

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void save(keepPublished)(event)}
        noValidate
        className="space-y-8 rounded-2xl bg-white p-5 shadow-sm sm:p-6"
      >
        {locked && <Alert tone="warning">{QUIZ_LOCKED}</Alert>}
        <fieldset disabled={readOnly} className="space-y-8">
          <CommonFields locked={locked} />
          <Editor disabled={locked || readOnly} />
        </fieldset>
        <div className={readOnly ? 'hidden' : 'flex flex-wrap gap-3 border-t border-slate-200 pt-5'}>
          {quiz ? (
            <>
              <Button type="submit" busy={formState.isSubmitting}>
                {t('admin.quizzes.form.save')}
              </Button>
              {quiz.status === 'published' ? (
                <Button variant="secondary" onClick={() => setPending('withdraw')} disabled={formState.isSubmitting}>
                  {t('admin.quizzes.withdraw')}
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  onClick={() => setPending('publish')}
                  disabled={formState.isSubmitting || formState.isDirty}
                  aria-describedby={formState.isDirty ? 'quiz-publish-hint' : undefined}
                >
                  {t('admin.quizzes.publish')}
                </Button>
              )}
              {formState.isDirty && quiz.status !== 'published' && (
                <p id="quiz-publish-hint" className="self-center text-sm text-muted">
                  {t('admin.quizzes.form.saveBeforePublish')}
                </p>
              )}
            </>
          ) : (
            <>
              <Button type="submit" variant="secondary" busy={formState.isSubmitting}>
                {t('admin.quizzes.form.saveDraft')}
              </Button>
              <Button onClick={() => setPending('saveAndPublish')} disabled={formState.isSubmitting}>
                {t('admin.quizzes.form.saveAndPublish')}
              </Button>
            </>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title={t(pending === 'withdraw' ? 'admin.quizzes.confirm.withdrawTitle' : 'admin.quizzes.confirm.publishTitle')}
        message={t(pending === 'withdraw' ? 'admin.quizzes.confirm.withdraw' : 'admin.quizzes.confirm.publish')}
        confirmLabel={t(pending === 'withdraw' ? 'admin.quizzes.withdraw' : 'admin.quizzes.publish')}
        busy={acting || formState.isSubmitting}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending === 'saveAndPublish') {
            setPending(null);
            void save(true)();
          } else if (pending) void changeStatus(pending);
        }}
      />
    </FormProvider>
  );
}
