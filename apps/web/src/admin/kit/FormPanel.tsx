import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type AnswerFields, submitting } from './submit';
import { Button } from '../../components/Button';

/**
 * A form that stands on its own on a page: its heading, its fields in two columns from `sm` up, a
 * hint, the submit and what came of it (`result`). The submit is `submitting`'s.
 */
export function FormPanel<V extends FieldValues>({
  id,
  heading,
  form,
  fields,
  failed,
  send,
  submit,
  hint,
  result,
  className = '',
  children,
}: {
  /** The heading's id is `${id}-heading`, the form's name. */
  id: string;
  heading: string;
  form: UseFormReturn<V>;
  fields: AnswerFields<V>;
  failed: string;
  send: (values: V) => Promise<unknown>;
  submit: string;
  hint?: string;
  result?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={submitting(form, fields, failed, send)}
      noValidate
      aria-labelledby={`${id}-heading`}
      className={`space-y-5 rounded-2xl bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold text-brand-900">
        {heading}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      {hint && <p className="text-sm text-muted">{hint}</p>}
      <Button type="submit" busy={form.formState.isSubmitting}>
        {submit}
      </Button>
      {result}
    </form>
  );
}
