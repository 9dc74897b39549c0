import { describe, expect, it } from 'vitest';
import { DURATIONS, MESSAGES, onlineUsersAnswerSchema, userStatusSchema } from '../../../../src/contract';
import { get, json, newUser, post, signIn, useTestApp } from '../../support/helpers';

describe('presence', () => {
  const t = useTestApp();

  it('sets online, away and offline and reads them back', async () => {
    const user = await newUser(t().stores, { username: 'Femi' });
    const token = await signIn(t().app, user);
    const away = await post(t().app, '/api/user/online-status/', { is_online: true, status: 'away' }, token);
    expect(away.statusCode).toBe(200);
    expect(userStatusSchema.parse(away.json())).toMatchObject({ username: 'Femi', status: 'away', is_online: true });

    const read = await get(t().app, '/api/user/femi/status');
    expect(userStatusSchema.parse(read.json())).toMatchObject({ status: 'away', is_online: true });

    t().clock.advance(5000);
    const offline = await post(t().app, '/api/user/online-status', { is_online: false }, token);
    expect(userStatusSchema.parse(offline.json())).toEqual({
      username: 'Femi',
      status: 'offline',
      is_online: false,
      last_seen: t().clock.now().toISOString(),
    });
  });

  it('lists online and away users with a fresh heartbeat; a stale heartbeat reads offline with last_seen kept', async () => {
    const femi = await newUser(t().stores, { username: 'femi' });
    const bola = await newUser(t().stores, { username: 'bola' });
    await newUser(t().stores, { username: 'quiet' });
    const femiToken = await signIn(t().app, femi);
    const bolaToken = await signIn(t().app, bola);
    await post(t().app, '/api/user/online-status/', { is_online: true, status: 'away' }, bolaToken);

    const list = onlineUsersAnswerSchema.parse((await get(t().app, '/api/users/online/')).json());
    expect(list).toEqual({ online_users: ['bola', 'femi'], count: 2 });

    const heartbeat = t().clock.now().toISOString();
    t().clock.advance(DURATIONS.presenceStaleAfter - 1000);
    await post(t().app, '/api/user/online-status/', { is_online: true }, femiToken);
    t().clock.advance(2000);
    expect(onlineUsersAnswerSchema.parse((await get(t().app, '/api/users/online')).json())).toEqual({
      online_users: ['femi'],
      count: 1,
    });
    const stale = userStatusSchema.parse((await get(t().app, '/api/user/bola/status/')).json());
    expect(stale).toEqual({ username: 'bola', status: 'offline', is_online: false, last_seen: heartbeat });

    const never = userStatusSchema.parse((await get(t().app, '/api/user/quiet/status')).json());
    expect(never).toEqual({ username: 'quiet', status: 'offline', is_online: false, last_seen: null });
  });

  it('refuses other statuses, contradictions, wrong types and missing auth', async () => {
    const user = await newUser(t().stores);
    const token = await signIn(t().app, user);
    const cases: [unknown, string][] = [
      [{ is_online: true, status: 'busy' }, MESSAGES.invalidStatus],
      [{ is_online: true, status: 'offline' }, MESSAGES.invalidStatus],
      [{ is_online: false, status: 'online' }, MESSAGES.invalidStatus],
      [{ is_online: 'yes' }, 'is_online must be true or false.'],
      [{}, 'is_online must be true or false.'],
    ];
    for (const [body, message] of cases) {
      const response = await post(t().app, '/api/user/online-status/', body, token);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(response).message, JSON.stringify(body)).toBe(message);
    }
    expect((await t().stores.presence.statusOf(user.id, user.username)).status).toBe('online');
    const anonymous = await post(t().app, '/api/user/online-status/', { is_online: true });
    expect(json(anonymous)).toEqual({ message: MESSAGES.authenticationRequired });
    const unknown = await get(t().app, '/api/user/nobody_here/status');
    expect(unknown.statusCode).toBe(404);
  });

  it('counts a process that holds a socket of the user while it keeps its rows fresh, and not after it stops', async () => {
    const user = await newUser(t().stores, { username: 'held' });
    const { presence } = t().stores;
    await presence.hold(user.id, 'process-a');
    expect(await presence.heldElsewhere(user.id, 'process-b')).toBe(true);
    expect(await presence.heldElsewhere(user.id, 'process-a')).toBe(false);

    t().clock.advance(DURATIONS.presenceStaleAfter - 1000);
    await presence.refreshHolds('process-a');
    t().clock.advance(2000);
    expect(await presence.heldElsewhere(user.id, 'process-b')).toBe(true);
    t().clock.advance(DURATIONS.presenceStaleAfter);
    expect(await presence.heldElsewhere(user.id, 'process-b')).toBe(false);

    await presence.refreshHolds('process-a');
    await presence.releaseAll('process-a');
    expect(await presence.heldElsewhere(user.id, 'process-b')).toBe(false);
  });
});
