import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MESSAGES } from '../../src/contract';
import {
  postMenuMachine,
  selectIsConfirming,
  selectIsDeleting,
  selectIsOpen,
  selectSaved,
  type DeleteOutcome,
  type PostMenuEmitted,
  type PostMenuInput,
} from '../../src/machines/postMenu';
import type { SaveAnswer } from '../../src/services/social';

type Deferred<T> = { resolve: (value: T) => void; reject: (error: unknown) => void };

const OWNER: PostMenuInput = { postId: 42, saved: false, signedIn: true, isOwner: true };
const BUYER: PostMenuInput = { ...OWNER, isOwner: false };
const VISITOR: PostMenuInput = { ...OWNER, isOwner: false, signedIn: false };

function start(input: PostMenuInput) {
  const hides: Array<Deferred<void>> = [];
  const saves: Array<Deferred<SaveAnswer> & { saved: boolean }> = [];
  const deletes: Array<Deferred<DeleteOutcome>> = [];
  const emitted: PostMenuEmitted[] = [];
  const actor = createActor(
    postMenuMachine.provide({
      actors: {
        hidePost: fromPromise<void, { postId: number }>(() => new Promise((resolve, reject) => hides.push({ resolve, reject }))),
        savePost: fromPromise<SaveAnswer, { postId: number; saved: boolean }>(
          ({ input: { saved } }) => new Promise((resolve, reject) => saves.push({ saved, resolve, reject })),
        ),
        removePost: fromPromise<DeleteOutcome, { postId: number }>(() => new Promise((resolve, reject) => deletes.push({ resolve, reject }))),
      },
    }),
    { input },
  );
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const open = () => actor.send({ type: 'menu.toggled' });
  return { actor, hides, saves, deletes, emitted, open };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const toast = (tone: 'success' | 'error' | 'info', message: string) => ({ type: 'toast', tone, message });

describe('postMenu machine', () => {
  it('toggles, and closes on an outside click or Escape', () => {
    const { actor, open } = start(BUYER);
    open();
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'menu.toggled' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    open();
    actor.send({ type: 'menu.dismissed' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
  });

  it('deletes the owner post after a confirmation, then announces it', async () => {
    const { actor, deletes, emitted, open } = start(OWNER);
    open();
    actor.send({ type: 'delete.requested' });
    expect(selectIsConfirming(actor.getSnapshot())).toBe(true);
    expect(deletes).toHaveLength(0);
    actor.send({ type: 'delete.confirmed' });
    expect(selectIsDeleting(actor.getSnapshot())).toBe(true);
    deletes[0]?.resolve({ ok: true });
    await settle();
    expect(actor.getSnapshot().value).toBe('deleted');
    expect(emitted).toEqual([toast('success', MESSAGES.postDeleted), { type: 'post.deleted', postId: 42 }]);
  });

  it('cancelling the confirmation deletes nothing', () => {
    const { actor, deletes, open } = start(OWNER);
    open();
    actor.send({ type: 'delete.requested' });
    actor.send({ type: 'delete.cancelled' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(deletes).toHaveLength(0);
  });

  it.each([
    [{ ok: false, failure: { status: 500, message: 'boom' } } as const, toast('error', MESSAGES.deletePostFailed)],
    [{ ok: false, failure: { status: 401, message: MESSAGES.authenticationRequired } } as const, toast('info', MESSAGES.logInToDelete)],
  ])('a refused delete (%o) keeps the post and says %o', async (outcome, said) => {
    const { actor, deletes, emitted, open } = start(OWNER);
    open();
    actor.send({ type: 'delete.requested' });
    actor.send({ type: 'delete.confirmed' });
    deletes[0]?.resolve(outcome);
    await settle();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted).toEqual([said]);
  });

  it('does not let anyone but the owner delete', () => {
    const buyer = start(BUYER);
    buyer.open();
    buyer.actor.send({ type: 'delete.requested' });
    expect(buyer.emitted).toEqual([toast('error', MESSAGES.notYourPost)]);
    const visitor = start(VISITOR);
    visitor.open();
    visitor.actor.send({ type: 'delete.requested' });
    expect(visitor.emitted).toEqual([toast('info', MESSAGES.logInToDelete)]);
  });

  it('hides another user post and announces it', async () => {
    const { actor, hides, emitted, open } = start(BUYER);
    open();
    actor.send({ type: 'hide.requested' });
    hides[0]?.resolve();
    await settle();
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(emitted).toEqual([toast('success', MESSAGES.postHidden), { type: 'post.hidden', postId: 42 }]);
  });

  it('a failed hide says so and announces nothing: the post stays', async () => {
    const { actor, hides, emitted, open } = start(BUYER);
    open();
    actor.send({ type: 'hide.requested' });
    hides[0]?.reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted).toEqual([toast('error', MESSAGES.genericError)]);
  });

  it('offers neither hide nor report on the owner post', () => {
    const { actor, hides, emitted, open } = start(OWNER);
    open();
    expect(actor.getSnapshot().can({ type: 'hide.requested' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'report.requested' })).toBe(false);
    actor.send({ type: 'hide.requested' });
    expect(hides).toHaveLength(0);
    expect(emitted).toEqual([]);
  });

  it("opens the report form on another user's post, and closes when the form does", () => {
    const { actor, emitted, open } = start(BUYER);
    open();
    actor.send({ type: 'report.requested' });
    expect(actor.getSnapshot().value).toBe('reporting');
    actor.send({ type: 'report.closed' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted).toEqual([]);
  });

  it('saves and unsaves', async () => {
    const { actor, saves, emitted, open } = start(BUYER);
    open();
    actor.send({ type: 'save.requested' });
    expect(saves[0]?.saved).toBe(true);
    saves[0]?.resolve({ post_id: 42, saved: true, message: 'saved' });
    await settle();
    expect(selectSaved(actor.getSnapshot())).toBe(true);
    open();
    actor.send({ type: 'save.requested' });
    expect(saves[1]?.saved).toBe(false);
    saves[1]?.resolve({ post_id: 42, saved: false, message: 'removed' });
    await settle();
    expect(emitted).toEqual([toast('success', MESSAGES.postSaved), toast('success', MESSAGES.postUnsaved)]);
  });

  it('asks a visitor to log in for hide, report and save', () => {
    const { actor, hides, saves, emitted, open } = start(VISITOR);
    for (const type of ['hide.requested', 'report.requested', 'save.requested'] as const) {
      open();
      actor.send({ type });
    }
    expect(hides).toHaveLength(0);
    expect(saves).toHaveLength(0);
    expect(emitted).toEqual([toast('info', MESSAGES.pleaseLogIn), toast('info', MESSAGES.pleaseLogIn), toast('info', MESSAGES.pleaseLogIn)]);
  });
});
