import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fillTemplate, MESSAGES, SAVED_SEARCH_LIMITS, savedSearchAnswerSchema, savedSearchesAnswerSchema, SAVED_SEARCH_MESSAGES } from '../../../../src/contract';
import { get, json, post, useTestApp } from '../../support/helpers';
import { signedInUser, type Member } from '../../support/social-fixtures';

const send = (app: FastifyInstance, method: 'PATCH' | 'DELETE', url: string, token: string, payload?: Record<string, unknown>) => {
  const headers = { authorization: `Token ${token}` };
  return payload === undefined ? app.inject({ method, url, headers }) : app.inject({ method, url, headers, payload });
};

describe('saved searches: /api/saved-searches', () => {
  const t = useTestApp();
  const save = (member: Member | undefined, body: unknown) => post(t().app, '/api/saved-searches', body, member?.token);
  const listOf = async (member: Member) => savedSearchesAnswerSchema.parse((await get(t().app, '/api/saved-searches', member.token)).json());

  it('saves the search and filters with a name, lists them newest first, turns alerts off and on, and deletes', async () => {
    const ada = await signedInUser(t());
    const saved = await save(ada, { name: '  ankara under 20k ', query: { q: ' ankara  gown', max_price: '20000', sort: 'price_asc', show_sold: 'false', page: undefined } });
    expect(saved.statusCode, saved.body).toBe(201);
    const first = savedSearchAnswerSchema.parse(saved.json());
    expect(first).toMatchObject({ message: SAVED_SEARCH_MESSAGES.savedSearchSaved, saved_search: { name: 'ankara under 20k', alerts: true, query: { q: 'ankara gown', max_price: '20000', sort: 'price_asc' } } });
    t().clock.advance(1000);
    await save(ada, { name: 'Phones in Lagos', query: { category: 1, city: 'Ikeja', show_sold: true }, alerts: false });

    const list = await listOf(ada);
    expect(list.limit).toBe(SAVED_SEARCH_LIMITS.perUser);
    expect(list.results.map((search) => [search.name, search.alerts, search.query])).toEqual([
      ['Phones in Lagos', false, { category: '1', city: 'Ikeja', show_sold: 'true' }],
      ['ankara under 20k', true, { q: 'ankara gown', sort: 'price_asc', max_price: '20000' }],
    ]);

    const off = await send(t().app, 'PATCH', `/api/saved-searches/${first.saved_search.id}`, ada.token, { alerts: false });
    expect(off.statusCode).toBe(200);
    expect(savedSearchAnswerSchema.parse(off.json())).toMatchObject({ saved_search: { alerts: false }, message: fillTemplate(SAVED_SEARCH_MESSAGES.savedSearchAlertsOff, { name: 'ankara under 20k' }) });
    const on = await send(t().app, 'PATCH', `/api/saved-searches/${first.saved_search.id}`, ada.token, { alerts: true });
    expect(json(on).message).toBe(fillTemplate(SAVED_SEARCH_MESSAGES.savedSearchAlertsOn, { name: 'ankara under 20k' }));
    // A change of nothing (no body) leaves it as it is: it answered 500 when the update set no column.
    const nothing = await send(t().app, 'PATCH', `/api/saved-searches/${first.saved_search.id}`, ada.token);
    expect(nothing.statusCode, nothing.body).toBe(200);
    expect(savedSearchAnswerSchema.parse(nothing.json()).saved_search).toMatchObject({ name: 'ankara under 20k', alerts: true });

    const deleted = await send(t().app, 'DELETE', `/api/saved-searches/${first.saved_search.id}`, ada.token);
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted).message).toBe(SAVED_SEARCH_MESSAGES.savedSearchDeleted);
    expect((await listOf(ada)).results.map((search) => search.name)).toEqual(['Phones in Lagos']);
  });

  it('refuses a missing or long name, an empty search and a bad filter, each in its own words', async () => {
    const ada = await signedInUser(t());
    const cases: [unknown, string][] = [
      [{ name: '   ', query: { q: 'ankara' } }, SAVED_SEARCH_MESSAGES.savedSearchNameRequired],
      [{ query: { q: 'ankara' } }, SAVED_SEARCH_MESSAGES.savedSearchNameRequired],
      [{ name: 'x'.repeat(SAVED_SEARCH_LIMITS.nameMax + 1), query: { q: 'ankara' } }, SAVED_SEARCH_MESSAGES.savedSearchNameTooLong],
      [{ name: 'Everything', query: {} }, SAVED_SEARCH_MESSAGES.savedSearchEmpty],
      [{ name: 'Newest', query: { sort: 'newest', q: '  ' } }, SAVED_SEARCH_MESSAGES.savedSearchEmpty],
      [{ name: 'Cheap', query: { min_price: '-5' } }, fillTemplate(SAVED_SEARCH_MESSAGES.savedSearchQueryInvalid, { reason: MESSAGES.minPriceInvalid })],
      [{ name: 'Odd', query: { colour: 'red' } }, fillTemplate(SAVED_SEARCH_MESSAGES.savedSearchQueryInvalid, { reason: 'unknown parameter' })],
      [{ name: 'Alerts', query: { q: 'ankara' }, alerts: 'yes' }, MESSAGES.mustBeTrueOrFalse],
    ];
    for (const [body, message] of cases) {
      const answer = await save(ada, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(json(answer)), JSON.stringify(body)).toContain(JSON.stringify(message).slice(1, -1));
    }
    expect((await listOf(ada)).results).toEqual([]);
  });

  it(`keeps at most ${SAVED_SEARCH_LIMITS.perUser} per user and says so`, async () => {
    const ada = await signedInUser(t());
    for (let index = 0; index < SAVED_SEARCH_LIMITS.perUser; index += 1) {
      expect((await save(ada, { name: `search ${index}`, query: { q: `word${index}` } })).statusCode).toBe(201);
    }
    const refused = await save(ada, { name: 'one more', query: { q: 'ankara' } });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toBe(SAVED_SEARCH_MESSAGES.savedSearchesFull);
    expect((await listOf(ada)).results).toHaveLength(SAVED_SEARCH_LIMITS.perUser);
    const other = await signedInUser(t(), { username: 'bola_b' });
    expect((await save(other, { name: 'mine', query: { q: 'ankara' } })).statusCode).toBe(201);
  });

  it('answers a Save sent again (its first answer lost on a dropped connection) with the search already saved, even at the limit, not a second one', async () => {
    const ada = await signedInUser(t());
    const body = { name: 'ankara under 20k', query: { q: 'ankara', max_price: '20000', sort: 'price_asc' } };
    const first = savedSearchAnswerSchema.parse((await save(ada, body)).json());
    const again = await save(ada, { ...body, name: ' ankara under 20k ', query: { sort: 'price_asc', max_price: 20000, q: ' ankara ' } });
    expect(again.statusCode, again.body).toBe(201);
    expect(savedSearchAnswerSchema.parse(again.json())).toEqual(first);
    expect((await listOf(ada)).results.map((search) => search.id)).toEqual([first.saved_search.id]);

    // Another name or another query is another search.
    expect((await save(ada, { ...body, name: 'cheap ankara' })).statusCode).toBe(201);
    expect((await save(ada, { ...body, query: { q: 'ankara' } })).statusCode).toBe(201);
    for (let index = 3; index < SAVED_SEARCH_LIMITS.perUser; index += 1) await save(ada, { name: `search ${index}`, query: { q: `word${index}` } });
    expect((await save(ada, body)).statusCode).toBe(201);
    expect((await listOf(ada)).results).toHaveLength(SAVED_SEARCH_LIMITS.perUser);
  });

  it('stores one search of the same Save sent several times at once (two tabs, a retry) and answers each with it', async () => {
    const ada = await signedInUser(t());
    const body = { name: 'ankara under 20k', query: { q: 'ankara', max_price: '20000' } };
    const same = { ...body, query: { max_price: 20000, q: 'ankara' } };
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => save(ada, index % 2 ? body : same)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    const ids = answers.map((answer) => savedSearchAnswerSchema.parse(answer.json()).saved_search.id);
    expect(new Set(ids).size).toBe(1);
    expect((await listOf(ada)).results.map((search) => search.id)).toEqual([ids[0]]);
  });

  it('keeps to the limit when different searches are saved at once one short of it', async () => {
    const ada = await signedInUser(t());
    for (let index = 1; index < SAVED_SEARCH_LIMITS.perUser; index += 1) expect((await save(ada, { name: `search ${index}`, query: { q: `word${index}` } })).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => save(ada, { name: `at once ${index}`, query: { q: `other${index}` } })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    expect((await listOf(ada)).results).toHaveLength(SAVED_SEARCH_LIMITS.perUser);
  });

  it('lets no one list, change or delete another user’s saved searches (404 as for a missing one), nor a visitor anything (401)', async () => {
    const ada = await signedInUser(t());
    const bola = await signedInUser(t(), { username: 'bola_b' });
    const saved = savedSearchAnswerSchema.parse((await save(ada, { name: 'ankara', query: { q: 'ankara' } })).json()).saved_search;
    expect((await listOf(bola)).results).toEqual([]);
    for (const [method, body] of [['PATCH', { alerts: false }], ['PATCH', { name: 'mine now' }], ['PATCH', undefined], ['DELETE', undefined]] as const) {
      const answer = await send(t().app, method, `/api/saved-searches/${saved.id}`, bola.token, body);
      expect(answer.statusCode, method).toBe(404);
      expect(json(answer).message).toBe(SAVED_SEARCH_MESSAGES.savedSearchNotFound);
    }
    const missing = await send(t().app, 'DELETE', '/api/saved-searches/999999', ada.token);
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe(SAVED_SEARCH_MESSAGES.savedSearchNotFound);
    const malformed = await send(t().app, 'PATCH', '/api/saved-searches/abc', ada.token, { alerts: true });
    expect([malformed.statusCode, json(malformed).message]).toEqual([400, SAVED_SEARCH_MESSAGES.savedSearchNotFound]);
    expect((await listOf(ada)).results).toEqual([saved]);

    expect((await get(t().app, '/api/saved-searches')).statusCode).toBe(401);
    expect((await save(undefined, { name: 'ankara', query: { q: 'ankara' } })).statusCode).toBe(401);
    expect((await t().app.inject({ method: 'DELETE', url: `/api/saved-searches/${saved.id}` })).statusCode).toBe(401);
  });
});
