import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string | undefined;
}

export const Checkbox = forwardRef<HTMLInputElement, Props>(function Checkbox(
  { label, error, id, required, className = '', ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          {...rest}
        />
        <label htmlFor={inputId} className="text-sm leading-relaxed text-ink">
          {label}
          {required && (
            <span className="text-danger" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
      </div>
      {error && (
        <p id={errorId} className="mt-1 pl-8 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
});
