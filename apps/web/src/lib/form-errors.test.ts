import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { setFieldErrors } from './form-errors';

interface Values {
  email: string;
  accept: boolean;
}

const refused = new ApiError(422, 'Popraw dane.', {
  email: ['Podaj adres e-mail.'],
  'statement.accept': ['Zaakceptuj regulamin.'],
});

describe('setFieldErrors', () => {
  it('puts the messages of the named fields under them, the focus on the first', () => {
    const setError = vi.fn();
    expect(setFieldErrors<Values>(refused, setError, ['email', 'accept'], { focus: true })).toBe(true);
    expect(setError.mock.calls).toEqual([['email', { message: 'Podaj adres e-mail.' }, { shouldFocus: true }]]);
  });

  it('reads nested and renamed keys', () => {
    const setError = vi.fn();
    setFieldErrors<Values>(refused, setError, ['accept'], { prefix: 'statement.' });
    setFieldErrors<Values>(refused, setError, { email: 'email' });
    expect(setError.mock.calls).toEqual([
      ['accept', { message: 'Zaakceptuj regulamin.' }, { shouldFocus: false }],
      ['email', { message: 'Podaj adres e-mail.' }, { shouldFocus: false }],
    ]);
  });

  it('leaves the form alone for any other failure', () => {
    const setError = vi.fn();
    expect(setFieldErrors<Values>(new ApiError(429, 'Za dużo prób.'), setError, ['email'])).toBe(false);
    expect(setFieldErrors<Values>(new Error('offline'), setError, ['email'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
