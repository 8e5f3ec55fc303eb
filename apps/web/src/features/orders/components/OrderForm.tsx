import '../texts';
import { createOrderSchema, type OrderQuestion } from '@portal/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { FieldError } from '../../../components/Field';
import { notify } from '../../../components/notifications';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { setFieldErrors } from '../../../lib/form-errors';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { withRelease } from '../../../lib/release';
import { zodRule } from '../../../lib/zod-rule';
import { refreshPoints } from '../../../lib/points-queries';
import { createOrder } from '../api/create-order';
import { fetchOrderQuestion } from '../api/order-question';

/** The success notification stays 6 seconds. */
const SUCCESS_MS = 6000;

interface Values {
  value: string;
  answer: string;
}

const blank: Values = { value: '', answer: '' };

/** The value is checked by the contract's rule, the server's own messages. */
const orderValueRule = zodRule(createOrderSchema.shape.value);

/** The two steps of a top-up order: "Dalej" draws the question, "Zamów" orders. */
export function OrderForm({ balance, disabled }: { balance: number; disabled: boolean }) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState<OrderQuestion | null>(null);
  // One key per submission: a retry of the same submission (after a lost answer) reuses it.
  const [submissionKey, setSubmissionKey] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: blank });

  const backToValue = () => {
    setQuestion(null);
    setSubmissionKey(null);
    // The next question has other answers.
    setValue('answer', '');
    clearErrors('answer');
  };

  const next = handleSubmit(async () => {
    try {
      setQuestion(await withRelease(fetchOrderQuestion));
    } catch (error) {
      notify.error(error instanceof ApiError && error.message ? error.message : t('orders.questionFailed'));
    }
  });

  const order = handleSubmit(async ({ value, answer }) => {
    const key = submissionKey ?? newIdempotencyKey();
    setSubmissionKey(key);
    try {
      await withRelease(() => createOrder({ value: Number(value), userAnswer: Number(answer) }, key));
    } catch (error) {
      // The value is to be changed: back to the first step, the error under the field.
      if (error instanceof ApiError && error.status === 422 && error.fieldError('value')) backToValue();
      setFieldErrors(error, setError, { value: 'value', userAnswer: 'answer' });
      notify.error(error instanceof ApiError && error.message ? error.message : t('orders.failed'));
      // The refusal may come from something that changed meanwhile: the deadline, the balance.
      if (error instanceof ApiError) void refreshPoints();
      return;
    }
    notify.success(t('orders.successHint'), { title: t('orders.success'), duration: SUCCESS_MS });
    setSubmissionKey(null);
    setQuestion(null);
    reset(blank);
    // The balance, the history and the list of orders (from whichever page it shows) are read again.
    void refreshPoints();
  });

  const validateValue = (raw: string) => {
    // The schema reads an empty field as 0; here it is a value not given yet.
    if (raw.trim() === '') return t('orders.valueRequired');
    const valid = orderValueRule(raw);
    if (valid !== true) return valid;
    return Number(raw) <= balance || t('orders.valueOverBalance');
  };

  return (
    <form onSubmit={(event) => void (question ? order(event) : next(event))} noValidate aria-labelledby="order-heading">
      <fieldset disabled={disabled} className="space-y-5">
        <p className="text-sm text-muted">{t('orders.available', { formatted: balance.toLocaleString('pl-PL') })}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="sm:w-80">
            <TextField
              id="order-value"
              label={t('orders.valueLabel')}
              type="number"
              inputMode="numeric"
              step={100}
              min={0}
              required
              readOnly={question !== null}
              error={errors.value?.message}
              aria-describedby={errors.value ? 'order-value-error order-value-hint' : 'order-value-hint'}
              {...register('value', {
                onChange: () => clearErrors('value'),
                validate: validateValue,
              })}
            />
            <p id="order-value-hint" className="mt-1.5 text-sm text-muted">
              {t('orders.valueHint')}
            </p>
          </div>
          {question === null ? (
            <Button type="submit" busy={isSubmitting} className="shrink-0 sm:mt-7">
              {t('orders.next')}
            </Button>
          ) : (
            <Button
              variant="ghost"
              className="shrink-0 whitespace-nowrap sm:mt-7"
              disabled={isSubmitting}
              onClick={backToValue}
            >
              {t('orders.back')}
            </Button>
          )}
        </div>

        {question && (
          <>
            <fieldset
              className="rounded-xl bg-brand-50 p-4"
              aria-describedby={errors.answer ? 'order-answer-error' : undefined}
            >
              <legend className="float-left mb-3 w-full font-semibold text-brand-900">{question.name}</legend>
              <div className="clear-both space-y-2">
                {question.answers.map((answer) => (
                  <label
                    key={answer.id}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg bg-white px-3 py-2 ring-1 ring-brand-100 has-checked:ring-2 has-checked:ring-brand-700"
                  >
                    <input
                      type="radio"
                      value={String(answer.id)}
                      className="size-4 accent-brand-700"
                      {...register('answer', {
                        required: t('orders.answerRequired'),
                        onChange: () => {
                          clearErrors('answer');
                          // Another answer makes it another submission.
                          setSubmissionKey(null);
                        },
                      })}
                    />
                    <span>{answer.name}</span>
                  </label>
                ))}
              </div>
              <FieldError id="order-answer-error" error={errors.answer?.message} />
            </fieldset>
            <Button type="submit" busy={isSubmitting} className="w-full sm:w-auto">
              {t('orders.submit')}
            </Button>
          </>
        )}
      </fieldset>
    </form>
  );
}
