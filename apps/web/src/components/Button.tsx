import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';

type Variant = 'primary' | 'secondary' | 'ghost';

const variants: Record<Variant, string> = {
  primary: 'bg-accent-400 text-brand-950 hover:bg-accent-500 shadow-sm',
  secondary: 'bg-brand-800 text-white hover:bg-brand-700',
  ghost: 'bg-transparent text-brand-800 hover:bg-brand-50',
};

/** `small`: a button in a table's row, as tall (a finger's reach) but with little padding and smaller text. */
type Size = 'normal' | 'small';

const sizes: Record<Size, string> = {
  normal: 'px-5 py-2.5 text-base',
  small: 'px-2 py-1 text-sm',
};

export const buttonClass = (variant: Variant = 'primary', size: Size = 'normal') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg ${sizes[size]} font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]}`;

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  /** Shows a spinner and blocks the button while a call is in flight. */
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'normal',
  busy = false,
  disabled,
  children,
  className = '',
  ...rest
}: Props) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`${buttonClass(variant, size)} ${className}`}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}
