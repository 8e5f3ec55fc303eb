import { describe, expect, it } from 'vitest';
import { updateSettings } from '../programme/programme.service.js';
import { appPerTest } from '../../../test/build-app.js';
import { impersonate, loginAs, TestClient } from '../../../test/client.js';

const t = appPerTest();

async function optionId(slug: string): Promise<number> {
  const option = await t.db.selectFrom('vote_options').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  return option.id;
}

async function storedVotes() {
  return t.db
    .selectFrom('votes')
    .innerJoin('users', 'users.id', 'votes.user_id')
    .innerJoin('vote_options', 'vote_options.id', 'votes.option_id')
    .select(['users.email', 'vote_options.slug', 'votes.edition'])
    .execute();
}

const closeVote = () => updateSettings(t.db, { vote_open: false });

describe('GET /api/votes-show', () => {
  it('calls a leader to vote until they have voted', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    expect((await leader.get('/api/votes-show')).json()).toEqual({ success: true, display_vote: true });

    await leader.post('/api/votes-store', { vote_id: await optionId('wyjazd') });
    expect((await leader.get('/api/votes-show')).json()).toEqual({ success: true, display_vote: false });
  });

  it('does not call sellers, nor anyone once the vote is closed', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await seller.get('/api/votes-show')).json().display_vote).toBe(false);

    await closeVote();
    const leader = await loginAs(t.app, 'lider@demo.pl');
    expect((await leader.get('/api/votes-show')).json().display_vote).toBe(false);
  });

  it('is for logged-in users', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get('/api/votes-show')).statusCode).toBe(401);
    expect((await visitor.get('/api/votes-create')).statusCode).toBe(401);
    expect((await visitor.post('/api/votes-store', { vote_id: 1 })).statusCode).toBe(401);
  });
});

describe('GET /api/votes-create', () => {
  it('gives a leader the two options and whether they have voted', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const answer = (await leader.get('/api/votes-create')).json();
    expect(answer).toEqual({
      success: true,
      items: [
        { id: await optionId('event'), slug: 'event', name: 'Gala finałowa', image: '/votes/event.svg' },
        { id: await optionId('wyjazd'), slug: 'wyjazd', name: 'Wyjazd', image: '/votes/wyjazd.svg' },
      ],
      hasVote: false,
    });

    await leader.post('/api/votes-store', { vote_id: await optionId('event') });
    expect((await leader.get('/api/votes-create')).json().hasVote).toBe(true);
  });

  it('refuses sellers, and everyone while the vote is closed', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const refused = await seller.get('/api/votes-create');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: 'Głosować mogą tylko liderzy.' });

    await closeVote();
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const closed = await leader.get('/api/votes-create');
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({ success: false, message: 'Głosowanie jest zamknięte.' });
  });

  it('works without any options', async () => {
    await t.db.deleteFrom('vote_options').execute();
    const leader = await loginAs(t.app, 'lider@demo.pl');
    expect((await leader.get('/api/votes-create')).json()).toEqual({ success: true, items: [], hasVote: false });
    const vote = await leader.post('/api/votes-store', { vote_id: 1 });
    expect(vote.statusCode).toBe(422);
    expect(await storedVotes()).toEqual([]);
  });
});

describe('POST /api/votes-store', () => {
  it('stores one vote per leader and thanks them', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const response = await leader.post('/api/votes-store', { vote_id: await optionId('wyjazd') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Dziękujemy za oddanie głosu!' });

    const again = await leader.post('/api/votes-store', { vote_id: await optionId('event') });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ success: false, errors: { vote_id: ['Twój głos został już oddany.'] } });
    expect(await storedVotes()).toEqual([{ email: 'lider@demo.pl', slug: 'wyjazd', edition: '2025' }]);
  });

  it('lets every leader vote, sellers or not', async () => {
    const participant = await loginAs(t.app, 'uczestnik@demo.pl');
    expect((await participant.post('/api/votes-store', { vote_id: await optionId('event') })).statusCode).toBe(200);
    const leader = await loginAs(t.app, 'lider@demo.pl');
    expect((await leader.post('/api/votes-store', { vote_id: await optionId('wyjazd') })).statusCode).toBe(200);
    expect(await storedVotes()).toHaveLength(2);
  });

  it('stores one vote when the same leader sends several at once', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    await leader.get('/sanctum/csrf-cookie');
    const [event, wyjazd] = [await optionId('event'), await optionId('wyjazd')];
    const responses = await Promise.all(
      [event, wyjazd, event, wyjazd, event].map((id) => leader.post('/api/votes-store', { vote_id: id })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 422, 422, 422, 422]);
    expect(await storedVotes()).toHaveLength(1);
  });

  it('asks for an existing option, in Polish', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    for (const body of [{ vote_id: 999_999 }, {}, { vote_id: 'gala' }, { vote_id: 0 }, { vote_id: 1.5 }]) {
      const response = await leader.post('/api/votes-store', body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        success: false,
        errors: { vote_id: ['Wybierz jedną z opcji głosowania.'] },
      });
    }
    expect(await storedVotes()).toEqual([]);
  });

  it('refuses sellers, a closed vote and an operator looking as the leader', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const bySeller = await seller.post('/api/votes-store', { vote_id: await optionId('event') });
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json().message).toBe('Głosować mogą tylko liderzy.');

    const operator = await impersonate(t.app, t.db, 'lider@demo.pl');
    const byOperator = await operator.post('/api/votes-store', { vote_id: await optionId('event') });
    expect(byOperator.statusCode).toBe(403);
    expect(byOperator.json().message).toBe('Zalogowany jako klient nie możesz głosować w jego imieniu.');

    await closeVote();
    const leader = await loginAs(t.app, 'uczestnik@demo.pl');
    const closed = await leader.post('/api/votes-store', { vote_id: await optionId('event') });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe('Głosowanie jest zamknięte.');

    expect(await storedVotes()).toEqual([]);
  });
});
