import { type ReactNode, useId } from 'react';

/** Ids tying a control to its label and its error message. */
export function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, errorId: `${controlId}-error` };
}

/** The accessibility attributes of a control that may carry an error. */
export const errorAttributes = (error: string | undefined, errorId: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorId : undefined,
});

/** The look of text inputs and text areas; a red border while the field has an error. */
export const controlClass = (error: string | undefined) =>
  `block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-xs placeholder:text-muted/70 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 read-only:bg-slate-100 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-muted ${error ? 'border-danger' : 'border-slate-300'}`;

export function RequiredMark() {
  return (
    <span className="text-danger" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

export function FieldError({
  id,
  error,
  className = 'mt-1.5',
}: {
  id: string;
  error?: string | undefined;
  className?: string;
}) {
  if (!error) return null;
  return (
    <p id={id} className={`${className} text-sm text-danger`}>
      {error}
    </p>
  );
}

/** A labelled field: label above, the control, its first error below. */
export function Field(props: {
  controlId: string;
  errorId: string;
  label: ReactNode;
  required?: boolean | undefined;
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={props.className}>
      <label htmlFor={props.controlId} className="mb-1.5 block text-sm font-semibold text-ink">
        {props.label}
        {props.required && <RequiredMark />}
      </label>
      {props.children}
      <FieldError id={props.errorId} error={props.error} />
    </div>
  );
}
