import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { MESSAGES, type CurrentUser, type Review } from '../../src/contract';
import { ownerStatusMachine, selectOwnerStatus } from '../../src/machines/ownerStatus';
import {
  groupPostsByCategory,
  profileLocation,
  profileMachine,
  selectIsComposing,
  selectIsFailed,
  selectIsNotFound,
  selectIsStartingChat,
  selectProfile,
  selectViewer,
  type ChatRoomAnswer,
  type ProfileEmitted,
  type ProfileOutcome,
} from '../../src/machines/profile';
import { reviewDraftMachine, type ReviewDraftContext, type ReviewDraftEmitted, type ReviewDraftOutcome } from '../../src/machines/reviewDraft';
import { marketInfoOf, profilePostOf, vendorProfileOf } from '../fixtures/profile';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const never = <T,>() => new Promise<T>(() => undefined);

type Answers = { load?: () => Promise<ProfileOutcome>; chat?: () => Promise<ChatRoomAnswer> };

function start(viewer: string | null, answers: Answers = {}, username = 'mama_nkechi') {
  const loads: string[] = [];
  const emitted: ProfileEmitted[] = [];
  const machine = profileMachine.provide({
    actors: {
      loadProfile: fromPromise<ProfileOutcome, { username: string }>(({ input }) => {
        loads.push(input.username);
        return (answers.load ?? (async () => ({ kind: 'loaded', profile: vendorProfileOf(username) })))();
      }),
      openChatRoom: fromPromise<ChatRoomAnswer, { receiver: string }>(() => (answers.chat ?? never)()),
    },
  });
  const actor = createActor(machine, { input: { username, viewer } });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, loads, emitted };
}

describe('profile machine', () => {
  it('loads the profile and tells who is looking', async () => {
    const owner = start('mama_nkechi');
    const visitor = start('ada');
    const signedOut = start(null);
    await settle();
    expect(selectProfile(owner.actor.getSnapshot())?.user.username).toBe('mama_nkechi');
    expect([owner, visitor, signedOut].map(({ actor }) => selectViewer(actor.getSnapshot()))).toEqual(['owner', 'visitor', 'signedOut']);
  });

  it('says Profile not found for an unknown user, and Failed to load profile data otherwise, with a retry', async () => {
    const missing = start('ada', { load: async () => ({ kind: 'notFound' }) });
    const broken = start('ada', { load: async () => ({ kind: 'failed' }) });
    await settle();
    expect(selectIsNotFound(missing.actor.getSnapshot())).toBe(true);
    expect(missing.emitted).toEqual([{ type: 'toast', tone: 'error', message: MESSAGES.profileNotFound }]);
    expect(selectIsFailed(broken.actor.getSnapshot())).toBe(true);
    expect(broken.emitted).toEqual([{ type: 'toast', tone: 'error', message: MESSAGES.profileLoadFailed }]);
    broken.actor.send({ type: 'profile.retried' });
    expect(broken.loads).toHaveLength(2);
  });

  it('keeps the shown profile while it reloads, and through a failed reload', async () => {
    let answer: ProfileOutcome = { kind: 'loaded', profile: vendorProfileOf('mama_nkechi') };
    const { actor, loads } = start('ada', { load: async () => answer });
    await settle();
    answer = { kind: 'failed' };
    actor.send({ type: 'profile.reloadRequested' });
    expect(selectProfile(actor.getSnapshot())).toBeDefined();
    await settle();
    expect(loads).toHaveLength(2);
    expect(selectProfile(actor.getSnapshot())?.user.username).toBe('mama_nkechi');
  });

  it('opens one chat room for a Message click and goes there', async () => {
    let opened = 0;
    const { actor, emitted } = start('ada', {
      chat: async () => {
        opened += 1;
        return { uniquecode: 'room-7' };
      },
    });
    await settle();
    actor.send({ type: 'message.requested' });
    actor.send({ type: 'message.requested' });
    expect(selectIsStartingChat(actor.getSnapshot())).toBe(true);
    await settle();
    expect(opened).toBe(1);
    expect(emitted).toContainEqual({ type: 'navigate', to: '/chats/room-7' });
  });

  it('says Failed to start conversation when the room cannot be made', async () => {
    const { actor, emitted } = start('ada', { chat: async () => Promise.reject(new Error('down')) });
    await settle();
    actor.send({ type: 'message.requested' });
    await settle();
    expect(emitted).toContainEqual({ type: 'toast', tone: 'error', message: MESSAGES.failedToStartConversation });
  });

  it('signed out, Message asks to log in and goes to /login', async () => {
    const { actor, emitted } = start(null);
    await settle();
    actor.send({ type: 'message.requested' });
    expect(emitted).toEqual([{ type: 'toast', tone: 'info', message: MESSAGES.logInToMessageUsers }, { type: 'navigate', to: '/login' }]);
  });

  it('opens Create Post only for the owner with a store', async () => {
    const vendor = start('mama_nkechi');
    const noStore = start('mama_nkechi', { load: async () => ({ kind: 'loaded', profile: vendorProfileOf('mama_nkechi', { market_info: null }) }) });
    const visitor = start('ada');
    await settle();
    for (const { actor } of [vendor, noStore, visitor]) actor.send({ type: 'createPost.requested' });
    expect(selectIsComposing(vendor.actor.getSnapshot())).toBe(true);
    expect(selectIsComposing(noStore.actor.getSnapshot())).toBe(false);
    expect(noStore.emitted).toContainEqual({ type: 'toast', tone: 'info', message: MESSAGES.vendorProfileRequired });
    expect(selectIsComposing(visitor.actor.getSnapshot())).toBe(false);
    vendor.actor.send({ type: 'createPost.closed' });
    expect(selectIsComposing(vendor.actor.getSnapshot())).toBe(false);
  });
});

describe('profile rules', () => {
  it('groups posts by category name, Uncategorized without one', () => {
    const groups = groupPostsByCategory([
      profilePostOf(1),
      profilePostOf(2, { category: null }),
      profilePostOf(3, { category: { id: 1, name: 'Electronics' } }),
      profilePostOf(4),
    ]);
    expect(groups.map((group) => [group.name, group.posts.map((post) => post.id)])).toEqual([
      ['Food & Groceries', [1, 4]],
      ['Uncategorized', [2]],
      ['Electronics', [3]],
    ]);
  });

  it('takes the location from the store, else from the profile', () => {
    const base = vendorProfileOf('mama_nkechi');
    expect(profileLocation(base)).toBe('Ikeja, Lagos');
    const withoutStore: CurrentUser = { ...base, market_info: marketInfoOf({ city: '', state: '' }) };
    expect(profileLocation(withoutStore)).toBe('Lagos, Lagos');
  });
});

describe('review draft machine', () => {
  it('sends the stars and trimmed words, then announces the saved review and thanks the buyer', async () => {
    const sent: unknown[] = [];
    const review: Review = { id: 1, reviewer: 'tunde_b', reviewer_name: 'Tunde', rating: 5, text: 'Great', created_at: '', updated_at: '', reply: null };
    const machine = reviewDraftMachine.provide({
      actors: {
        saveDraft: fromPromise<ReviewDraftOutcome, Omit<ReviewDraftContext, 'error'>>(async ({ input }) => {
          sent.push(input);
          return { ok: true, review };
        }),
      },
    });
    const emitted: ReviewDraftEmitted[] = [];
    const actor = createActor(machine, { input: { kind: 'review', vendor: 'mama_nkechi', rating: 0, text: '' } });
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'draft.ratingChosen', rating: 5 });
    actor.send({ type: 'draft.textChanged', text: 'Great' });
    actor.send({ type: 'draft.submitted' });
    await settle();
    expect(sent).toEqual([{ kind: 'review', vendor: 'mama_nkechi', reviewer: '', rating: 5, text: 'Great' }]);
    expect(emitted).toEqual([{ type: 'toast', tone: 'success', message: MESSAGES.reviewSaved }, { type: 'draft.saved', review }]);
  });
});

describe('owner status machine', () => {
  it('shows the choice at once and hands it to presence, which stores and posts it', () => {
    const told: unknown[] = [];
    const presence = createActor(fromCallback(({ receive }) => receive((event) => told.push(event)))).start();
    const actor = createActor(ownerStatusMachine, { input: { status: 'online', presence } }).start();
    actor.send({ type: 'status.selected', status: 'away' });
    expect(selectOwnerStatus(actor.getSnapshot())).toBe('away');
    expect(told).toEqual([{ type: 'status.chosen', status: 'away' }]);
  });

  it('a choice made before presence started is handed over when it does', () => {
    const told: unknown[] = [];
    const presence = createActor(fromCallback(({ receive }) => receive((event) => told.push(event)))).start();
    const actor = createActor(ownerStatusMachine, { input: { status: 'online' } }).start();
    actor.send({ type: 'status.selected', status: 'offline' });
    actor.send({ type: 'presence.attached', presence });
    expect(told).toEqual([{ type: 'status.chosen', status: 'offline' }]);
  });
});
