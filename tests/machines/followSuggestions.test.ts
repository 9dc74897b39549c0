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

function start(users: UserSummary[], follow: () => Promise<unknown>) {
  const toasts: FollowSuggestionsEmitted[] = [];
  const follows: string[] = [];
  const actor = createActor(
    followSuggestionsMachine.provide({
      actors: {
        loadSuggestions: fromPromise<UserSummary[]>(async () => users),
        followVendor: fromPromise<unknown, { username: string }>(({ input }) => {
          follows.push(input.username);
          return follow();
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
    expect(follows).toEqual(['dayo']);
    release({});
    await settle();
    expect(shown()).toEqual(['bola', 'emeka', 'funke']);
    expect(toasts).toEqual([{ type: 'toast', tone: 'success', message: fillTemplate(MESSAGES.nowFollowing, { name: 'dayo Store' }) }]);
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
