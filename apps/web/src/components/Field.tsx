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

/**
 * The look of text inputs, selects and text areas; a red border while the field has an error.
 * Focus shows the outline every control has (index.css), not a faint ring of its own.
 */
export const controlClass = (error: string | undefined) =>
  `block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-xs placeholder:text-muted/70 focus:border-brand-700 read-only:bg-slate-100 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-muted ${error ? 'border-danger' : 'border-slate-300'}`;

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

/** The attributes every labelled control carries: its id, required flag, error wiring and look. */
export interface ControlProps {
  id: string;
  required: boolean | undefined;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/**
 * A labelled field: label above, the control, its first error below. The text, text-area and
 * select fields differ only in the control they render, so each passes it as a function of the
 * shared control attributes.
 */
export function Field(props: {
  id?: string | undefined;
  label: ReactNode;
  required?: boolean | undefined;
  error?: string | undefined;
  className?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const { controlId, errorId } = useFieldIds(props.id);
  return (
    <div className={props.className}>
      <label htmlFor={controlId} className="mb-1.5 block text-sm font-semibold text-ink">
        {props.label}
        {props.required && <RequiredMark />}
      </label>
      {props.children({
        id: controlId,
        required: props.required,
        ...errorAttributes(props.error, errorId),
        className: controlClass(props.error),
      })}
      <FieldError id={errorId} error={props.error} />
    </div>
  );
}
