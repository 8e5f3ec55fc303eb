import { forwardRef, type SelectHTMLAttributes } from 'react';
import { Field } from './Field';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: { value: string; label: string }[];
  /** The empty first option, shown until a choice is made. */
  placeholder?: string;
  error?: string | undefined;
}

/** A labelled select with its first error below, looking like the text fields. */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, options, placeholder, error, className = '', id, required, ...rest },
  ref,
) {
  return (
    <Field id={id} label={label} required={required} error={error} className={className}>
      {(control) => (
        <select ref={ref} {...control} className={`min-h-11 ${control.className}`} {...rest}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});
