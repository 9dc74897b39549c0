import { describe, expect, it } from 'vitest';
import { CLOSE_CODES, DURATIONS, userStatusSchema } from '../../../src/contract';
import { get, useTestApp } from '../support/helpers';
import { chatSocket, connect, roomOfTwo, settle, socketRoot, tokenUser } from '../support/realtime-clients';

describe('presence from sockets', () => {
  const t = useTestApp();

  const statusOf = async (username: string) => userStatusSchema.parse((await get(t().app, `/api/user/${username}/status`)).json());

  it("sets a user online with their first socket and tells the partners' chat sockets", async () => {
    const root = await socketRoot(t().app);
    const { alice, bola, room } = await roomOfTwo(t().stores);
    const bolaSocket = await chatSocket(root, room.uniquecode, bola.token);
    expect((await statusOf(alice.username)).status).toBe('offline');

    const aliceSocket = await chatSocket(root, room.uniquecode, alice.token);
    expect(await bolaSocket.next('user_online')).toEqual({ type: 'user_online', username: alice.username, status: 'online' });
    expect(await statusOf(alice.username)).toMatchObject({ status: 'online', is_online: true });
    await Promise.all([aliceSocket.close(), bolaSocket.close()]);
  });

  it('sets the user offline with last_seen only when their last socket closes', async () => {
    const root = await socketRoot(t().app);
    const { alice, bola, room } = await roomOfTwo(t().stores);
    const bolaSocket = await chatSocket(root, room.uniquecode, bola.token);
    const aliceChat = await chatSocket(root, room.uniquecode, alice.token);
    const aliceNotifications = connect(`${root}/notifications/?token=${alice.token}`);
    aliceNotifications.send({ type: 'ping' });
    await aliceNotifications.next('pong');

    await aliceChat.close();
    await settle();
    expect(bolaSocket.all('user_offline')).toEqual([]);
    expect((await statusOf(alice.username)).status).toBe('online');

    t().clock.advance(5_000);
    await aliceNotifications.close();
    const lastSeen = t().clock.now().toISOString();
    expect(await bolaSocket.next('user_offline')).toEqual({ type: 'user_offline', username: alice.username, status: 'offline', last_seen: lastSeen });
    expect(await statusOf(alice.username)).toEqual({ username: alice.username, status: 'offline', is_online: false, last_seen: lastSeen });
    await bolaSocket.close();
  });

  it('passes update_status on: away is still user_online, offline is user_offline', async () => {
    const root = await socketRoot(t().app);
    const { alice, bola, room } = await roomOfTwo(t().stores);
    const bolaSocket = await chatSocket(root, room.uniquecode, bola.token);
    const aliceSocket = await chatSocket(root, room.uniquecode, alice.token);
    await bolaSocket.next('user_online');
    aliceSocket.send({ type: 'update_status', status: 'away' });
    expect(await bolaSocket.next('user_online', (frame) => frame.status === 'away')).toEqual({ type: 'user_online', username: alice.username, status: 'away' });
    expect((await statusOf(alice.username)).status).toBe('away');
    aliceSocket.send({ type: 'update_status', status: 'offline' });
    expect(await bolaSocket.next('user_offline')).toMatchObject({ username: alice.username, status: 'offline' });
    await Promise.all([aliceSocket.close(), bolaSocket.close()]);
  });

  it('sets the user offline when another process holds a socket of theirs only on a stale row (that process died)', async () => {
    const root = await socketRoot(t().app);
    const { alice, bola, room } = await roomOfTwo(t().stores);
    const bolaSocket = await chatSocket(root, room.uniquecode, bola.token);
    const aliceSocket = await chatSocket(root, room.uniquecode, alice.token);
    await bolaSocket.next('user_online');
    const longAgo = new Date(t().clock.now().getTime() - DURATIONS.presenceStaleAfter - 1000).toISOString();
    await t().db.kysely.insertInto('presence_processes').values({ user_id: alice.id, process_id: 'a-process-that-died', refreshed_at: longAgo }).execute();
    await aliceSocket.close();
    expect(await bolaSocket.next('user_offline')).toMatchObject({ username: alice.username });
    await bolaSocket.close();
  });

  it('tells sockets to come back when the server stops (1012), leaving presence as it was', async () => {
    const root = await socketRoot(t().app);
    const { alice, room } = await roomOfTwo(t().stores);
    const socket = await chatSocket(root, room.uniquecode, alice.token);
    await expect.poll(async () => (await statusOf(alice.username)).status).toBe('online');
    const closing = t().app.close();
    expect((await socket.closed).code).toBe(CLOSE_CODES.serviceRestart);
    await closing;
    const row = await t().db.kysely.selectFrom('presence').select('status').where('user_id', '=', alice.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('online');
    // The stopped process no longer holds the socket: another process decides when alice goes offline.
    expect(await t().db.kysely.selectFrom('presence_processes').selectAll().execute()).toEqual([]);
  });

  it("shows a chat socket only its room partner's presence", async () => {
    const root = await socketRoot(t().app);
    const { bola, room } = await roomOfTwo(t().stores);
    const chidi = await tokenUser(t().stores);
    const { room: otherRoom } = await t().stores.chatRooms.open(bola.id, chidi.id);
    const bolaWithAlice = await chatSocket(root, room.uniquecode, bola.token);
    const bolaWithChidi = await chatSocket(root, otherRoom.uniquecode, bola.token);
    const chidiSocket = await chatSocket(root, otherRoom.uniquecode, chidi.token);
    expect(await bolaWithChidi.next('user_online')).toMatchObject({ username: chidi.username });
    await settle();
    expect(bolaWithAlice.all('user_online')).toEqual([]);
    await Promise.all([bolaWithAlice.close(), bolaWithChidi.close(), chidiSocket.close()]);
  });
});
