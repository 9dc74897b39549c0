import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { fillTemplate, MESSAGES, type UserSummary } from '../../src/contract';
import {
  followSuggestionsMachine,
  selectCanFollow,
  selectFollowingNow,
  selectSuggestions,
  type FollowSuggestionsEmitted,
} from '../../src/machines/followSuggestions';
import { vendorOf } from '../fixtures/marketplace';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** GET /get_users: `users` at first (the client's own rules apply); with `size`, as the server answers: that many vendors, never the user nor one they follow. */
function start(users: UserSummary[], follow: () => Promise<unknown>, options: { size?: number; refill?: () => Promise<void> } = {}) {
  const toasts: FollowSuggestionsEmitted[] = [];
  const follows: string[] = [];
  let loads = 0;
  const actor = createActor(
    followSuggestionsMachine.provide({
      actors: {
        loadSuggestions: fromPromise<UserSummary[]>(async () => {
          loads += 1;
          if (loads > 1) await options.refill?.();
          if (options.size === undefined) return users;
          return users.filter((user) => user.is_vendor && user.username !== 'alice' && !follows.includes(user.username)).slice(0, options.size);
        }),
        followVendor: fromPromise<unknown, { username: string }>(async ({ input }) => {
          await follow();
          follows.push(input.username);
        }),
      },
    }),
    { input: { username: 'alice' } },
  );
  actor.on('toast', (event) => toasts.push(event));
  actor.start();
  return { actor, toasts, follows, shown: () => selectSuggestions(actor.getSnapshot()).map((user) => user.username) };
}

const users = [vendorOf('alice'), vendorOf('bola'), vendorOf('chidi', { is_vendor: false }), vendorOf('dayo'), vendorOf('emeka'), vendorOf('funke')];

describe('follow suggestions machine', () => {
  it('shows 3 vendors, never the user', async () => {
    const { shown } = start(users, async () => ({}));
    await settle();
    expect(shown()).toEqual(['bola', 'dayo', 'emeka']);
  });

  it('follows at once, then drops the vendor with Now following and shows the next one', async () => {
    let release: (value: unknown) => void = () => undefined;
    const { actor, toasts, follows, shown } = start(users, () => new Promise((resolve) => (release = resolve)));
    await settle();
    actor.send({ type: 'suggestion.followClicked', username: 'dayo', name: 'dayo Store' });
    expect(selectFollowingNow(actor.getSnapshot())).toBe('dayo');
    expect(selectCanFollow(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'suggestion.followClicked', username: 'bola', name: 'bola Store' });
    expect(follows).toEqual([]);
    release({});
    await settle();
    expect(follows).toEqual(['dayo']);
    expect(shown()).toEqual(['bola', 'emeka', 'funke']);
    expect(toasts).toEqual([{ type: 'toast', tone: 'success', message: fillTemplate(MESSAGES.nowFollowing, { name: 'dayo Store' }) }]);
  });

  it('refills to 3 from the server after each follow: the others keep their places, the next vendor joins at the end', async () => {
    // The server answers 3 vendors (the spec's count), never the user nor anyone they follow.
    const { actor, shown } = start(users, async () => ({}), { size: 3 });
    await settle();
    expect(shown()).toEqual(['bola', 'dayo', 'emeka']);
    actor.send({ type: 'suggestion.followClicked', username: 'bola', name: 'bola Store' });
    await settle();
    await settle();
    expect(shown()).toEqual(['dayo', 'emeka', 'funke']);
    expect(selectCanFollow(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'suggestion.followClicked', username: 'emeka', name: 'emeka Store' });
    await settle();
    await settle();
    expect(shown()).toEqual(['dayo', 'funke']);
  });

  it('a failed refill keeps the list it has, without a word', async () => {
    const { actor, shown, toasts } = start(users, async () => ({}), { size: 3, refill: () => Promise.reject(new Error('offline')) });
    await settle();
    actor.send({ type: 'suggestion.followClicked', username: 'dayo', name: 'dayo Store' });
    await settle();
    await settle();
    expect(shown()).toEqual(['bola', 'emeka']);
    expect(selectCanFollow(actor.getSnapshot())).toBe(true);
    expect(toasts).toHaveLength(1);
  });

  it('undoes a failed follow with Failed to follow user', async () => {
    const { actor, toasts, shown } = start(users, () => Promise.reject(new Error('offline')));
    await settle();
    actor.send({ type: 'suggestion.followClicked', username: 'bola', name: 'bola Store' });
    await settle();
    expect(selectFollowingNow(actor.getSnapshot())).toBeNull();
    expect(shown()).toEqual(['bola', 'dayo', 'emeka']);
    expect(toasts).toEqual([{ type: 'toast', tone: 'error', message: MESSAGES.followFailed }]);
  });
});
