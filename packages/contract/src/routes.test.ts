import { describe, expect, it } from 'vitest';
import { routePath } from './routes.js';

describe('routePath', () => {
  it('builds paths from the spec’s names and from their aliases', () => {
    expect(routePath('realizations')).toBe('/moje-wyniki');
    expect(routePath('dashboard')).toBe('/moje-wyniki');
    expect(routePath('register', { key: 'DEMO-INVITE-2025' })).toBe('/finalizuj-zaproszenie/DEMO-INVITE-2025');
  });

  it('encodes parameters and refuses a missing one', () => {
    expect(routePath('resetPassword', { token: 'a/b', email: 'jan@demo.pl' })).toBe(
      '/zmiana-hasla/a%2Fb/jan%40demo.pl',
    );
    expect(() => routePath('NewsShow')).toThrow('needs the parameter slug');
  });
});
