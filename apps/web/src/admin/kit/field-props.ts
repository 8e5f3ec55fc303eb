import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * What a form's field component (TextField, TextAreaField, SelectField) takes for the field it
 * shows: the field registered under its name, with its message (the 422's, once set).
 */
export const fieldProps =
  <V extends FieldValues>({ register, getFieldState, formState }: UseFormReturn<V>) =>
  (name: FieldPath<V>) => ({ error: getFieldState(name, formState).error?.message, ...register(name) });
