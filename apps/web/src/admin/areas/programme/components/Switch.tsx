import { forwardRef, type InputHTMLAttributes } from 'react';
import { useFieldIds } from '../../../../components/Field';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  label: string;
  /** One line under the label: what turning it on does. */
  hint?: string;
}

/** An on/off setting: a checkbox that screen readers announce as a switch. */
export const Switch = forwardRef<HTMLInputElement, Props>(function Switch({ label, hint, id, ...rest }, ref) {
  const { controlId } = useFieldIds(id);
  const hintId = `${controlId}-hint`;
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div>
        <label htmlFor={controlId} className="block text-sm font-semibold text-ink">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="mt-0.5 text-sm text-muted">
            {hint}
          </p>
        )}
      </div>
      <input
        ref={ref}
        id={controlId}
        type="checkbox"
        role="switch"
        aria-describedby={hint ? hintId : undefined}
        className="peer mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:block before:size-5 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-700 checked:before:translate-x-[1.375rem] disabled:cursor-not-allowed disabled:opacity-60"
        {...rest}
      />
    </div>
  );
});
