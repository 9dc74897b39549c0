import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/contract';
import { eventsStore } from '../../../../server/store/events.store';
import { json, newUser, post, signIn, useTestApp } from '../../support/helpers';

describe('POST /api/track_event', () => {
  const t = useTestApp();

  async function eventsNamed(event: string) {
    return t().db.kysely.selectFrom('tracked_events').selectAll().where('event', '=', event).orderBy('id').execute();
  }

  it('records an event with the signed-in caller, or none for a visitor', async () => {
    const user = await newUser(t().stores, { username: 'clicker' });
    const token = await signIn(t().app, user);
    const signed = await post(t().app, '/api/track_event', { event: 'nearby.opened', path: '/nearby', properties: { radius: 10, category: null, from: 'navbar' } }, token);
    expect(signed.statusCode).toBe(202);
    expect(json(signed)).toEqual({ recorded: true });
    await post(t().app, '/api/track_event', { event: 'nearby.opened' });
    const rows = await eventsNamed('nearby.opened');
    expect(rows.map((row) => [row.user_id, row.path, JSON.parse(row.properties)])).toEqual([
      [user.id, '/nearby', { radius: 10, category: null, from: 'navbar' }],
      [null, '', {}],
    ]);
  });

  it('refuses events without a proper name or with unbounded properties', async () => {
    const cases: unknown[] = [
      {},
      { event: '' },
      { event: 'x'.repeat(65) },
      { event: 'drop table; --' },
      { event: 'ok', properties: { nested: { deep: true } } },
      { event: 'ok', properties: Object.fromEntries(Array.from({ length: 31 }, (_, index) => [`k${index}`, index])) },
      { event: 'ok', properties: { long: 'x'.repeat(501) } },
      { event: 'ok', properties: ['a'] },
    ];
    for (const body of cases) {
      const response = await post(t().app, '/api/track_event', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const message = json(await post(t().app, '/api/track_event', { event: '' })).message;
    expect(message).toBe(MESSAGES.invalidEvent);
    expect(await eventsNamed('ok')).toEqual([]);
  });

  it('keeps the newest events only, pruning in batches', async () => {
    const log = eventsStore(t().db.kysely, t().clock, { kept: 20, pruneEvery: 5, pruneBatch: 8 });
    const before = await log.count();
    const ids: number[] = [];
    for (let index = 0; index < 60; index += 1) ids.push(await log.record({ userId: null, event: 'bounded', path: '', properties: { index } }));
    const rows = await eventsNamed('bounded');
    expect(rows.length).toBeLessThanOrEqual(20 + 8);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    const newest = Math.max(...ids);
    expect(rows.at(-1)?.id).toBe(newest);
    expect(rows.every((row) => row.id > newest - 20 - 8)).toBe(true);
    expect(await log.count()).toBeLessThanOrEqual(before + 28);
  });
});
