import { AUTH_CODE_DIGITS } from '@portal/contract';
import { type ComponentProps, forwardRef } from 'react';
import { TextField } from './TextField';

type Props = Omit<ComponentProps<typeof TextField>, 'inputMode' | 'autoComplete' | 'maxLength'>;

/**
 * A code the portal sent by SMS: the phone's number pad, the code offered from the message where
 * the phone can (`one-time-code`), and no more digits than a code has.
 */
export const CodeField = forwardRef<HTMLInputElement, Props>(function CodeField(props, ref) {
  return (
    <TextField ref={ref} inputMode="numeric" autoComplete="one-time-code" maxLength={AUTH_CODE_DIGITS} {...props} />
  );
});
