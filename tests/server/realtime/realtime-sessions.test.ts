import { describe, expect, it, vi } from 'vitest';
import { CLOSE_CODES, MESSAGES, sessionsAnswerSchema } from '../../../src/contract';
import { get, json, newUser, post, signIn, STRONG_PASSWORD, useTestApp, type TestApp } from '../support/helpers';
import { chatUrl, connect, settle, socketRoot, useTwoServersOnRedis, type TestSocket } from '../support/realtime-clients';

const authFailed = { code: CLOSE_CODES.authenticationFailed, reason: MESSAGES.realtimeAuthFailed };

/** A socket whose subscriptions are in place (its pong comes after them). */
async function ready(socket: TestSocket): Promise<TestSocket> {
  socket.send({ type: 'ping' });
  await socket.next('pong');
  return socket;
}

/** A user signed in on a laptop and a phone, a friend with a room, and the user's sockets of each session. */
async function twoSessions(app: TestApp, roots: { laptop: string; phone: string }) {
  const user = await newUser(app.stores);
  const friend = await newUser(app.stores);
  const laptop = await signIn(app.app, user, 'laptop');
  const phone = await signIn(app.app, user, 'phone');
  const { room } = await app.stores.chatRooms.open(user.id, friend.id);
  const open = async (root: string, token: string) => ({
    chat: await ready(connect(chatUrl(root, room.uniquecode, token))),
    notifications: await ready(connect(`${root}/notifications/?token=${encodeURIComponent(token)}`)),
  });
  return { user, friend, room, laptop, phone, laptopSockets: await open(roots.laptop, laptop), phoneSockets: await open(roots.phone, phone) };
}

const stillOpen = async (sockets: { chat: TestSocket; notifications: TestSocket }) => {
  for (const socket of [sockets.chat, sockets.notifications]) {
    expect(socket.isOpen()).toBe(true);
    await ready(socket);
  }
};

describe('revoking a session closes its sockets (memory hub)', () => {
  const t = useTestApp();

  it('logout closes every socket opened with that token with 4001, and no other session’s', async () => {
    const root = await socketRoot(t().app);
    const { laptop, laptopSockets, phoneSockets } = await twoSessions(t(), { laptop: root, phone: root });
    expect((await post(t().app, '/api/logout', undefined, laptop)).statusCode).toBe(200);
    expect(await laptopSockets.chat.closed).toEqual(authFailed);
    expect(await laptopSockets.notifications.closed).toEqual(authFailed);
    await stillOpen(phoneSockets);
  });

  it('a password change closes the other sessions’ sockets and keeps this one’s', async () => {
    const root = await socketRoot(t().app);
    const { phone, laptopSockets, phoneSockets } = await twoSessions(t(), { laptop: root, phone: root });
    const response = await post(t().app, '/api/updatedata', { current_password: STRONG_PASSWORD, password: 'Kaduna2027Rose' }, phone);
    expect(response.statusCode).toBe(200);
    expect(await laptopSockets.chat.closed).toEqual(authFailed);
    expect(await laptopSockets.notifications.closed).toEqual(authFailed);
    await stillOpen(phoneSockets);
  });

  it('a password reset closes every socket of the user', async () => {
    const root = await socketRoot(t().app);
    const { user, laptopSockets, phoneSockets } = await twoSessions(t(), { laptop: root, phone: root });
    await post(t().app, '/api/forgotpassword', { email: user.email });
    const token = t().outbox.resetTokenFor(user.email);
    const reset = await post(t().app, '/api/resetpassword', { token, password: 'Kaduna2027Rose', password_confirm: 'Kaduna2027Rose' });
    expect(reset.statusCode).toBe(200);
    for (const socket of [laptopSockets.chat, laptopSockets.notifications, phoneSockets.chat, phoneSockets.notifications]) {
      expect(await socket.closed).toEqual(authFailed);
    }
  });

  it('signing a session out from the list closes its sockets, and signing out all others closes theirs', async () => {
    const root = await socketRoot(t().app);
    const { user, laptop, phone, laptopSockets, phoneSockets } = await twoSessions(t(), { laptop: root, phone: root });
    const tablet = await signIn(t().app, user, 'phone');
    const tabletSocket = await ready(connect(`${root}/notifications/?token=${encodeURIComponent(tablet)}`));
    const { sessions } = sessionsAnswerSchema.parse(json(await get(t().app, '/api/sessions', phone)));
    // The laptop signed in first.
    const laptopId = Math.min(...sessions.map((session) => session.id));
    expect((await post(t().app, `/api/sessions/${laptopId}/signout`, undefined, phone)).statusCode).toBe(200);
    expect(await laptopSockets.chat.closed).toEqual(authFailed);
    expect(await laptopSockets.notifications.closed).toEqual(authFailed);
    await stillOpen(phoneSockets);
    await ready(tabletSocket);

    expect((await post(t().app, '/api/sessions/signout-others', undefined, phone)).statusCode).toBe(200);
    expect(await tabletSocket.closed).toEqual(authFailed);
    await stillOpen(phoneSockets);
    expect((await post(t().app, '/api/logout', undefined, laptop)).statusCode).toBe(401);
  });

  it('a session that ends while its socket is being opened does not keep that socket', async () => {
    const root = await socketRoot(t().app);
    const user = await newUser(t().stores);
    const friend = await newUser(t().stores);
    const token = await signIn(t().app, user, 'laptop');
    const { room } = await t().stores.chatRooms.open(user.id, friend.id);
    const rooms = t().stores.chatRooms;
    const findByCode = rooms.findByCode.bind(rooms);
    // The token was good when the socket's request was checked; the logout lands before the socket is counted.
    let loggedOut = false;
    vi.spyOn(rooms, 'findByCode').mockImplementationOnce(async (code) => {
      loggedOut = (await post(t().app, '/api/logout', undefined, token)).statusCode === 200;
      return findByCode(code);
    });
    const socket = connect(chatUrl(root, room.uniquecode, token));
    expect(await socket.closed).toEqual(authFailed);
    expect(loggedOut).toBe(true);
  });

  it('a closed session’s socket hears no more private messages', async () => {
    const root = await socketRoot(t().app);
    const { friend, room, laptop, laptopSockets, phoneSockets } = await twoSessions(t(), { laptop: root, phone: root });
    await post(t().app, '/api/logout', undefined, laptop);
    await laptopSockets.chat.closed;
    const friendToken = await signIn(t().app, friend);
    const friendSocket = await ready(connect(chatUrl(root, room.uniquecode, friendToken)));
    friendSocket.send({ type: 'message', message: 'private', temp_id: 't1', uniquecode: room.uniquecode, sender: friend.username });
    expect(await phoneSockets.chat.next('chat')).toMatchObject({ message: { message: 'private' } });
    await settle();
    expect(laptopSockets.chat.all('chat')).toEqual([]);
    await friendSocket.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('revoking a session closes its sockets on every server process (Redis)', () => {
  const server = useTwoServersOnRedis(redisUrl);

  it('logout through one process closes the session’s sockets on the other', async () => {
    const [first, second] = [server(0), server(1)];
    const { laptop, laptopSockets, phoneSockets } = await twoSessions(first, { laptop: second.root, phone: first.root });
    expect((await post(first.app, '/api/logout', undefined, laptop)).statusCode).toBe(200);
    expect(await laptopSockets.chat.closed).toEqual(authFailed);
    expect(await laptopSockets.notifications.closed).toEqual(authFailed);
    await stillOpen(phoneSockets);
  });

  it('a password change through one process closes the other sessions’ sockets on both', async () => {
    const [first, second] = [server(0), server(1)];
    const { phone, laptopSockets, phoneSockets } = await twoSessions(first, { laptop: second.root, phone: second.root });
    expect((await post(first.app, '/api/updatedata', { current_password: STRONG_PASSWORD, password: 'Kaduna2027Rose' }, phone)).statusCode).toBe(200);
    expect(await laptopSockets.chat.closed).toEqual(authFailed);
    await stillOpen(phoneSockets);
  });
});
