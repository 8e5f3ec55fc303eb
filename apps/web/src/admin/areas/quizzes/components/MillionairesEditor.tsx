import { MILLIONAIRES_MAX_QUESTIONS } from '@portal/contract';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { TextField } from '../../../../components/TextField';
import { emptyAnswer, emptyQuestion, type MillionairesValues } from '../form-values';
import { ListAlert, RemoveButton } from './editor-controls';
import { errorAt, useFieldProps } from './field-error';
import { PictureUpload } from './PictureUpload';

const MIN_ANSWERS = 2;
const MAX_ANSWERS = 4;
const letters = ['A', 'B', 'C', 'D'];

/** One question: its text, two to four answers (text or a picture with its description) and the right one. */
function QuestionEditor({ index, onRemove, canRemove }: { index: number; onRemove: () => void; canRemove: boolean }) {
  const { t } = useTranslation();
  const { control, register, formState, setValue, watch } = useFormContext<MillionairesValues>();
  const field = useFieldProps<MillionairesValues>();
  const answers = useFieldArray({ control, name: `questions.${index}.answers` });
  const number = index + 1;
  const correct = watch(`questions.${index}.correct`);
  const text = (name: string, letter?: string) => t(`admin.quizzes.millionaires.${name}`, { letter, number });

  const removeAnswer = (at: number) => {
    answers.remove(at);
    // The right answer keeps pointing at the same answer, or at none when it was removed.
    const chosen = Number(correct);
    if (correct === '' || chosen === at) setValue(`questions.${index}.correct`, '');
    else if (chosen > at) setValue(`questions.${index}.correct`, String(chosen - 1));
  };

  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-bold text-brand-900">{text('question')}</legend>
      <TextField label={text('questionText')} required {...field(`questions.${index}.name`)} />
      <div role="radiogroup" aria-label={text('answersOf')} className="space-y-3">
        {answers.fields.map((answer, at) => {
          const path = `questions.${index}.answers.${at}` as const;
          const picture = watch(`${path}.picture`);
          const letter = letters[at];
          const radioId = `question-${index}-correct-${at}`;
          return (
            <div
              key={answer.id}
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
                  {text('correct', letter)}
                </label>
              </div>
              <div className="space-y-2">
                <TextField
                  label={text(picture ? 'pictureAlt' : 'answerText', letter)}
                  required
                  {...field(`${path}.name`)}
                />
                {picture ? (
                  <div className="flex flex-wrap items-center gap-3">
                    <img src={picture} alt="" className="h-16 w-24 rounded border border-slate-200 object-contain" />
                    <Button
                      variant="ghost"
                      className="px-2 py-1 text-sm"
                      onClick={() => setValue(`${path}.picture`, '')}
                    >
                      {text('textInstead')}
                    </Button>
                  </div>
                ) : (
                  <PictureUpload
                    label={text('pictureInstead', letter)}
                    onUploaded={(uploaded) => setValue(`${path}.picture`, uploaded.url, { shouldDirty: true })}
                  />
                )}
                <ListAlert message={errorAt(formState.errors, `${path}.picture`)} />
              </div>
              <RemoveButton
                label={text('removeAnswerLabel', letter)}
                disabled={answers.fields.length <= MIN_ANSWERS}
                onClick={() => removeAnswer(at)}
              />
            </div>
          );
        })}
      </div>
      <ListAlert
        message={
          errorAt(formState.errors, `questions.${index}.answers`) ??
          errorAt(formState.errors, `questions.${index}.correct`)
        }
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={answers.fields.length >= MAX_ANSWERS}
          onClick={() => answers.append(emptyAnswer())}
        >
          {text('addAnswer')}
        </Button>
        <Button variant="ghost" disabled={!canRemove} onClick={onRemove}>
          {text('removeQuestion')}
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
  const { control, formState } = useFormContext<MillionairesValues>();
  const field = useFieldProps<MillionairesValues>();
  const questions = useFieldArray({
    control,
    name: 'questions',
    rules: {
      validate: (list) =>
        list.every((question) => question.correct !== '') || t('admin.quizzes.millionaires.markCorrect'),
    },
  });
  return (
    <fieldset disabled={disabled} className="space-y-4">
      <legend className="text-lg font-bold text-brand-900">{t('admin.quizzes.millionaires.title')}</legend>
      <TextField
        label={t('admin.quizzes.millionaires.perAttempt')}
        inputMode="numeric"
        className="max-w-xs"
        {...field('questions_per_attempt')}
      />
      <ListAlert message={errorAt(formState.errors, 'questions')} />
      {questions.fields.map((question, index) => (
        <QuestionEditor
          key={question.id}
          index={index}
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
