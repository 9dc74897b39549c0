import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { DURATIONS, MESSAGES, type ServerSocketMessage } from '../../src/contract';
import {
  postViewMachine,
  selectCanRetry,
  selectError,
  selectIsStartingChat,
  selectLinkCopied,
  selectPost,
  selectStatus,
  type PostOutcome,
  type PostViewEmitted,
  type PostViewInput,
  type ShareTarget,
} from '../../src/machines/postView';
import type { socketMachine, SocketEvent, SocketInput } from '../../src/machines/socket';
import type { ChatRoom } from '../../src/services/social';
import { samplePost } from '../fixtures/post';

type Deferred<T> = { resolve: (value: T) => void; reject: (error: unknown) => void };

function start(input: PostViewInput) {
  const clock = new SimulatedClock();
  const loads: Array<Deferred<PostOutcome>> = [];
  const rooms: Array<Deferred<ChatRoom> & { receiver: string }> = [];
  const copies: Array<Deferred<void> & { url: string }> = [];
  const shares: Array<{ postId: number; target: ShareTarget }> = [];
  const emitted: PostViewEmitted[] = [];
  const sockets: SocketInput[] = [];
  const actor = createActor(
    postViewMachine.provide({
      actors: {
        loadPost: fromPromise<PostOutcome, { postId: number }>(() => new Promise((resolve, reject) => loads.push({ resolve, reject }))),
        startChatRoom: fromPromise<ChatRoom, { receiver: string }>(
          ({ input: { receiver } }) => new Promise((resolve, reject) => rooms.push({ receiver, resolve, reject })),
        ),
        copyLink: fromPromise<void, { url: string }>(({ input: { url } }) => new Promise((resolve, reject) => copies.push({ url, resolve, reject }))),
        recordShare: fromPromise<void, { postId: number; target: ShareTarget }>(async ({ input }) => {
          shares.push(input);
        }),
        // Records what it was opened with; the test sends what the socket would tell.
        socket: fromCallback<SocketEvent, SocketInput>(({ input }) => {
          sockets.push(input);
        }) as unknown as typeof socketMachine,
      },
    }),
    { input, clock },
  );
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, loads, rooms, copies, shares, emitted, sockets };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('postView machine: loading', () => {
  it('shows a post it was given without loading', () => {
    const { actor, loads } = start({ post: samplePost() });
    expect(selectStatus(actor.getSnapshot())).toBe('loaded');
    expect(loads).toHaveLength(0);
  });

  it('says No Post Data without an id or a post', () => {
    const { actor } = start({});
    expect(selectStatus(actor.getSnapshot())).toBe('noData');
  });

  it('loads by id', async () => {
    const { actor, loads } = start({ postId: 42 });
    expect(selectStatus(actor.getSnapshot())).toBe('loading');
    loads[0]?.resolve({ ok: true, post: samplePost() });
    await settle();
    expect(selectStatus(actor.getSnapshot())).toBe('loaded');
    expect(selectPost(actor.getSnapshot())?.id).toBe(42);
  });

  it('says Post Not Found on a 404', async () => {
    const { actor, loads } = start({ postId: 42 });
    loads[0]?.resolve({ ok: false, failure: { status: 404, message: MESSAGES.postNotFound } });
    await settle();
    expect(selectStatus(actor.getSnapshot())).toBe('notFound');
    expect(selectCanRetry(actor.getSnapshot())).toBe(false);
  });

  it('says Failed to Load Post with the error, and Try Again loads again', async () => {
    const { actor, loads } = start({ postId: 42 });
    loads[0]?.resolve({ ok: false, failure: { status: 0, message: MESSAGES.networkError } });
    await settle();
    expect(selectStatus(actor.getSnapshot())).toBe('failed');
    expect(selectError(actor.getSnapshot())).toBe(MESSAGES.networkError);
    expect(selectCanRetry(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'post.retry' });
    expect(selectStatus(actor.getSnapshot())).toBe('loading');
    loads[1]?.resolve({ ok: true, post: samplePost() });
    await settle();
    expect(selectStatus(actor.getSnapshot())).toBe('loaded');
  });

  it('falls back to Unable to fetch post data. Please try again. without a message', async () => {
    const { actor, loads } = start({ postId: 42 });
    loads[0]?.reject(new Error());
    await settle();
    expect(selectError(actor.getSnapshot())).toBe(MESSAGES.unableToFetchPost);
  });
});

describe('postView machine: Message Seller', () => {
  it('asks a visitor to log in', () => {
    const { actor, rooms, emitted } = start({ post: samplePost() });
    actor.send({ type: 'chat.requested', viewer: null });
    expect(rooms).toHaveLength(0);
    expect(emitted).toEqual([{ type: 'toast', tone: 'info', message: MESSAGES.logInToMessageSellers }]);
  });

  it('creates one room however often it is pressed, then goes there', async () => {
    const { actor, rooms, emitted } = start({ post: samplePost() });
    actor.send({ type: 'chat.requested', viewer: 'alice' });
    actor.send({ type: 'chat.requested', viewer: 'alice' });
    expect(selectIsStartingChat(actor.getSnapshot())).toBe(true);
    expect(rooms.map((room) => room.receiver)).toEqual(['mama_ade']);
    rooms[0]?.resolve({ uniquecode: 'room-abc', created: true });
    await settle();
    expect(emitted).toEqual([{ type: 'navigate', to: '/chats/room-abc' }]);
    actor.send({ type: 'chat.requested', viewer: 'alice' });
    expect(rooms).toHaveLength(1);
  });

  it('says Failed to start chat when the room cannot be made', async () => {
    const { actor, rooms, emitted } = start({ post: samplePost() });
    actor.send({ type: 'chat.requested', viewer: 'alice' });
    rooms[0]?.reject(new Error('offline'));
    await settle();
    expect(emitted).toEqual([{ type: 'toast', tone: 'error', message: MESSAGES.failedToStartChat }]);
  });

  it('says the user is unavailable without a seller', () => {
    const post = samplePost();
    const { actor, emitted } = start({ post: { ...post, user: { ...post.user, username: '' } } });
    actor.send({ type: 'chat.requested', viewer: 'alice' });
    expect(emitted).toEqual([{ type: 'toast', tone: 'error', message: MESSAGES.chatUserUnavailable }]);
  });
});

describe('postView machine: sharing', () => {
  it('copies the link, says so, and shows the feedback for 2 s', async () => {
    const { actor, clock, copies, emitted } = start({ post: samplePost() });
    actor.send({ type: 'link.copyRequested', url: 'http://localhost/post/42' });
    expect(copies.map((copy) => copy.url)).toEqual(['http://localhost/post/42']);
    copies[0]?.resolve();
    await settle();
    expect(selectLinkCopied(actor.getSnapshot())).toBe(true);
    expect(emitted).toEqual([{ type: 'toast', tone: 'success', message: MESSAGES.linkCopied }]);
    clock.increment(DURATIONS.copyFeedback);
    expect(selectLinkCopied(actor.getSnapshot())).toBe(false);
  });

  it('says Failed to copy link when the clipboard refuses', async () => {
    const { actor, copies, emitted } = start({ post: samplePost() });
    actor.send({ type: 'link.copyRequested', url: 'x' });
    copies[0]?.reject(new Error('denied'));
    await settle();
    expect(emitted).toEqual([{ type: 'toast', tone: 'error', message: MESSAGES.failedToCopyLink }]);
  });

  it('records an opened share without waiting and says Post shared successfully', async () => {
    const { actor, shares, emitted } = start({ post: samplePost() });
    actor.send({ type: 'share.opened', target: 'whatsapp' });
    await settle();
    expect(shares).toEqual([{ postId: 42, target: 'whatsapp' }]);
    expect(emitted).toEqual([{ type: 'toast', tone: 'success', message: MESSAGES.postShared, durationMs: DURATIONS.shareToast }]);
  });
});

describe('postView machine: the live socket', () => {
  const live = { viewer: 'alice', socket: { target: { channel: 'social' as const, postId: 42 }, token: 'token-alice', seed: 1 } };
  const frame = (message: ServerSocketMessage) => ({ type: 'socket.received' as const, channel: 'social' as const, message });

  it("opens the post's socket for a signed-in viewer once the post is loaded, and tells its likes and comments", async () => {
    const { actor, loads, sockets, emitted } = start({ postId: 42, live });
    expect(sockets).toEqual([]);
    loads[0]?.resolve({ ok: true, post: samplePost({ id: 42 }) });
    await settle();
    expect(sockets).toEqual([{ ...live.socket, receiver: actor }]);
    actor.send(frame({ type: 'like', post_id: 42, action: 'like', username: 'bola', no_of_likes: 6 }));
    actor.send(frame({ type: 'comment', post_id: 42, comment: 'Still there?', parent_id: null, username: 'bola' }));
    // Another post's activity, and other frames, are not this post's.
    actor.send(frame({ type: 'like', post_id: 41, action: 'like', username: 'bola', no_of_likes: 1 }));
    actor.send(frame({ type: 'pong', timestamp: '2026-03-01T12:00:00Z' }));
    expect(emitted).toEqual([
      { type: 'post.heard', viewer: 'alice', activity: { kind: 'like', postId: 42, liked: true, count: 6, username: 'bola' } },
      { type: 'post.heard', viewer: 'alice', activity: { kind: 'comment', postId: 42, username: 'bola' } },
    ]);
  });

  it('opens no socket for a visitor (the server asks for a token)', () => {
    const { sockets } = start({ post: samplePost({ id: 42 }), live: null });
    expect(sockets).toEqual([]);
  });
});
