import { type AdminQuiz, type AdminQuizKind, QUIZ_LOCKED } from '@portal/contract';
import { adminQuizzesApi } from '@portal/contract/admin-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type FieldPath, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCall, errorMessage } from '../../../kit/api';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { Checkbox } from '../../../../components/Checkbox';
import { ConfirmDialog } from '../../../../components/Modal';
import { notify } from '../../../../components/notifications';
import { TextAreaField } from '../../../../components/TextAreaField';
import { ApiError } from '../../../../lib/api';
import { setFieldErrors } from '../../../../lib/form-errors';
import { quizzesKey } from '../api/quizzes';
import { bodyOf, type CommonValues, emptyValues, type QuizValues, valuesOf } from '../form-values';
import { CrosswordEditor } from './CrosswordEditor';
import { TextFields } from './editor-controls';
import { useFieldProps } from './field-error';
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
  const field = useFieldProps<CommonValues>();
  const label = (name: string) => t(`admin.quizzes.fields.${name}`);
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-bold text-brand-900">{t('admin.quizzes.form.common')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFields<CommonValues>
          fields={[
            ['title', label('title'), { required: true }],
            ['slug', label('slug'), { required: true, readOnly: locked, placeholder: 'quiz-wiosenny' }],
            ['opens_at', label('opensAt'), { type: 'date', required: true, readOnly: locked }],
            ['closes_at', label('closesAt'), { type: 'date', required: true }],
            ['attempts', label('attempts'), { required: true, inputMode: 'numeric', readOnly: locked }],
            ['prize_places', label('prizePlaces'), { inputMode: 'numeric' }],
          ]}
        />
      </div>
      <Checkbox label={label('placesPerRegion')} {...field('places_per_region')} />
      <p className="text-sm text-muted">{label('windowHint')}</p>
      <TextAreaField label={label('prizes')} required rows={3} {...field('prizes')} />
      <TextAreaField label={label('rules')} required rows={5} {...field('rules')} />
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
          await saved(answer.quiz, t(publish ? 'admin.quizzes.form.createdPublished' : 'admin.quizzes.form.created'));
        }
      } catch (error) {
        const paths = error instanceof ApiError ? (formPathsOf(error) as Record<string, FieldPath<QuizValues>>) : {};
        if (setFieldErrors(error, setError, paths, { focus: true })) notify.error(t('admin.quizzes.form.invalid'));
        else notify.error(errorMessage(error, t('admin.quizzes.form.failed')));
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
