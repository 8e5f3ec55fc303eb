import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field } from './Field';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The first server or form message of this field. */
  error?: string | undefined;
}

export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, className = '', id, required, ...rest },
  ref,
) {
  return (
    <Field id={id} label={label} required={required} error={error} className={className}>
      {(control) => <input ref={ref} {...control} className={`min-h-11 ${control.className}`} {...rest} />}
    </Field>
  );
});
