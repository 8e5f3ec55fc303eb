import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo.js';
import { isCommonPassword } from './common-passwords.js';

describe('isCommonPassword', () => {
  it('knows the commonest passwords as the password rule makes people write them', () => {
    for (const password of ['password1', 'Password1!', 'PASSWORD1!', 'Qwerty123!', 'Passw0rd!', 'Iloveyou1!']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets the demo password and passwords of no list through', () => {
    for (const password of [DEMO_PASSWORD, 'Nowe!Haslo7', 'Okiennica#Brzoza17']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });

  it('refuses the first 10,000 entries of the list only', () => {
    // "23021984" is the list's 9,996th entry, "monkey123" one far beyond the first 10,000.
    expect(isCommonPassword('23021984')).toBe(true);
    expect(isCommonPassword('Monkey123!')).toBe(false);
  });
});
