import { forwardRef, type InputHTMLAttributes } from 'react';
import { controlClass, errorAttributes, Field, useFieldIds } from './Field';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The first server or form message of this field. */
  error?: string | undefined;
}

export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, className = '', id, required, ...rest },
  ref,
) {
  const { controlId, errorId } = useFieldIds(id);
  return (
    <Field
      controlId={controlId}
      errorId={errorId}
      label={label}
      required={required}
      error={error}
      className={className}
    >
      <input
        ref={ref}
        id={controlId}
        required={required}
        {...errorAttributes(error, errorId)}
        className={`min-h-11 ${controlClass(error)}`}
        {...rest}
      />
    </Field>
  );
});
