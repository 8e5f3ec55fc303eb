import { MILLIONAIRES_MAX_QUESTIONS } from '@portal/contract';
import { type Control, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { TextField } from '../../../../components/TextField';
import { emptyAnswer, emptyQuestion, type MillionairesValues } from '../form-values';
import { errorAt } from './field-error';
import { PictureUpload } from './PictureUpload';

const MIN_ANSWERS = 2;
const MAX_ANSWERS = 4;
const letters = ['A', 'B', 'C', 'D'];

/** One question: its text, two to four answers (text or a picture with its description) and the right one. */
function QuestionEditor({
  index,
  control,
  onRemove,
  canRemove,
}: {
  index: number;
  control: Control<MillionairesValues>;
  onRemove: () => void;
  canRemove: boolean;
}) {
  const { t } = useTranslation();
  const { register, formState, setValue, watch } = useFormContext<MillionairesValues>();
  const answers = useFieldArray({ control, name: `questions.${index}.answers` });
  const number = index + 1;
  const correct = watch(`questions.${index}.correct`);
  const answersError = errorAt(formState.errors, `questions.${index}.answers`);
  const correctError = errorAt(formState.errors, `questions.${index}.correct`);

  const removeAnswer = (at: number) => {
    answers.remove(at);
    // The right answer keeps pointing at the same answer, or at none when it was removed.
    const chosen = Number(correct);
    if (correct === '' || chosen === at) setValue(`questions.${index}.correct`, '');
    else if (chosen > at) setValue(`questions.${index}.correct`, String(chosen - 1));
  };

  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-bold text-brand-900">{t('admin.quizzes.millionaires.question', { number })}</legend>
      <TextField
        label={t('admin.quizzes.millionaires.questionText')}
        required
        error={errorAt(formState.errors, `questions.${index}.name`)}
        {...register(`questions.${index}.name`)}
      />
      <div role="radiogroup" aria-label={t('admin.quizzes.millionaires.answersOf', { number })} className="space-y-3">
        {answers.fields.map((field, at) => {
          const picture = watch(`questions.${index}.answers.${at}.picture`);
          const radioId = `question-${index}-correct-${at}`;
          return (
            <div
              key={field.id}
              className="grid gap-2 rounded-lg bg-slate-50 p-3 sm:grid-cols-[auto_1fr_auto] sm:items-start"
            >
              <div className="flex items-center gap-2 pt-1">
                <input
                  id={radioId}
                  type="radio"
                  value={String(at)}
                  className="size-5 accent-brand-800"
                  {...register(`questions.${index}.correct`)}
                />
                <label htmlFor={radioId} className="text-sm font-semibold">
                  {t('admin.quizzes.millionaires.correct', { letter: letters[at], number })}
                </label>
              </div>
              <div className="space-y-2">
                <TextField
                  label={
                    picture
                      ? t('admin.quizzes.millionaires.pictureAlt', { letter: letters[at] })
                      : t('admin.quizzes.millionaires.answerText', { letter: letters[at] })
                  }
                  required
                  error={errorAt(formState.errors, `questions.${index}.answers.${at}.name`)}
                  {...register(`questions.${index}.answers.${at}.name`)}
                />
                {picture ? (
                  <div className="flex flex-wrap items-center gap-3">
                    <img src={picture} alt="" className="h-16 w-24 rounded border border-slate-200 object-contain" />
                    <Button
                      variant="ghost"
                      className="px-2 py-1 text-sm"
                      onClick={() => setValue(`questions.${index}.answers.${at}.picture`, '')}
                    >
                      {t('admin.quizzes.millionaires.textInstead')}
                    </Button>
                  </div>
                ) : (
                  <PictureUpload
                    label={t('admin.quizzes.millionaires.pictureInstead', { letter: letters[at] })}
                    onUploaded={(uploaded) =>
                      setValue(`questions.${index}.answers.${at}.picture`, uploaded.url, { shouldDirty: true })
                    }
                  />
                )}
                {errorAt(formState.errors, `questions.${index}.answers.${at}.picture`) && (
                  <p role="alert" className="text-sm text-danger">
                    {errorAt(formState.errors, `questions.${index}.answers.${at}.picture`)}
                  </p>
                )}
              </div>
              <Button
                variant="ghost"
                className="px-2 py-1 text-sm"
                disabled={answers.fields.length <= MIN_ANSWERS}
                aria-label={t('admin.quizzes.millionaires.removeAnswerLabel', { letter: letters[at], number })}
                onClick={() => removeAnswer(at)}
              >
                {t('admin.quizzes.remove')}
              </Button>
            </div>
          );
        })}
      </div>
      {(answersError ?? correctError) && (
        <p role="alert" className="text-sm text-danger">
          {answersError ?? correctError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={answers.fields.length >= MAX_ANSWERS}
          onClick={() => answers.append(emptyAnswer())}
        >
          {t('admin.quizzes.millionaires.addAnswer')}
        </Button>
        <Button variant="ghost" disabled={!canRemove} onClick={onRemove}>
          {t('admin.quizzes.millionaires.removeQuestion', { number })}
        </Button>
      </div>
    </fieldset>
  );
}

/**
 * The millionaires questions (at least five; an attempt draws `questions_per_attempt` of them):
 * each with two to four answers, text or a picture, exactly one marked right. The browser asks
 * for the right answer before sending; the server judges the rest.
 */
export function MillionairesEditor({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<MillionairesValues>();
  const questions = useFieldArray({
    control,
    name: 'questions',
    rules: {
      validate: (list) =>
        list.every((question) => question.correct !== '') || t('admin.quizzes.millionaires.markCorrect'),
    },
  });
  const listError = errorAt(formState.errors, 'questions');
  return (
    <fieldset disabled={disabled} className="space-y-4">
      <legend className="text-lg font-bold text-brand-900">{t('admin.quizzes.millionaires.title')}</legend>
      <TextField
        label={t('admin.quizzes.millionaires.perAttempt')}
        inputMode="numeric"
        className="max-w-xs"
        error={errorAt(formState.errors, 'questions_per_attempt')}
        {...register('questions_per_attempt')}
      />
      {listError && (
        <p role="alert" className="text-sm text-danger">
          {listError}
        </p>
      )}
      {questions.fields.map((field, index) => (
        <QuestionEditor
          key={field.id}
          index={index}
          control={control}
          canRemove={questions.fields.length > 1}
          onRemove={() => questions.remove(index)}
        />
      ))}
      <Button
        variant="secondary"
        disabled={questions.fields.length >= MILLIONAIRES_MAX_QUESTIONS}
        onClick={() => questions.append(emptyQuestion())}
      >
        {t('admin.quizzes.millionaires.addQuestion')}
      </Button>
    </fieldset>
  );
}
