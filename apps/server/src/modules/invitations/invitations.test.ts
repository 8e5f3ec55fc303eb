import { passwordMessages } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { impersonate, loginAs, TestClient } from '../../../test/client.js';
import { DEMO_INVITATION_KEY } from '../../seed/demo.js';
import { INVITATIONS_PER_HOUR } from './invitations.service.js';
import { COMPLETIONS_PER_IP, COMPLETIONS_PER_KEY, LOOKUPS_PER_KEY } from './registration.service.js';
import { sentMessages } from '../../../test/sent-messages.js';

const t = appPerTest();

const APP_URL = 'http://localhost:3000';
const newSeller = {
  first_name: 'Ewa',
  last_name: 'Malinowska',
  email: 'ewa.malinowska@example.pl',
  phone: '601 202 303',
};

async function lastMailTo(to: string) {
  return (await sentMessages(t, { to })).at(-1);
}

/** The key of the invitation link in the newest e-mail to `to`. */
async function invitationKeyMailedTo(to: string): Promise<string> {
  const mail = await lastMailTo(to);
  const match = mail?.body.match(/http:\/\/localhost:3000\/finalizuj-zaproszenie\/([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`No invitation link was mailed to ${to}`);
  return match[1];
}

function registration(overrides: { user?: object; company?: object; statement?: object; invitationKey?: string } = {}) {
  return {
    invitationKey: overrides.invitationKey ?? DEMO_INVITATION_KEY,
    user: {
      authMethod: 'password',
      email: 'jan.nowak@demo.pl',
      password: 'Nowak#2025',
      passwordConfirmation: 'Nowak#2025',
      firstName: 'Jan',
      lastName: 'Nowak',
      phone: '500100299',
      taxDeclaration: 'pit',
      role: 'seller',
      isActive: true,
      ...overrides.user,
    },
    company: { name: 'Okna i Drzwi Kowalscy Sp. z o.o.', sap: '1000001', ...overrides.company },
    statement: {
      accept_regulations: true,
      accept_privacy_policy: true,
      accept_marketing_data_process: false,
      ...overrides.statement,
    },
  };
}

const completeUrl = '/api/invitations/complete-invitation';

describe('POST /api/invitations', () => {
  it('invites a seller to the inviter’s current company and e-mails the activation link', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const response = await leader.post('/api/invitations', newSeller);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Zaproszenie z linkiem aktywacyjnym zostało wysłane na podany adres e-mail.',
    });

    const row = await t.db
      .selectFrom('invitations')
      .innerJoin('companies', 'companies.id', 'invitations.company_id')
      .innerJoin('users', 'users.id', 'invitations.inviter_id')
      .select(['invitations.role', 'invitations.phone', 'invitations.completed_at', 'companies.sap', 'users.email'])
      .where('invitations.email', '=', newSeller.email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      role: 'seller',
      phone: '601202303',
      completed_at: null,
      sap: '1000001',
      email: 'lider@demo.pl',
    });

    const mail = await lastMailTo(newSeller.email);
    expect(mail?.subject).toBe('Zaproszenie do programu Partner Plus');
    expect(mail?.body).toContain('Dzień dobry Ewa,');
    const key = await invitationKeyMailedTo(newSeller.email);
    expect(mail?.body).toContain(`${APP_URL}/finalizuj-zaproszenie/${key}`);
    // Only a hash of the key is kept.
    const stored = await t.db
      .selectFrom('invitations')
      .select('key_hash')
      .where('email', '=', newSeller.email)
      .executeTakeFirstOrThrow();
    expect(stored.key_hash).not.toContain(key);

    const fetched = await new TestClient(t.app).get(`/api/invitations/${key}`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json().invitation).toMatchObject({
      first_name: 'Ewa',
      last_name: 'Malinowska',
      email: 'ewa.malinowska@example.pl',
      phone: '601202303',
      role: 'seller',
      company: { sap: '1000001' },
    });
  });

  it('keeps no invitation when its e-mail cannot be sent', async () => {
    t.app.mailer.send = () => Promise.reject(new Error('SMTP is down'));
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const response = await leader.post('/api/invitations', newSeller);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, error: 'Wystąpił nieznany błąd.' });
    const rows = await t.db.selectFrom('invitations').select('id').where('email', '=', newSeller.email).execute();
    expect(rows).toHaveLength(0);
  });

  it('invites to the branch the session has switched to', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    expect((await leader.post('/api/change-company', { sap: '1000002' })).statusCode).toBe(200);
    expect((await leader.post('/api/invitations', newSeller)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('invitations')
      .innerJoin('companies', 'companies.id', 'invitations.company_id')
      .select('companies.sap')
      .where('invitations.email', '=', newSeller.email)
      .executeTakeFirstOrThrow();
    expect(row.sap).toBe('1000002');
  });

  it('lets any seller invite, and a leader who does not sell', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await seller.post('/api/invitations', newSeller)).statusCode).toBe(200);
    const participant = await loginAs(t.app, 'uczestnik@demo.pl');
    const other = { ...newSeller, email: 'inny@example.pl', phone: '' };
    expect((await participant.post('/api/invitations', other)).statusCode).toBe(200);
  });

  it('names each missing field and a phone that is not 9 digits, and saves nothing', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const empty = await leader.post('/api/invitations', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      first_name: ['Podaj imię.'],
      last_name: ['Podaj nazwisko.'],
      email: ['Podaj adres e-mail.'],
    });

    const badPhone = await leader.post('/api/invitations', { ...newSeller, phone: '12345' });
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json().errors).toEqual({ phone: ['Podaj numer telefonu (9 cyfr).'] });

    const badEmail = await leader.post('/api/invitations', { ...newSeller, email: 'ewa@' });
    expect(Object.keys(badEmail.json().errors)).toEqual(['email']);

    const count = await t.db
      .selectFrom('invitations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('refuses an address that belongs to a user or already has a pending invitation', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const taken = await leader.post('/api/invitations', { ...newSeller, email: 'Sprzedawca@demo.pl' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['Ten adres e-mail należy już do uczestnika programu.'] });

    const invited = await leader.post('/api/invitations', { ...newSeller, email: 'jan.nowak@demo.pl' });
    expect(invited.statusCode).toBe(422);
    expect(invited.json().errors).toEqual({ email: ['Na ten adres e-mail wysłano już zaproszenie.'] });
  });

  it('refuses an operator looking as the user, and a visitor', async () => {
    const operator = await impersonate(t.app, t.db, 'lider@demo.pl');
    const response = await operator.post('/api/invitations', newSeller);
    expect(response.statusCode).toBe(403);
    expect(response.json().success).toBe(false);
    expect(await lastMailTo(newSeller.email)).toBeUndefined();

    expect((await new TestClient(t.app).post('/api/invitations', newSeller)).statusCode).toBe(401);
  });

  it(`allows ${INVITATIONS_PER_HOUR} invitations an hour per user`, async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    for (let i = 0; i < INVITATIONS_PER_HOUR; i++) {
      const response = await leader.post('/api/invitations', {
        ...newSeller,
        email: `seller${i}@example.pl`,
        phone: '',
      });
      expect(response.statusCode).toBe(200);
    }
    const refused = await leader.post('/api/invitations', { ...newSeller, email: 'one-more@example.pl' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Wysłano zbyt wiele zaproszeń\./);

    t.clock.advance(60 * 60_000);
    expect((await leader.post('/api/invitations', { ...newSeller, email: 'one-more@example.pl' })).statusCode).toBe(
      200,
    );
  });
});

describe('GET /api/user-invitations', () => {
  it('lists the invitations the user sent, newest first, with Polish dates', async () => {
    t.clock.advance(24 * 60 * 60_000);
    const leader = await loginAs(t.app, 'lider@demo.pl');
    await leader.post('/api/invitations', newSeller);

    const response = await leader.get('/api/user-invitations');
    expect(response.statusCode).toBe(200);
    const { success, items } = response.json();
    expect(success).toBe(true);
    expect(items).toEqual([
      {
        id: expect.any(Number),
        created_at_date: '02.09.2025',
        first_name: 'Ewa',
        last_name: 'Malinowska',
        email: 'ewa.malinowska@example.pl',
        phone: '601202303',
        completed_at_date: null,
        expires_at_date: '16.09.2025 12:00',
        expired: false,
      },
      {
        id: expect.any(Number),
        created_at_date: '01.09.2025',
        first_name: 'Jan',
        last_name: 'Nowak',
        email: 'jan.nowak@demo.pl',
        phone: '500100299',
        completed_at_date: null,
        expires_at_date: '01.09.2026 12:00',
        expired: false,
      },
    ]);

    t.clock.advance(24 * 60 * 60_000);
    expect((await new TestClient(t.app).post(completeUrl, registration())).statusCode).toBe(200);
    // (A day later the session has expired.)
    const again = await loginAs(t.app, 'lider@demo.pl');
    const after = (await again.get('/api/user-invitations')).json().items;
    expect(after[1]).toMatchObject({
      email: 'jan.nowak@demo.pl',
      completed_at_date: '03.09.2025',
      expires_at_date: null,
      expired: false,
    });
  });

  it('shows other users none of them, and a visitor gets 401', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await seller.get('/api/user-invitations')).json()).toEqual({ success: true, items: [] });
    expect((await new TestClient(t.app).get('/api/user-invitations')).statusCode).toBe(401);
  });
});

describe('POST /api/invitations/send-invitation-email', () => {
  const resendUrl = '/api/invitations/send-invitation-email';

  async function invitationId(email: string): Promise<number> {
    const row = await t.db.selectFrom('invitations').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return row.id;
  }

  it('sends a pending invitation again at most once a minute, with a link that replaces the old one', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    await leader.post('/api/invitations', newSeller);
    const firstKey = await invitationKeyMailedTo(newSeller.email);
    const id = await invitationId(newSeller.email);

    const tooSoon = await leader.post(resendUrl, { id });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe('Zaproszenie zostało wysłane przed chwilą. Spróbuj ponownie za 60 s.');
    expect(tooSoon.headers['retry-after']).toBe('60');

    t.clock.advance(60_000);
    const resent = await leader.post(resendUrl, { id });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ success: true, message: 'Zaproszenie zostało wysłane na podany adres e-mail.' });
    const secondKey = await invitationKeyMailedTo(newSeller.email);
    expect(secondKey).not.toBe(firstKey);

    const visitor = new TestClient(t.app);
    expect((await visitor.get(`/api/invitations/${secondKey}`)).statusCode).toBe(200);
    expect((await visitor.get(`/api/invitations/${firstKey}`)).statusCode).toBe(404);

    t.clock.advance(30_000);
    expect((await leader.post(resendUrl, { id })).statusCode).toBe(429);
  });

  it('answers 404 for someone else’s, a completed or an unknown invitation', async () => {
    const id = await invitationId('jan.nowak@demo.pl');
    t.clock.advance(60_000);
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await seller.post(resendUrl, { id })).statusCode).toBe(404);

    const leader = await loginAs(t.app, 'lider@demo.pl');
    expect((await leader.post(resendUrl, { id: 999_999 })).statusCode).toBe(404);

    expect((await new TestClient(t.app).post(completeUrl, registration())).statusCode).toBe(200);
    const completed = await leader.post(resendUrl, { id });
    expect(completed.statusCode).toBe(404);
    expect(completed.json()).toEqual({ success: false, message: 'Nie znaleziono oczekującego zaproszenia.' });
  });

  it('refuses an operator looking as the user, and asks which invitation', async () => {
    const id = await invitationId('jan.nowak@demo.pl');
    t.clock.advance(60_000);
    const operator = await impersonate(t.app, t.db, 'lider@demo.pl');
    expect((await operator.post(resendUrl, { id })).statusCode).toBe(403);

    const leader = await loginAs(t.app, 'lider@demo.pl');
    const missing = await leader.post(resendUrl, {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['id']);
  });
});

describe('POST /api/assign-seller-role', () => {
  it('makes a participant a seller, and pressing again changes nothing', async () => {
    const participant = await loginAs(t.app, 'uczestnik@demo.pl');
    expect((await participant.get('/api/user')).json().user.is_seller).toBe(false);

    const response = await participant.post('/api/assign-seller-role');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Dodano Cię jako sprzedawcę.' });
    expect((await participant.get('/api/user')).json().user.is_seller).toBe(true);

    expect((await participant.post('/api/assign-seller-role')).statusCode).toBe(200);
    expect((await participant.get('/api/user')).json().user.is_seller).toBe(true);
  });

  it('refuses an operator looking as the user, and a visitor', async () => {
    const operator = await impersonate(t.app, t.db, 'uczestnik@demo.pl');
    expect((await operator.post('/api/assign-seller-role')).statusCode).toBe(403);
    const row = await t.db
      .selectFrom('users')
      .select('is_seller')
      .where('email', '=', 'uczestnik@demo.pl')
      .executeTakeFirstOrThrow();
    expect(row.is_seller).toBe(0);

    expect((await new TestClient(t.app).post('/api/assign-seller-role')).statusCode).toBe(401);
  });
});

describe('GET /api/invitations/:key', () => {
  it('shows a visitor the invitation and the company it invites to', async () => {
    const response = await new TestClient(t.app).get(`/api/invitations/${DEMO_INVITATION_KEY}`);
    expect(response.statusCode).toBe(200);
    const id = (await t.db.selectFrom('invitations').select('id').executeTakeFirstOrThrow()).id;
    const company = await t.db
      .selectFrom('companies')
      .select('id')
      .where('sap', '=', '1000001')
      .executeTakeFirstOrThrow();
    expect(response.json()).toEqual({
      success: true,
      message: 'Zaproszenie jest aktywne.',
      invitation: {
        first_name: 'Jan',
        last_name: 'Nowak',
        phone: '500100299',
        email: 'jan.nowak@demo.pl',
        kth_id: id,
        role: 'seller',
        company: {
          id: company.id,
          name: 'Okna i Drzwi Kowalscy Sp. z o.o.',
          tax_identifier: '5251234560',
          regon: '146123456',
          address_string: 'ul. Marszałkowska 84/12, 00-514 Warszawa',
          sap: '1000001',
        },
        expires_at_date: '01.09.2026 12:00',
      },
    });
  });

  it('answers 404 for an unknown key and 409 for a used one', async () => {
    const visitor = new TestClient(t.app);
    const unknown = await visitor.get('/api/invitations/NO-SUCH-KEY');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Zaproszenie nie istnieje.' });

    expect((await visitor.post(completeUrl, registration())).statusCode).toBe(200);
    const used = await visitor.get(`/api/invitations/${DEMO_INVITATION_KEY}`);
    expect(used.statusCode).toBe(409);
    expect(used.json()).toEqual({ success: false, message: 'Zaproszenie zostało już wykorzystane.' });
  });
});

describe('POST /api/invitations/complete-invitation', () => {
  it('registers the invited seller, who can then log in with the new password', async () => {
    const visitor = new TestClient(t.app);
    const response = await visitor.post(
      completeUrl,
      registration({ user: { firstName: ' Jan ', phone: '500 100 299', taxDeclaration: 'company' } }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Rejestracja zakończona. Możesz się teraz zalogować.' });

    const user = await t.db
      .selectFrom('users')
      .innerJoin('companies', 'companies.id', 'users.company_id')
      .select([
        'users.id',
        'users.first_name',
        'users.last_name',
        'users.phone',
        'users.role',
        'users.is_seller',
        'users.is_active',
        'users.tax_declaration',
        'users.password_hash',
        'companies.sap',
      ])
      .where('users.email', '=', 'jan.nowak@demo.pl')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      first_name: 'Jan',
      last_name: 'Nowak',
      phone: '500100299',
      role: 'seller',
      is_seller: 1,
      is_active: 1,
      tax_declaration: 'company',
      sap: '1000001',
    });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);

    const companies = await t.db
      .selectFrom('user_companies')
      .select('company_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(companies).toHaveLength(1);
    const invitation = await t.db.selectFrom('invitations').selectAll().executeTakeFirstOrThrow();
    expect(invitation.completed_at).toBe('2025-09-01T10:00:00.000Z');
    expect(invitation.completed_user_id).toBe(user.id);

    const jan = await loginAs(t.app, 'jan.nowak@demo.pl', 'Nowak#2025');
    const { user: sessionUser } = (await jan.get('/api/user')).json();
    expect(sessionUser).toMatchObject({
      full_name: 'Jan Nowak',
      is_seller: true,
      role: 'seller',
      company_sap: '1000001',
    });
    // The statements were saved for the current edition: no acceptance page for the new seller.
    expect(sessionUser.accept_regulations_at).toBe('2025-09-01T10:00:00.000Z');
  });

  it('keeps the residence and correspondence addresses the payload carries; the account shows them', async () => {
    const residenceAddress = {
      street: 'ul. Lipowa',
      building: '7',
      local: '',
      postCode: '31-100',
      city: 'Kraków',
      commune: 'Kraków',
      county: 'Kraków',
      province: 'małopolskie',
    };
    const correspondenceAddress = {
      street: ' ul. Pocztowa ',
      building: '1',
      local: '2',
      postCode: '00-001',
      city: 'Warszawa',
      commune: null,
      county: 'Warszawa',
      province: 'mazowieckie',
    };
    const response = await new TestClient(t.app).post(
      completeUrl,
      registration({ user: { residenceAddress, correspondenceAddress } }),
    );
    expect(response.statusCode).toBe(200);

    const stored = await t.db
      .selectFrom('users')
      .select([
        'residence_street',
        'residence_local',
        'residence_post_code',
        'residence_commune',
        'residence_county',
        'residence_province',
        'correspondence_street',
        'correspondence_building',
        'correspondence_local',
        'correspondence_post_code',
        'correspondence_city',
        'correspondence_commune',
        'correspondence_county',
        'correspondence_province',
      ])
      .where('email', '=', 'jan.nowak@demo.pl')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      residence_street: 'ul. Lipowa',
      residence_local: null,
      residence_post_code: '31-100',
      residence_commune: 'Kraków',
      residence_county: 'Kraków',
      residence_province: 'małopolskie',
      correspondence_street: 'ul. Pocztowa',
      correspondence_building: '1',
      correspondence_local: '2',
      correspondence_post_code: '00-001',
      correspondence_city: 'Warszawa',
      correspondence_commune: null,
      correspondence_county: 'Warszawa',
      correspondence_province: 'mazowieckie',
    });

    const jan = await loginAs(t.app, 'jan.nowak@demo.pl', 'Nowak#2025');
    const account = (await jan.get('/api/account')).json();
    expect(account.residence_address).toEqual({
      street: 'ul. Lipowa',
      building: '7',
      local: null,
      post_code: '31-100',
      city: 'Kraków',
    });
    expect(account.correspondence_address).toEqual({
      street: 'ul. Pocztowa',
      building: '1',
      local: '2',
      post_code: '00-001',
      city: 'Warszawa',
    });
  });

  it('registers without addresses, and refuses an address part longer than it can keep', async () => {
    const tooLong = await new TestClient(t.app).post(
      completeUrl,
      registration({ user: { correspondenceAddress: { street: 'x'.repeat(256), postCode: '1'.repeat(17) } } }),
    );
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({
      'user.correspondenceAddress.street': ['Nazwa ulicy jest za długa.'],
      'user.correspondenceAddress.postCode': ['Kod pocztowy jest za długi.'],
    });
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'jan.nowak@demo.pl').execute()).toEqual([]);

    const response = await new TestClient(t.app).post(
      completeUrl,
      registration({ user: { residenceAddress: null, correspondenceAddress: undefined } }),
    );
    expect(response.statusCode).toBe(200);
    const jan = await loginAs(t.app, 'jan.nowak@demo.pl', 'Nowak#2025');
    const empty = { street: null, building: null, local: null, post_code: null, city: null };
    expect((await jan.get('/api/account')).json()).toMatchObject({
      residence_address: empty,
      correspondence_address: empty,
    });
  });

  it('keeps no password for the SMS login method and needs none', async () => {
    const response = await new TestClient(t.app).post(
      completeUrl,
      registration({ user: { authMethod: 'sms', password: '', passwordConfirmation: '' } }),
    );
    expect(response.statusCode).toBe(200);
    const user = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'jan.nowak@demo.pl')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toBeNull();

    const defaulted = registration();
    const { authMethod: _omitted, ...withoutMethod } = defaulted.user;
    const leader = await loginAs(t.app, 'lider@demo.pl');
    await leader.post('/api/invitations', newSeller);
    const key = await invitationKeyMailedTo(newSeller.email);
    const second = await new TestClient(t.app).post(completeUrl, {
      ...defaulted,
      invitationKey: key,
      user: {
        ...withoutMethod,
        email: newSeller.email,
        firstName: newSeller.first_name,
        lastName: newSeller.last_name,
        phone: '601202303',
        password: undefined,
      },
    });
    expect(second.statusCode).toBe(200);
  });

  it('answers every invalid field under the keys of the request', async () => {
    const response = await new TestClient(t.app).post(completeUrl, {
      invitationKey: DEMO_INVITATION_KEY,
      user: { authMethod: 'password' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false });
    expect(Object.keys(response.json().errors).sort()).toEqual(
      [
        'user.password',
        'user.password_confirmation',
        'user.firstName',
        'user.lastName',
        'user.email',
        'user.phone',
        'user.taxDeclaration',
        'company.name',
        'company.sap',
        'statement.accept_regulations',
        'statement.accept_privacy_policy',
      ].sort(),
    );
    expect(response.json().errors['user.password']).toEqual(['Podaj hasło.']);
    expect(response.json().errors['user.password_confirmation']).toEqual(['Powtórz hasło.']);
    expect(response.json().errors['user.taxDeclaration']).toEqual(['Wybierz formę rozliczenia.']);
    const users = await t.db.selectFrom('users').select('id').where('email', '=', 'jan.nowak@demo.pl').execute();
    expect(users).toHaveLength(0);
  });

  it.each([
    ['a password of 7 characters', 'Kr1!abc', 'Hasło musi mieć co najmniej 8 znaków.'],
    ['one of the 10,000 commonest passwords', 'Password1!', passwordMessages.common],
    ['a password without a digit', 'Haslo!!!x', 'Hasło musi zawierać co najmniej jedną cyfrę.'],
    ['a password without an uppercase letter', 'haslo#2025', 'Hasło musi zawierać co najmniej jedną wielką literę.'],
    [
      'a password without a special character',
      'Haslo2025',
      'Hasło musi zawierać co najmniej jeden znak specjalny: $!%.*#?&',
    ],
  ])('refuses %s', async (_what, password, message) => {
    const response = await new TestClient(t.app).post(
      completeUrl,
      registration({ user: { password, passwordConfirmation: password } }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'user.password': [message] });
  });

  it('refuses a confirmation that differs, a bad phone, a bad tax option and a missing consent', async () => {
    const visitor = new TestClient(t.app);
    const mismatch = await visitor.post(completeUrl, registration({ user: { passwordConfirmation: 'Nowak#2026' } }));
    expect(mismatch.json().errors).toEqual({ 'user.password_confirmation': ['Hasła nie są takie same.'] });

    const phone = await visitor.post(completeUrl, registration({ user: { phone: '50010029' } }));
    expect(phone.json().errors).toEqual({ 'user.phone': ['Podaj numer telefonu (9 cyfr).'] });

    const tax = await visitor.post(completeUrl, registration({ user: { taxDeclaration: 'vat' } }));
    expect(tax.json().errors).toEqual({ 'user.taxDeclaration': ['Wybierz formę rozliczenia.'] });

    const consent = await visitor.post(completeUrl, registration({ statement: { accept_privacy_policy: false } }));
    expect(consent.json().errors).toEqual({
      'statement.accept_privacy_policy': ['Akceptacja polityki prywatności jest wymagana.'],
    });
  });

  it('refuses another e-mail than the invitation’s and another company', async () => {
    const visitor = new TestClient(t.app);
    const email = await visitor.post(completeUrl, registration({ user: { email: 'jan@example.pl' } }));
    expect(email.statusCode).toBe(422);
    expect(email.json().errors).toEqual({ 'user.email': ['Adres e-mail musi być taki sam jak w zaproszeniu.'] });

    const company = await visitor.post(completeUrl, registration({ company: { sap: '1000002' } }));
    expect(company.statusCode).toBe(422);
    expect(company.json().errors).toEqual({ 'company.sap': ['Identyfikator punktu nie zgadza się z zaproszeniem.'] });

    const pending = await t.db.selectFrom('invitations').select('completed_at').executeTakeFirstOrThrow();
    expect(pending.completed_at).toBeNull();
  });

  it('refuses another name or phone than the invitation’s: the page shows them read-only', async () => {
    const visitor = new TestClient(t.app);
    const changed = await visitor.post(
      completeUrl,
      registration({ user: { firstName: 'Janusz', lastName: 'Kowalski', phone: '600700800' } }),
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toEqual({
      'user.firstName': ['Imię musi być takie samo jak w zaproszeniu.'],
      'user.lastName': ['Nazwisko musi być takie samo jak w zaproszeniu.'],
      'user.phone': ['Numer telefonu musi być taki sam jak w zaproszeniu.'],
    });
    const users = await t.db.selectFrom('users').select('id').where('email', '=', 'jan.nowak@demo.pl').execute();
    expect(users).toHaveLength(0);
    const pending = await t.db.selectFrom('invitations').select('completed_at').executeTakeFirstOrThrow();
    expect(pending.completed_at).toBeNull();
  });

  it('takes the phone the invited person types when the invitation has none, unless another user has it', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const { phone: _none, ...withoutPhone } = newSeller;
    expect((await seller.post('/api/invitations', withoutPhone)).statusCode).toBe(200);
    const invitationKey = await invitationKeyMailedTo(newSeller.email);
    const ewa = (user: object) =>
      registration({
        invitationKey,
        user: { email: newSeller.email, firstName: 'Ewa', lastName: 'Malinowska', ...user },
      });

    const visitor = new TestClient(t.app);
    const taken = await visitor.post(completeUrl, ewa({ phone: '500100201' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ 'user.phone': ['Ten numer telefonu jest już przypisany do innego konta.'] });

    expect((await visitor.post(completeUrl, ewa({ phone: '601202303' }))).statusCode).toBe(200);
    const user = await t.db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'phone'])
      .where('email', '=', newSeller.email)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ first_name: 'Ewa', last_name: 'Malinowska', phone: '601202303' });
  });

  it('answers 404 for an unknown key and 409 for a used one', async () => {
    const visitor = new TestClient(t.app);
    const unknown = await visitor.post(completeUrl, registration({ invitationKey: 'NO-SUCH-KEY' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Zaproszenie nie istnieje.' });

    expect((await visitor.post(completeUrl, registration())).statusCode).toBe(200);
    const again = await visitor.post(completeUrl, registration());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'Zaproszenie zostało już wykorzystane.' });
  });

  it('creates one account when the same invitation is completed twice at once', async () => {
    const [first, second] = await Promise.all([
      new TestClient(t.app).post(completeUrl, registration()),
      new TestClient(t.app).post(
        completeUrl,
        registration({ user: { password: 'Inne#2025', passwordConfirmation: 'Inne#2025' } }),
      ),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    const users = await t.db.selectFrom('users').select('id').where('email', '=', 'jan.nowak@demo.pl').execute();
    expect(users).toHaveLength(1);
    const consents = await t.db.selectFrom('consents').select('user_id').where('user_id', '=', users[0]!.id).execute();
    expect(consents).toHaveLength(1);
  });

  it(`allows ${COMPLETIONS_PER_IP} attempts from one address in 15 minutes`, async () => {
    const visitor = new TestClient(t.app);
    for (let i = 0; i < COMPLETIONS_PER_IP; i++) {
      expect((await visitor.post(completeUrl, registration({ invitationKey: `WRONG-${i}` }))).statusCode).toBe(404);
    }
    const refused = await visitor.post(completeUrl, registration());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Zbyt wiele prób rejestracji\./);

    t.clock.advance(15 * 60_000);
    expect((await visitor.post(completeUrl, registration())).statusCode).toBe(200);
  });

  it(`allows ${COMPLETIONS_PER_KEY} attempts at one invitation in 15 minutes, whatever the address`, async () => {
    const visitor = new TestClient(t.app);
    for (let i = 0; i < COMPLETIONS_PER_KEY; i++) {
      const attempt = await visitor.post(completeUrl, registration({ company: { sap: '9999999' } }), {
        remoteAddress: `198.51.100.${i + 1}`,
      });
      expect(attempt.statusCode).toBe(422);
    }
    const refused = await visitor.post(completeUrl, registration(), { remoteAddress: '203.0.113.9' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Zbyt wiele prób rejestracji\./);
  });

  it(`shows one invitation ${LOOKUPS_PER_KEY} times in 15 minutes, whatever the address, and keeps no key in the counters`, async () => {
    const visitor = new TestClient(t.app);
    const lookUp = (address: string) =>
      visitor.request('GET', `/api/invitations/${DEMO_INVITATION_KEY}`, undefined, { remoteAddress: address });
    for (let i = 0; i < LOOKUPS_PER_KEY; i++) expect((await lookUp(`198.51.100.${i + 1}`)).statusCode).toBe(200);
    const refused = await lookUp('203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Zbyt wiele prób\. Spróbuj ponownie za 15 min\.$/);

    const keys = await t.db.selectFrom('rate_limits').select('key').execute();
    expect(keys.filter(({ key }) => key.includes(DEMO_INVITATION_KEY))).toEqual([]);
  });
});
