import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

interface FieldErrorsOptions {
  /** Where the answer nests the form's fields, e.g. 'statement.' for the consents. */
  prefix?: string;
  /** The first field given a message takes the focus. */
  focus?: boolean;
}

/**
 * Puts a 422 answer's messages under the form's fields, so every form shows the server's Polish
 * text the same way. `fields` lists the form's fields when they are named as in the answer, or
 * maps the answer's keys to them when they are not. Returns whether any field got a message:
 * false for any other failure, so the caller says what went wrong instead.
 */
export function setFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[] | Readonly<Record<string, FieldPath<T>>>,
  { prefix = '', focus = false }: FieldErrorsOptions = {},
): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  const pairs: [string, FieldPath<T>][] = isFieldList(fields)
    ? fields.map((field) => [field, field])
    : Object.entries(fields);
  let shown = false;
  for (const [key, field] of pairs) {
    const message = error.fieldError(prefix + key);
    if (!message) continue;
    setError(field, { message }, { shouldFocus: focus && !shown });
    shown = true;
  }
  return shown;
}

function isFieldList<T extends FieldValues>(
  fields: readonly FieldPath<T>[] | Readonly<Record<string, FieldPath<T>>>,
): fields is readonly FieldPath<T>[] {
  return Array.isArray(fields);
}
