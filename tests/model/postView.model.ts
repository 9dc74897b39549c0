/** The model of the post popup: loading by id or given, failures and retry, Message Seller, Copy link, shares, the live socket. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { postViewActors, postViewMachine, type PostViewContext, type PostViewEvent } from '../../src/machines/postView';
import { samplePost } from '../fixtures/post';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, timerEvents, type MachineModel, type ModelVariant } from './harness';
import { sendingNoticeFixtures } from './socketNotices';

const POST_ID = 42;
const like = (postId: number) => ({ type: 'like', post_id: postId, action: 'like', username: 'bola', no_of_likes: 6 }) as const;

export const postViewEventFixtures = {
  'post.retry': [{ type: 'post.retry' }],
  'chat.requested': [
    { type: 'chat.requested', viewer: 'ada' },
    { type: 'chat.requested', viewer: null },
  ],
  'link.copyRequested': [{ type: 'link.copyRequested', url: `https://example.ng/?postId=${POST_ID}` }],
  'share.opened': [{ type: 'share.opened', target: 'whatsapp' }],
  // The owner marked the post sold from the popup.
  'post.changed': [{ type: 'post.changed', post: samplePost({ id: POST_ID, sold: true }) }],
  // A like and a comment on this post, a like on another, and a frame that is no activity.
  'socket.received': [
    { type: 'socket.received', channel: 'social', message: like(POST_ID) },
    { type: 'socket.received', channel: 'social', message: { type: 'comment', post_id: POST_ID, comment: 'Still available?', parent_id: null, username: 'bola' } },
    { type: 'socket.received', channel: 'social', message: like(41) },
    { type: 'socket.received', channel: 'social', message: { type: 'connection_established', online_friends: [] } },
  ],
  // The socket's other notices mean nothing to the popup.
  'socket.statusChanged': [{ type: 'socket.statusChanged', channel: 'social', status: 'connected', error: null }],
  ...sendingNoticeFixtures('social'),
} satisfies EventFixtures<PostViewEvent>;

/** Loaded, not found, refused otherwise; a room; a copy; a recorded share. */
export const postViewOutputFixtures = {
  loadPost: [
    { ok: true, post: samplePost({ id: POST_ID }) },
    { ok: false, failure: { status: 404, message: 'Post not found' } },
    { ok: false, failure: { status: 500, message: '' } },
  ],
  startChatRoom: [{ uniquecode: 'room-42', created: true }],
  copyLink: [undefined],
  recordShare: [undefined],
} satisfies Omit<OutputFixtures<typeof postViewActors>, 'socket'>;

export const postViewSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof postViewActors.loadPost>(postViewMachine, 'loadPost', postViewOutputFixtures.loadPost),
  ...errorEvents(postViewMachine, 'loadPost'),
  ...doneEvents<typeof postViewActors.startChatRoom>(postViewMachine, 'startChatRoom', postViewOutputFixtures.startChatRoom),
  ...errorEvents(postViewMachine, 'startChatRoom'),
  ...doneEvents<typeof postViewActors.copyLink>(postViewMachine, 'copyLink', postViewOutputFixtures.copyLink),
  ...errorEvents(postViewMachine, 'copyLink'),
  ...timerEvents(postViewMachine),
];

const live = { viewer: 'ada', socket: { target: { channel: 'social' as const, postId: POST_ID }, token: 'token-ada', seed: 1 } };

export const postViewVariants = {
  byId: { name: 'a share link (by id), signed in', input: { postId: POST_ID, live } },
  given: { name: 'a post from the feed, signed out', input: { post: samplePost({ id: POST_ID }) } },
  sellerGone: { name: 'a post whose seller is gone', input: { post: samplePost({ id: POST_ID, user: { ...samplePost().user, username: '' } }) } },
  noData: { name: 'neither id nor post', input: {} },
  sold: { name: 'a sold post from the feed', input: { post: samplePost({ id: POST_ID, sold: true }) } },
} satisfies Record<string, ModelVariant>;

export const postViewModel: MachineModel = {
  name: 'postView',
  // The graph's pure steps would register the live socket's system id again on every path; what the popup
  // spawns for a signed-in viewer is pinned in tests/machines/postView.test.ts ('the live socket').
  machine: postViewMachine.provide({ actions: { startLive: () => undefined } }),
  variants: Object.values(postViewVariants),
  events: [...fixtureEvents<PostViewEvent>(postViewEventFixtures), ...postViewSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { post, error } = snapshot.context as PostViewContext;
    return JSON.stringify({ value: snapshot.value, post: post?.id ?? null, sold: post?.sold ?? null, error });
  },
};
