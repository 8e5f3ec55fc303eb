import { describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit-rows.js';
import { appPerTest } from '../../../test/build-app.js';
import { staffClients } from '../../../test/staff.js';

const t = appPerTest();
const staff = staffClients(t);

describe('the points settings', () => {
  it('answers the rules in force with their version; a change of a rule makes a new version', async () => {
    const settings = (await staff.viewer.get('/api/admin/settings')).json().settings;
    // The demo: rolling expiry after 12 months, purchases wait 14 days, version 2.
    expect(settings).toMatchObject({
      pending_days: 14,
      pending_days_codes: 0,
      expiry_mode: 'rolling',
      points_expire_at: null,
      expiry_months: 12,
      expiry_min_days: 30,
      points_policy_version: 2,
      card_monthly_limit: null,
      card_max_order: null,
    });
    const changed = await staff.admin.put('/api/admin/settings', { pending_days: 7, card_monthly_limit: 1000 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().settings).toMatchObject({
      pending_days: 7,
      points_policy_version: 3,
      card_monthly_limit: 1000,
    });

    const { versions } = (await staff.viewer.get('/api/admin/points/policies')).json();
    expect(versions.map((version: { version: number }) => version.version)).toEqual([3, 2, 1]);
    expect(versions[0]).toMatchObject({ pending_days: 7, expiry_mode: 'rolling', operator_email: 'admin@demo.pl' });
    const [audit] = await auditRows(t, { action: 'settings.update' });
    expect(JSON.parse(audit!.details)).toMatchObject({
      before: { pending_days: 14, points_policy_version: 2 },
      after: { pending_days: 7, points_policy_version: 3 },
    });

    // A card limit alone is no rule of the points: no new version.
    await staff.admin.put('/api/admin/settings', { card_max_order: 500 });
    expect((await staff.viewer.get('/api/admin/settings')).json().settings.points_policy_version).toBe(3);
  });

  it('refuses a limit that is no multiple of 50, expiry at the edition end without its day, and a past day', async () => {
    const limit = await staff.admin.put('/api/admin/settings', { card_monthly_limit: 75 });
    expect(limit.statusCode).toBe(422);
    expect(limit.json().errors.card_monthly_limit).toEqual(['Limit podaj jako wielokrotność 50 albo zostaw pusty.']);
    const edition = await staff.admin.put('/api/admin/settings', { expiry_mode: 'edition' });
    expect(edition.json().errors.points_expire_at).toEqual([
      'Przy wygasaniu z końcem edycji podaj dzień wygaśnięcia punktów.',
    ]);
    const past = await staff.admin.put('/api/admin/settings', {
      expiry_mode: 'edition',
      points_expire_at: '2025-08-31',
    });
    expect(past.json().errors.points_expire_at).toEqual(['Dzień wygaśnięcia punktów nie może być w przeszłości.']);
    const days = await staff.admin.put('/api/admin/settings', { pending_days: 91 });
    expect(days.json().errors.pending_days).toEqual(['Najwyżej 90 dni.']);
    expect((await staff.viewer.get('/api/admin/points/policies')).json().versions).toHaveLength(2);
    expect((await staff.operator.put('/api/admin/settings', { pending_days: 3 })).statusCode).toBe(403);
  });

  it('asks a new edition for its day of expiry while points expire with the edition', async () => {
    await staff.admin.put('/api/admin/settings', { expiry_mode: 'edition', points_expire_at: '2025-12-31' });
    const edition = { edition: '2026', starts_at: '2026-01-01', ends_at: '2026-12-31' };
    const missing = await staff.admin.post('/api/admin/editions', edition);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.points_expire_at).toEqual([
      'Przy wygasaniu z końcem edycji podaj dzień wygaśnięcia punktów.',
    ]);
    const past = await staff.admin.post('/api/admin/editions', { ...edition, points_expire_at: '2025-01-31' });
    expect(past.json().errors.points_expire_at).toEqual(['Dzień wygaśnięcia punktów nie może być w przeszłości.']);
    expect((await staff.viewer.get('/api/admin/settings')).json().settings.edition).toBe('2025');
  });
});
