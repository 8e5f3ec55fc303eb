import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { controlClass, errorAttributes, Field, useFieldIds } from './Field';

interface Props extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
}

/** A multi-line TextField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, Props>(function TextAreaField(
  { label, error, className = '', id, required, rows = 6, ...rest },
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
      <textarea
        ref={ref}
        id={controlId}
        required={required}
        rows={rows}
        {...errorAttributes(error, errorId)}
        className={`min-h-36 resize-y ${controlClass(error)}`}
        {...rest}
      />
    </Field>
  );
});
