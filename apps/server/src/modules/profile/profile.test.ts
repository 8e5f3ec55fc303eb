import { describe, expect, it } from 'vitest';
import { appPerTest, buildTestApp } from '../../../test/build-app.js';
import { impersonate, loginAs, TestClient } from '../../../test/client.js';
import { loadConfig } from '../../config.js';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import { post } from '../ledger/ledger.service.js';
import { changeOrderStatus } from '../orders/order-status.service.js';

const t = appPerTest();

const company = (sap: string) =>
  t.db.selectFrom('companies').selectAll().where('sap', '=', sap).executeTakeFirstOrThrow();
const user = (email: string) =>
  t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

/** The form keeps the user's phone: a new one is confirmed by SMS (security.test.ts). */
const userData = { first_name: 'Piotr', last_name: 'Nowakowski', phone: '500 100 201' };
const leaderData = { ...userData, phone: '500 100 200' };
const residence = { street: 'ul. Długa', building: '5', local: '', post_code: '00-238', city: 'Warszawa' };
const companyData = { name: 'Okna Kowalscy Sp. z o.o.', tax_identifier: '525-123-45-60', regon: '146123456' };
const companyAddress = {
  street: 'ul. Prosta',
  building: '20',
  local: '4',
  post_code: '00-850',
  city: 'Warszawa',
  province: 'mazowieckie',
  county: 'Warszawa',
};

describe('GET /api/account', () => {
  it('gives the seller’s data, points from the ledger and the company of the session', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const response = await seller.get('/api/account');
    expect(response.statusCode).toBe(200);
    const account = response.json();
    expect(account).toMatchObject({
      success: true,
      user: {
        first_name: 'Piotr',
        last_name: 'Nowak',
        phone: '500100201',
        email: 'sprzedawca@demo.pl',
        name: '',
        tax_declaration: 'pit',
        tax_declaration_label: 'Osoba prywatna',
      },
      company: {
        name: 'Okna i Drzwi Kowalscy Sp. z o.o.',
        sap: '1000001',
        tax_identifier: '5251234560',
        regon: '146123456',
        potential_group: 'A',
      },
      current_balance: 1250,
      orders_enabled: true,
      can_order: true,
      company_address: {
        street: 'ul. Marszałkowska',
        building: '84',
        local: '12',
        post_code: '00-514',
        city: 'Warszawa',
        province: 'mazowieckie',
        county: 'Warszawa',
      },
      residence_address: {
        street: 'ul. Grochowska',
        building: '231',
        local: '14',
        post_code: '04-077',
        city: 'Warszawa',
      },
      correspondence_address: { street: null, building: null, local: null, post_code: null, city: null },
      company_address_string: 'ul. Marszałkowska 84/12, 00-514 Warszawa, woj. mazowieckie, pow. Warszawa',
    });
    // Used points are a positive figure; what came in minus what went out is the balance.
    expect(account.transactions_sent_sum).toBeGreaterThan(0);
    expect(account.transactions_received_sum - account.transactions_sent_sum).toBe(1250);
  });

  it('labels each tax option in Polish and says who may order a top-up', async () => {
    const leader = (await (await loginAs(t.app, 'lider@demo.pl')).get('/api/account')).json();
    expect(leader.user.tax_declaration_label).toBe('Przedstawiciel punktu handlowego');
    const participant = (await (await loginAs(t.app, 'uczestnik@demo.pl')).get('/api/account')).json();
    expect(participant.user.tax_declaration_label).toBe('Osoba prywatna prowadząca działalność gospodarczą');
    expect(participant.can_order).toBe(false);
    // karta@demo.pl has not confirmed the card yet.
    const unconfirmed = (await (await loginAs(t.app, 'karta@demo.pl')).get('/api/account')).json();
    expect(unconfirmed).toMatchObject({ current_balance: 600, orders_enabled: true, can_order: false });
  });

  it('follows the branch the leader switched to, keeping the leader’s own points', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const before = (await leader.get('/api/account')).json();
    expect(before.company.sap).toBe('1000001');

    expect((await leader.post('/api/change-company', { sap: '1000002' })).statusCode).toBe(200);
    const after = (await leader.get('/api/account')).json();
    expect(after.company).toMatchObject({ sap: '1000002', name: 'Okna i Drzwi Kowalscy – Oddział Kraków' });
    expect(after.company_address_string).toBe('ul. Wielicka 52, 30-552 Kraków, woj. małopolskie, pow. Kraków');
    expect(after.current_balance).toBe(before.current_balance);
    expect(after.transactions_sent_sum).toBe(before.transactions_sent_sum);
  });

  it('lets an operator look, but not order', async () => {
    const operator = await impersonate(t.app, t.db, 'sprzedawca@demo.pl');
    const account = (await operator.get('/api/account')).json();
    expect(account).toMatchObject({ current_balance: 1250, orders_enabled: true, can_order: false });
  });

  it('says that ordering closed after the deadline', async () => {
    t.clock.set(new Date('2026-12-02T10:00:00.000Z'));
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await seller.get('/api/account')).json()).toMatchObject({ orders_enabled: false, can_order: false });
  });

  it('answers 401 to a visitor', async () => {
    expect((await new TestClient(t.app).get('/api/account')).statusCode).toBe(401);
  });
});

describe('GET /api/account points', () => {
  const figures = async (client: TestClient) => {
    const account = (await client.get('/api/account')).json();
    return {
      available: account.current_balance,
      used: account.transactions_sent_sum,
      received: account.transactions_received_sum,
    };
  };
  /** The values of the whole points history the account page's modal lists (this edition). */
  const history = async (client: TestClient) => {
    const response = await client.get('/api/account-transactions-history?per_page=50');
    expect(response.statusCode).toBe(200);
    // The figures count available points: the items of points still waiting are left out.
    return response
      .json()
      .items.data.filter((item: { state: string }) => item.state === 'available')
      .map((item: { value: number }) => item.value) as number[];
  };
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const orderTopUp = async (client: TestClient, value: number) => {
    const { question } = (await client.get('/api/orders')).json();
    const response = await client.post('/api/orders', { value, userAnswer: question.answers[0].id });
    expect(response.statusCode).toBe(200);
    const order = await t.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', (await user('sprzedawca@demo.pl')).id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return order.id;
  };

  it('adds up received and used points over the rows the history lists', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    // Rewards 300 + 250 + 400 + 150, the code's 50 and a share of 350 (the reward of 200 waits for
    // the returns window); orders of 150 and 100.
    expect(await figures(seller)).toEqual({ available: 1250, used: 250, received: 1500 });
    const values = await history(seller);
    expect(sum(values.filter((value) => value > 0))).toBe(1500);
    expect(-sum(values.filter((value) => value < 0))).toBe(250);
  });

  it('counts an order as used, and its refund as not used rather than as received', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const id = await orderTopUp(seller, 200);
    expect(await figures(seller)).toEqual({ available: 1050, used: 450, received: 1500 });

    await changeOrderStatus(t.db, t.clock, id, 'rejected');
    expect(await figures(seller)).toEqual({ available: 1250, used: 250, received: 1500 });
    // The history shows the order and its refund; together they add up to the figures.
    const values = await history(seller);
    expect(values.slice(0, 2)).toEqual([200, -200]);
    expect(sum(values)).toBe(1500 - 250);
  });

  it('counts only the current edition, as the history does; the balance is all there is to spend', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const id = (await user('sprzedawca@demo.pl')).id;
    await t.db.transaction().execute(async (trx) => {
      for (const [edition, amount] of [
        ['2024', 700],
        ['2024', -300],
      ] as const) {
        await post(trx, t.clock, {
          kind: 'adjustment',
          actorId: null,
          edition,
          movements: [{ owner: { type: 'user', id }, amount, description: `Korekta edycji ${edition}` }],
        });
      }
    });
    expect(await figures(seller)).toEqual({ available: 1650, used: 250, received: 1500 });
    expect(await history(seller)).not.toContain(700);
    expect(sum(await history(seller))).toBe(1500 - 250);
  });
});

describe('POST /api/account', () => {
  it('saves a leader’s data and the selected company, never the e-mail, SAP or group', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const response = await leader.post('/api/account', {
      user: { ...leaderData, email: 'inny@demo.pl' },
      company: { ...companyData, sap: '9999999', potential_group: 'C' },
      residenceAddress: residence,
      companyAddress,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Zmiany zapisane' });

    const account = (await leader.get('/api/account')).json();
    expect(account.user).toMatchObject({
      first_name: 'Piotr',
      last_name: 'Nowakowski',
      phone: '500100200',
      email: 'lider@demo.pl',
    });
    expect(account.residence_address).toEqual({
      street: 'ul. Długa',
      building: '5',
      local: null,
      post_code: '00-238',
      city: 'Warszawa',
    });
    expect(account.company).toMatchObject({
      name: 'Okna Kowalscy Sp. z o.o.',
      sap: '1000001',
      tax_identifier: '5251234560',
      regon: '146123456',
      potential_group: 'A',
    });
    expect(account.company_address_string).toBe('ul. Prosta 20/4, 00-850 Warszawa, woj. mazowieckie, pow. Warszawa');
  });

  it('keeps the correspondence address, and the residence details registration gave until the address changes', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    await t.db
      .updateTable('users')
      .set({
        residence_commune: 'Warszawa',
        residence_county: 'Warszawa',
        residence_province: 'mazowieckie',
        correspondence_street: 'ul. Pocztowa',
        correspondence_building: '1',
        correspondence_post_code: '00-001',
        correspondence_city: 'Warszawa',
      })
      .where('email', '=', 'sprzedawca@demo.pl')
      .execute();
    const details = async () =>
      t.db
        .selectFrom('users')
        .select(['residence_commune', 'residence_county', 'residence_province', 'correspondence_street'])
        .where('email', '=', 'sprzedawca@demo.pl')
        .executeTakeFirstOrThrow();
    const before = (await seller.get('/api/account')).json();
    const correspondence = {
      street: 'ul. Pocztowa',
      building: '1',
      local: null,
      post_code: '00-001',
      city: 'Warszawa',
    };
    expect(before.correspondence_address).toEqual(correspondence);

    // The same residence address saved again: nothing registration gave is lost.
    const home = before.residence_address;
    const same = { ...home, local: home.local ?? '' };
    expect((await seller.post('/api/account', { user: userData, residenceAddress: same })).statusCode).toBe(200);
    expect(await details()).toEqual({
      residence_commune: 'Warszawa',
      residence_county: 'Warszawa',
      residence_province: 'mazowieckie',
      correspondence_street: 'ul. Pocztowa',
    });

    // A new residence address: its commune, county and province are no longer known.
    expect((await seller.post('/api/account', { user: userData, residenceAddress: residence })).statusCode).toBe(200);
    expect(await details()).toEqual({
      residence_commune: null,
      residence_county: null,
      residence_province: null,
      correspondence_street: 'ul. Pocztowa',
    });
    expect((await seller.get('/api/account')).json().correspondence_address).toEqual(correspondence);
  });

  it('changes the branch the leader switched to and leaves the central company alone', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    await leader.post('/api/change-company', { sap: '1000002' });
    const response = await leader.post('/api/account', {
      user: leaderData,
      company: { ...companyData, name: 'Oddział Kraków-Podgórze' },
      residenceAddress: residence,
      companyAddress: { ...companyAddress, city: 'Kraków', province: 'małopolskie', county: 'Kraków' },
    });
    expect(response.statusCode).toBe(200);
    expect(await company('1000002')).toMatchObject({ name: 'Oddział Kraków-Podgórze', city: 'Kraków' });
    expect(await company('1000001')).toMatchObject({ name: 'Okna i Drzwi Kowalscy Sp. z o.o.', city: 'Warszawa' });
  });

  it('keys each wrong field as the form names it and changes nothing', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const response = await leader.post('/api/account', {
      user: { ...leaderData, phone: '60070080' },
      company: { ...companyData, tax_identifier: '123' },
      residenceAddress: { ...residence, post_code: '00238' },
      companyAddress: { ...companyAddress, city: '', province: 'bawaria' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false });
    expect(response.json().errors).toEqual({
      'user.phone': ['Podaj numer telefonu (9 cyfr).'],
      'company.tax_identifier': ['NIP ma 10 cyfr.'],
      'residenceAddress.post_code': ['Podaj kod pocztowy w formacie 00-000.'],
      'companyAddress.city': ['Podaj miejscowość.'],
      'companyAddress.province': ['Wybierz województwo z listy.'],
    });
    expect(await user('lider@demo.pl')).toMatchObject({ last_name: 'Kowalska', phone: '500100200' });
    expect(await company('1000001')).toMatchObject({ tax_identifier: '5251234560', city: 'Warszawa' });
  });

  it('names the required user and residence fields of an empty form', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const response = await seller.post('/api/account', {});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'user.first_name': ['Podaj imię.'],
      'user.last_name': ['Podaj nazwisko.'],
      'user.phone': ['Podaj numer telefonu.'],
      'residenceAddress.street': ['Podaj ulicę.'],
      'residenceAddress.building': ['Podaj numer budynku.'],
      'residenceAddress.post_code': ['Podaj kod pocztowy.'],
      'residenceAddress.city': ['Podaj miejscowość.'],
    });
  });

  it('saves a seller’s own data without company parts, and refuses the company from a seller', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const own = await seller.post('/api/account', { user: userData, residenceAddress: residence });
    expect(own.statusCode).toBe(200);
    expect(await user('sprzedawca@demo.pl')).toMatchObject({ last_name: 'Nowakowski', residence_street: 'ul. Długa' });

    const refused = await seller.post('/api/account', {
      user: { ...userData, last_name: 'Zmieniony' },
      residenceAddress: residence,
      company: { ...companyData, name: 'Przejęta firma' },
      companyAddress,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: 'Dane firmy może zmienić tylko lider punktu.' });
    expect(await company('1000001')).toMatchObject({
      name: 'Okna i Drzwi Kowalscy Sp. z o.o.',
      street: 'ul. Marszałkowska',
    });
    expect(await user('sprzedawca@demo.pl')).toMatchObject({ last_name: 'Nowakowski' });
  });

  it('answers 401 to a visitor', async () => {
    const response = await new TestClient(t.app).post('/api/account', { user: userData, residenceAddress: residence });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/provinces', () => {
  it('lists the 16 voivodeships as the addresses spell them', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const { success, items } = (await seller.get('/api/provinces')).json();
    expect(success).toBe(true);
    expect(items).toHaveLength(16);
    expect(items).toContainEqual({ name: 'mazowieckie' });
    expect(items).toContainEqual({ name: 'warmińsko-mazurskie' });
    expect((await new TestClient(t.app).get('/api/provinces')).statusCode).toBe(401);
  });
});

describe('an operator looking as the participant', () => {
  it('may not save the participant’s data, residence or company (POST /api/account)', async () => {
    const operator = await impersonate(t.app, t.db, 'lider@demo.pl');
    const before = { user: await user('lider@demo.pl'), company: await company('1000001') };
    const refused = await operator.post('/api/account', {
      user: leaderData,
      company: companyData,
      residenceAddress: residence,
      companyAddress,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Zalogowany jako klient nie możesz zmieniać danych uczestnika.');
    expect({ user: await user('lider@demo.pl'), company: await company('1000001') }).toEqual(before);
  });

  it('may not place the company on the map (POST /api/users/location-store)', async () => {
    const operator = await impersonate(t.app, t.db, 'lider@demo.pl');
    const refused = await operator.post('/api/users/location-store', { lat: 52.3924, lng: 16.8868 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Zalogowany jako klient nie możesz zmieniać lokalizacji firmy.');
    expect(await company('1000001')).toMatchObject({ latitude: null, longitude: null, located_at: null });
  });
});

describe('POST /api/users/location-store', () => {
  it('stores the coordinates on the leader’s selected company', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    await leader.post('/api/change-company', { sap: '1000003' });
    const response = await leader.post('/api/users/location-store', { lat: 52.3924, lng: 16.8868 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await company('1000003')).toMatchObject({
      latitude: 52.3924,
      longitude: 16.8868,
      located_at: '2025-09-01T10:00:00.000Z',
    });
    expect((await company('1000001')).latitude).toBeNull();
  });

  it('checks the ranges and the right to place the company', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const wrong = await leader.post('/api/users/location-store', { lat: 91, lng: '16' });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['lat', 'lng']);

    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const refused = await seller.post('/api/users/location-store', { lat: 52.2, lng: 21 });
    expect(refused.statusCode).toBe(403);
    expect((await company('1000001')).latitude).toBeNull();
    expect((await new TestClient(t.app).post('/api/users/location-store', { lat: 1, lng: 1 })).statusCode).toBe(401);
  });
});

describe('POST /api/user-credentials', () => {
  const credentials = {
    name: 'Piotr.Nowak',
    password: 'Nowe!Haslo7',
    password_confirmation: 'Nowe!Haslo7',
    current_password: DEMO_PASSWORD,
  };

  it('sets the login name and password, ends the other sessions and keeps this one', async () => {
    const here = await loginAs(t.app, 'sprzedawca@demo.pl');
    const elsewhere = await loginAs(t.app, 'sprzedawca@demo.pl');
    const other = await loginAs(t.app, 'karta@demo.pl');

    const response = await here.post('/api/user-credentials', { user: credentials });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Zmiany zapisane' });

    expect((await here.get('/api/user')).statusCode).toBe(200);
    expect((await here.get('/api/account')).json().user.name).toBe('piotr.nowak');
    expect((await elsewhere.get('/api/user')).statusCode).toBe(401);
    expect((await other.get('/api/user')).statusCode).toBe(200);

    // The login name is a way in, in any letter case; the old password is not.
    const byName = await loginAs(t.app, 'PIOTR.NOWAK', 'Nowe!Haslo7');
    expect((await byName.get('/api/user')).json().user.email).toBe('sprzedawca@demo.pl');
    await loginAs(t.app, 'sprzedawca@demo.pl', 'Nowe!Haslo7');
    const old = await new TestClient(t.app).post('/api/login', { email: 'piotr.nowak', password: DEMO_PASSWORD });
    expect(old.statusCode).toBe(422);
  });

  it('requires every field and names each broken rule', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const empty = await seller.post('/api/user-credentials', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      'user.name': ['Podaj login.'],
      'user.password': ['Podaj nowe hasło.'],
      'user.password_confirmation': ['Powtórz nowe hasło.'],
    });

    const weak = await seller.post('/api/user-credentials', {
      user: { name: 'pn', password: 'haslo', password_confirmation: 'inne' },
    });
    expect(weak.json().errors).toEqual({
      'user.name': ['Login musi mieć co najmniej 3 znaki.'],
      'user.password': [
        'Hasło musi mieć co najmniej 8 znaków.',
        'Hasło musi zawierać co najmniej jedną cyfrę.',
        'Hasło musi zawierać co najmniej jedną wielką literę.',
        'Hasło musi zawierać co najmniej jeden znak specjalny: $!%.*#?&',
      ],
      'user.password_confirmation': ['Hasła nie są takie same.'],
    });

    const email = await seller.post('/api/user-credentials', { user: { ...credentials, name: 'karta@demo.pl' } });
    expect(email.json().errors).toEqual({
      'user.name': ['Login może zawierać tylko litery, cyfry, kropki, podkreślenia i myślniki.'],
    });
    const long = await seller.post('/api/user-credentials', { user: { ...credentials, name: 'a'.repeat(61) } });
    expect(long.json().errors).toEqual({ 'user.name': ['Login może mieć najwyżej 60 znaków.'] });
    expect((await user('sprzedawca@demo.pl')).login).toBeNull();
  });

  it('refuses a login name somebody else has, whatever its letter case', async () => {
    const karta = await loginAs(t.app, 'karta@demo.pl');
    expect((await karta.post('/api/user-credentials', { user: credentials })).statusCode).toBe(200);

    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const taken = await seller.post('/api/user-credentials', { user: { ...credentials, name: 'piotr.NOWAK' } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ 'user.name': ['Ten login jest już zajęty.'] });
    // Saving one's own login name again is no clash (proved by the password set a moment ago).
    const again = { ...credentials, current_password: credentials.password };
    expect((await karta.post('/api/user-credentials', { user: again })).statusCode).toBe(200);
  });

  it('refuses an operator looking at the account, and a visitor', async () => {
    const operator = await impersonate(t.app, t.db, 'sprzedawca@demo.pl');
    const refused = await operator.post('/api/user-credentials', { user: credentials });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Zalogowany jako klient nie możesz zmieniać danych logowania.');
    expect((await user('sprzedawca@demo.pl')).login).toBeNull();
    expect((await new TestClient(t.app).post('/api/user-credentials', { user: credentials })).statusCode).toBe(401);
  });
});

describe('the geocoder of the edit-data page', () => {
  const template = 'https://maps.example.com/geocode/json?address={address}&key={key}';
  const connectSrc = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('connect-src '));

  it('is off by default: no geocoder in the settings, the browser talks to the portal only', async () => {
    const response = await new TestClient(t.app).get('/api/settings');
    expect(response.json().settings.geocoder).toBeNull();
    expect(connectSrc(response)).toBe("connect-src 'self'");
  });

  it('reaches the browser with the key filled in, and the CSP lets the browser call it', async () => {
    const configured = await buildTestApp({ GEOCODER_URL: template, GEOCODER_KEY: 'k&y 1' });
    try {
      const response = await new TestClient(configured.app).get('/api/settings');
      expect(response.json().settings.geocoder).toEqual({
        url: 'https://maps.example.com/geocode/json?address={address}&key=k%26y%201',
      });
      expect(connectSrc(response)).toBe("connect-src 'self' https://maps.example.com");
    } finally {
      await configured.close();
    }
  });

  it('stops the start when the template lacks {address} or its {key}', () => {
    expect(() => loadConfig({ GEOCODER_URL: 'https://maps.example.com/geocode' })).toThrow(/GEOCODER_URL/);
    expect(() => loadConfig({ GEOCODER_URL: template })).toThrow(/GEOCODER_KEY/);
  });
});
