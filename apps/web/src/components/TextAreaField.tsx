import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { Field } from './Field';

interface Props extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
}

/** A multi-line TextField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, Props>(function TextAreaField(
  { label, error, className = '', id, required, rows = 6, ...rest },
  ref,
) {
  return (
    <Field id={id} label={label} required={required} error={error} className={className}>
      {(control) => (
        <textarea ref={ref} {...control} rows={rows} className={`min-h-36 resize-y ${control.className}`} {...rest} />
      )}
    </Field>
  );
});
