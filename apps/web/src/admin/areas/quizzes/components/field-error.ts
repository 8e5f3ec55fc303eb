import { type FieldErrors, type FieldPath, type FieldValues, get, useFormContext } from 'react-hook-form';

/**
 * The message at a path of the form's errors: a field's own, or one the server gave a whole list
 * or item (`questions.2.answers`), which react-hook-form may keep under `root`.
 */
export function errorAt<T extends FieldValues>(errors: FieldErrors<T>, path: string): string | undefined {
  const found: { message?: unknown; root?: { message?: unknown } } | undefined = get(errors, path);
  const message = found?.message ?? found?.root?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** A field of the form around it as a control takes it: its registration and its message. */
export function useFieldProps<T extends FieldValues>() {
  const { register, formState } = useFormContext<T>();
  return (name: FieldPath<T>) => ({ error: errorAt(formState.errors, name), ...register(name) });
}
