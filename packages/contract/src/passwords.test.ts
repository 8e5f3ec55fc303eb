import { describe, expect, it } from 'vitest';
import { loginSchema } from './auth.js';
import { completeInvitationSchema } from './invitations.js';
import { PASSWORD_MAX_LENGTH, passwordMessages, resetPasswordSchema } from './passwords.js';
import { userCredentialsSchema } from './profile.js';

/** A password that meets every rule and is one character too long. */
const tooLong = `Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH - 3)}`;

/** Every message a parse gives, keyed by the dotted path of its field. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}

describe(`every password field takes at most ${PASSWORD_MAX_LENGTH} characters`, () => {
  it('login', () => {
    const result = loginSchema.safeParse({ email: 'lider@demo.pl', password: tooLong });
    expect(messages(result)).toEqual({ password: [passwordMessages.tooLong] });
    expect(loginSchema.safeParse({ email: 'lider@demo.pl', password: tooLong.slice(1) }).success).toBe(true);
  });

  it('password reset: the new password and its confirmation', () => {
    const result = resetPasswordSchema.safeParse({
      password: tooLong,
      password_confirmation: tooLong,
      token: 'token',
      email: 'lider@demo.pl',
    });
    expect(messages(result)).toEqual({
      password: [passwordMessages.tooLong],
      password_confirmation: [passwordMessages.tooLong],
    });
  });

  it('login data: the new password and its confirmation', () => {
    const result = userCredentialsSchema.safeParse({
      user: { name: 'jan', password: tooLong, password_confirmation: tooLong, current_password: 'Demo!2025' },
    });
    expect(messages(result)).toMatchObject({
      'user.password': [passwordMessages.tooLong],
      'user.password_confirmation': [passwordMessages.tooLong],
    });
  });

  it('registration by invitation: the password and its confirmation', () => {
    const result = completeInvitationSchema.safeParse({
      invitationKey: 'KEY',
      user: { authMethod: 'password', password: tooLong, passwordConfirmation: tooLong },
    });
    expect(messages(result)).toMatchObject({
      'user.password': [passwordMessages.tooLong],
      'user.password_confirmation': [passwordMessages.tooLong],
    });
  });
});
