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

/**
 * Follow suggestions beside the feed (signed-in users only). Guarantees: only
 * vendors other than the user are suggested; a follow shows at once, one at a
 * time; a followed vendor leaves the list with 'Now following {name}' and the
 * next candidate takes the place; a failed follow is undone with 'Failed to
 * follow user'; a failed load shows no suggestions, without a word.
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
        onDone: { target: 'ready', actions: 'reportFollowed' },
        onError: { target: 'ready', actions: 'undoFollow' },
      },
    },
  },
});
