import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { loginAs, TestClient } from '../../../test/client.js';
import { DEMO_INVITATION_KEY } from '../../seed/demo.js';
import { INVITATIONS_PER_HOUR, RESENDS_PER_HOUR } from './invitations.service.js';
import { sentMessages } from '../../../test/sent-messages.js';

const t = appPerTest();

const DAY = 86_400_000;
const EXPIRED = 'Link zaproszenia wygasł. Poproś osobę, która Cię zaprosiła, o ponowne wysłanie zaproszenia.';
const completeUrl = '/api/invitations/complete-invitation';
const resendUrl = '/api/invitations/send-invitation-email';
const newSeller = { first_name: 'Ewa', last_name: 'Malinowska', email: 'ewa.malinowska@example.pl', phone: '' };

/** The key of the invitation link in the newest e-mail to `to`. */
async function invitationKeyMailedTo(to: string): Promise<string> {
  const mail = (await sentMessages(t, { to })).at(-1);
  const match = mail?.body.match(/\/finalizuj-zaproszenie\/([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`No invitation link was mailed to ${to}`);
  return match[1];
}

async function invitationId(email: string): Promise<number> {
  return (await t.db.selectFrom('invitations').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

function registration(invitationKey: string) {
  return {
    invitationKey,
    user: {
      authMethod: 'password',
      email: newSeller.email,
      password: 'Malina#2025',
      passwordConfirmation: 'Malina#2025',
      firstName: newSeller.first_name,
      lastName: newSeller.last_name,
      phone: '601202303',
      taxDeclaration: 'pit',
      role: 'seller',
      isActive: true,
    },
    company: { name: 'Okna i Drzwi Kowalscy Sp. z o.o.', sap: '1000001' },
    statement: { accept_regulations: true, accept_privacy_policy: true, accept_marketing_data_process: false },
  };
}

describe('invitation attempts', () => {
  it('counts an invitation to an address that is already a participant’s, so addresses cannot be probed', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    for (let i = 0; i < INVITATIONS_PER_HOUR; i++) {
      const probe = await leader.post('/api/invitations', { ...newSeller, email: 'sprzedawca@demo.pl' });
      expect(probe.statusCode).toBe(422);
    }
    const refused = await leader.post('/api/invitations', { ...newSeller, email: 'karta@demo.pl' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Wysłano zbyt wiele zaproszeń\./);
    expect(refused.json().errors).toBeUndefined();
  });
});

describe('invitation links expire after 14 days', () => {
  it('refuses an expired link on look-up and on completion, and says so in the list', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    expect((await leader.post('/api/invitations', newSeller)).statusCode).toBe(200);
    const key = await invitationKeyMailedTo(newSeller.email);
    const visitor = new TestClient(t.app);

    const fresh = await visitor.get(`/api/invitations/${key}`);
    expect(fresh.statusCode).toBe(200);
    // Sent on 1 September at 12:00 Polish time: the link works until 15 September, 12:00.
    expect(fresh.json().invitation.expires_at_date).toBe('15.09.2025 12:00');
    const listed = (await leader.get('/api/user-invitations')).json().items[0];
    expect(listed).toMatchObject({ email: newSeller.email, expires_at_date: '15.09.2025 12:00', expired: false });

    t.clock.advance(14 * DAY);
    const expired = await visitor.get(`/api/invitations/${key}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ success: false, message: EXPIRED });
    const completion = await visitor.post(completeUrl, registration(key));
    expect(completion.statusCode).toBe(410);
    expect(completion.json()).toEqual({ success: false, message: EXPIRED });
    expect(await t.db.selectFrom('users').select('id').where('email', '=', newSeller.email).execute()).toEqual([]);

    const again = await loginAs(t.app, 'lider@demo.pl');
    const items = (await again.get('/api/user-invitations')).json().items;
    expect(items[0]).toMatchObject({ email: newSeller.email, completed_at_date: null, expired: true });
  });

  it('gives a resent invitation a new link that works for another 14 days', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    await leader.post('/api/invitations', newSeller);
    t.clock.advance(20 * DAY);

    const inviter = await loginAs(t.app, 'lider@demo.pl');
    expect((await inviter.post(resendUrl, { id: await invitationId(newSeller.email) })).statusCode).toBe(200);
    const key = await invitationKeyMailedTo(newSeller.email);
    const visitor = new TestClient(t.app);
    expect((await visitor.get(`/api/invitations/${key}`)).json().invitation.expires_at_date).toBe('05.10.2025 12:00');
    t.clock.advance(14 * DAY - 60_000);
    expect((await visitor.post(completeUrl, registration(key))).statusCode).toBe(200);
  });

  it('lets anyone invite an address again once its pending invitation has expired', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    await leader.post('/api/invitations', newSeller);
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const taken = await seller.post('/api/invitations', newSeller);
    expect(taken.json().errors).toEqual({ email: ['Na ten adres e-mail wysłano już zaproszenie.'] });

    t.clock.advance(14 * DAY);
    const later = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await later.post('/api/invitations', newSeller)).statusCode).toBe(200);
    const key = await invitationKeyMailedTo(newSeller.email);
    expect((await new TestClient(t.app).get(`/api/invitations/${key}`)).statusCode).toBe(200);
  });

  it('keeps the demo invitation working long after the demo was seeded', async () => {
    t.clock.advance(60 * DAY);
    expect((await new TestClient(t.app).get(`/api/invitations/${DEMO_INVITATION_KEY}`)).statusCode).toBe(200);
  });
});

describe('resending invitations', () => {
  it(`allows a user ${RESENDS_PER_HOUR} resends an hour over all their invitations`, async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const emails = ['a@example.pl', 'b@example.pl', 'c@example.pl'];
    for (const email of emails)
      expect((await leader.post('/api/invitations', { ...newSeller, email })).statusCode).toBe(200);

    for (let i = 0; i < RESENDS_PER_HOUR; i++) {
      t.clock.advance(60_000);
      const email = emails[i % emails.length] ?? '';
      expect((await leader.post(resendUrl, { id: await invitationId(email) })).statusCode).toBe(200);
    }
    t.clock.advance(60_000);
    const refused = await leader.post(resendUrl, { id: await invitationId('c@example.pl') });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Zaproszenia wysłano ponownie zbyt wiele razy\. Spróbuj ponownie za \d+ min\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    t.clock.advance(60 * 60_000);
    const nextHour = await loginAs(t.app, 'lider@demo.pl');
    expect((await nextHour.post(resendUrl, { id: await invitationId('c@example.pl') })).statusCode).toBe(200);
  });
});
