import { describe, expect, it } from 'vitest';
import { isBackOfficePath, routeAt, routePath, routePaths } from './routes.js';

describe('routePath', () => {
  it('builds paths from the routes’ names and from their aliases', () => {
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

describe('isBackOfficePath', () => {
  it('takes the back office and its pages, with or without a query, and nothing that only begins alike', () => {
    for (const url of ['/admin', '/admin/', '/admin/uczestnicy', '/admin?next=%2Fadmin%2Ffirmy']) {
      expect(isBackOfficePath(url), url).toBe(true);
    }
    for (const url of ['/', '/administracja', '/adminx/1', '/moje-wyniki?admin']) {
      expect(isBackOfficePath(url), url).toBe(false);
    }
  });
});

describe('routeAt', () => {
  it('finds the route of a path, a parameter standing for one segment, with or without a closing slash', () => {
    expect(routeAt('/')).toBe('home');
    expect(routeAt('/login')).toBe('login');
    expect(routeAt('/login/')).toBe('login');
    expect(routeAt('/moj-profil/zmien-dane')).toBe('accountEditData');
    expect(routeAt('/aktualnosci/nowa-promocja')).toBe('NewsShow');
    expect(routeAt('/zmiana-hasla/abc/jan%40demo.pl')).toBe('resetPassword');
  });

  it('finds every route at its own path, as React Router does (any case)', () => {
    for (const [name, path] of Object.entries(routePaths)) {
      const filled = path.replace(/:[A-Za-z]+/g, 'x1');
      expect(routeAt(filled), filled).toBe(name);
      expect(routeAt(filled.toUpperCase()), filled).toBe(name);
    }
  });

  it('finds nothing for a path no route has', () => {
    for (const path of ['/nie-ma-takiej', '/aktualnosci/a/b', '/zmiana-hasla/abc', '/loginx', '/admin']) {
      expect(routeAt(path), path).toBeUndefined();
    }
  });
});
