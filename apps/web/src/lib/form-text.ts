/** A text field's value from a submitted form, trimmed ('' for a missing field or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}
