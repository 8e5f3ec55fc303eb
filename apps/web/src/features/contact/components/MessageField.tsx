import { forwardRef, type TextareaHTMLAttributes, useId } from 'react';

interface Props extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
}

/** A multi-line field styled like TextField: the body of the message. */
export const MessageField = forwardRef<HTMLTextAreaElement, Props>(function MessageField(
  { label, error, required, ...rest },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <textarea
        ref={ref}
        id={id}
        required={required}
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`block min-h-36 w-full resize-y rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-xs focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 ${error ? 'border-danger' : 'border-slate-300'}`}
        {...rest}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
});
