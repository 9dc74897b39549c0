import { assign, enqueueActions, setup } from 'xstate';
import { fillTemplate, MESSAGES, type UserSummary } from '../../contract';
import { followSuggestionsActors } from './followSuggestions.actors';
import type {
  FollowSuggestionsContext,
  FollowSuggestionsEmitted,
  FollowSuggestionsEvent,
  FollowSuggestionsInput,
  PendingFollow,
} from './followSuggestions.types';

const suggestable = (users: readonly UserSummary[], self: string | null): UserSummary[] =>
  users.filter((user) => user.is_vendor && user.username !== self);

/** The vendors still shown keep their places; the server's fresh picks fill the gaps behind them, each vendor once. */
function refilled(shown: readonly UserSummary[], fresh: readonly UserSummary[], self: string | null): UserSummary[] {
  const known = new Set(shown.map((user) => user.username));
  return [...shown, ...suggestable(fresh, self).filter((user) => !known.has(user.username))];
}

/**
 * Follow suggestions beside the feed (signed-in users only). Guarantees: only
 * vendors other than the user are suggested; a follow shows at once, one at a
 * time; a followed vendor leaves the list with 'Now following {name}' and the
 * list refills to its size from the server (which leaves out whom the user
 * follows), the vendors still shown keeping their places; a failed follow is
 * undone with 'Failed to follow user'; a failed load shows no suggestions, and
 * a failed refill keeps the list as it is, without a word.
 */
export const followSuggestionsMachine = setup({
  types: {
    context: {} as FollowSuggestionsContext,
    events: {} as FollowSuggestionsEvent,
    input: {} as FollowSuggestionsInput,
    emitted: {} as FollowSuggestionsEmitted,
  },
  actors: followSuggestionsActors,
  guards: {
    isSuggested: ({ context }, params: { username: string }) => context.candidates.some((user) => user.username === params.username),
  },
  actions: {
    keepCandidates: assign(({ context }, users: UserSummary[]) => ({ candidates: suggestable(users, context.username) })),
    addCandidates: assign(({ context }, users: UserSummary[]) => ({ candidates: refilled(context.candidates, users, context.username) })),
    markFollowing: assign((_, params: PendingFollow) => ({ following: { username: params.username, name: params.name } })),
    reportFollowed: enqueueActions(({ context, enqueue }) => {
      const followed = context.following;
      if (!followed) return;
      enqueue.assign({ candidates: context.candidates.filter((user) => user.username !== followed.username), following: null });
      enqueue.emit({ type: 'toast', tone: 'success', message: fillTemplate(MESSAGES.nowFollowing, { name: followed.name }) });
    }),
    undoFollow: enqueueActions(({ enqueue }) => {
      enqueue.assign({ following: null });
      enqueue.emit({ type: 'toast', tone: 'error', message: MESSAGES.followFailed });
    }),
  },
}).createMachine({
  id: 'followSuggestions',
  context: ({ input }) => ({ username: input.username, candidates: [], following: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSuggestions',
        src: 'loadSuggestions',
        onDone: { target: 'ready', actions: { type: 'keepCandidates', params: ({ event }) => event.output } },
        onError: 'ready',
      },
    },
    ready: {
      on: {
        'suggestion.followClicked': {
          guard: { type: 'isSuggested', params: ({ event }) => event },
          target: 'following',
          actions: { type: 'markFollowing', params: ({ event }) => event },
        },
      },
    },
    following: {
      invoke: {
        id: 'followVendor',
        src: 'followVendor',
        input: ({ context }) => ({ username: context.following?.username ?? '' }),
        onDone: { target: 'refilling', actions: 'reportFollowed' },
        onError: { target: 'ready', actions: 'undoFollow' },
      },
    },
    // The followed vendor's place goes to the server's next suggestion.
    refilling: {
      invoke: {
        id: 'refillSuggestions',
        src: 'loadSuggestions',
        onDone: { target: 'ready', actions: { type: 'addCandidates', params: ({ event }) => event.output } },
        onError: 'ready',
      },
    },
  },
});
