import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { errorAttributes, FieldError, RequiredMark, useFieldIds } from './Field';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string | undefined;
}

export const Checkbox = forwardRef<HTMLInputElement, Props>(function Checkbox(
  { label, error, id, required, className = '', ...rest },
  ref,
) {
  const { controlId, errorId } = useFieldIds(id);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={controlId}
          type="checkbox"
          required={required}
          {...errorAttributes(error, errorId)}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          {...rest}
        />
        <label htmlFor={controlId} className="text-sm leading-relaxed text-ink">
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      <FieldError id={errorId} error={error} className="mt-1 pl-8" />
    </div>
  );
});
