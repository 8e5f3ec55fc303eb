import type { FormEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { notify } from '../../components/notifications';
import { setFieldErrors } from '../../lib/form-errors';
import { errorMessage } from './api';

/** The form's fields as the 422 answer names them, or the answer's keys mapped to them. */
export type AnswerFields<V extends FieldValues> = readonly FieldPath<V>[] | Readonly<Record<string, FieldPath<V>>>;

/**
 * Every back-office form's submit: `send` gets the checked values; the server's 422 messages go
 * under `fields` (the first takes the focus), any other refusal is a notice with `failed` as its
 * fallback, or goes to `failed` when it is a function (a form that shows it above itself).
 */
export function submitting<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'handleSubmit' | 'setError'>,
  fields: AnswerFields<V>,
  failed: string | ((error: unknown) => void),
  send: (values: V) => Promise<unknown>,
): (event: FormEvent) => void {
  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      if (setFieldErrors(error, form.setError, fields, { focus: true })) return;
      if (typeof failed === 'string') notify.error(errorMessage(error, failed));
      else failed(error);
    }
  });
  return (event) => void submit(event);
}
