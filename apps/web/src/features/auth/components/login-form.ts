import { routePath } from '@portal/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { withRelease } from '../../../lib/release';

/**
 * What the two login forms need of a form: the values sent, one message per field, a busy
 * flag. They do without react-hook-form, whose 13 KB gzipped would be a twelfth of the login
 * page's download, the page every user opens first (docs/performance.md).
 */
export function useLoginForm<Field extends string>(fields: readonly Field[]) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  const fail = (field: Field, message: string) => setErrors((current) => ({ ...current, [field]: message }));
  /** Puts the server's first message of each field beside it (422). */
  const failFrom = (error: ApiError) => {
    for (const field of fields) {
      const message = error.fieldError(field);
      if (message) fail(field, message);
    }
  };
  /** Typing in a field clears that field's message. */
  const clear = (field: Field) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });

  const onSubmit = (send: (values: Record<Field, string>) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');
    const values = Object.fromEntries(fields.map((field) => [field, text(data.get(field))])) as Record<Field, string>;
    setBusy(true);
    void send(values).finally(() => setBusy(false));
  };

  const field = (name: Field) => ({ name, error: errors[name], onChange: () => clear(name) });

  /**
   * Logs in with `send` and opens the results page. A refusal puts the server's messages beside
   * the fields and hands the answer to `refused`; a network failure is only logged
   * (the form keeps what was typed), and the button is released for another try.
   */
  const logIn = async (send: () => Promise<unknown>, refused: (error: ApiError) => void) => {
    try {
      await withRelease(send);
      await navigate(routePath('realizations'));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        console.error(error);
        return;
      }
      failFrom(error);
      refused(error);
    }
  };

  return { busy, fail, failFrom, field, onSubmit, logIn };
}
