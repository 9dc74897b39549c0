import { assign, sendTo, setup } from 'xstate';
import { MESSAGES } from '../../contract/constants';
import type { FeedAnswer, Post } from '../../contract/posts';
import { feedActors } from './feed.actors';
import { emptyFeed, firstPage, nextPage, withChangedPost, withoutPost } from './feed.rules';
import type { FeedContext, FeedEvent, FeedFilterQuery, FeedInput, FilteredPageEvent } from './feed.types';

const errorMessage = (error: unknown): string => (error instanceof Error && error.message ? error.message : MESSAGES.genericError);

/**
 * The marketplace feed. Guarantees: page 1 loads on start; the filters the
 * filter panel applies (`filter.applied`) load their page 1 beside whatever
 * the list is doing, which then replaces the posts (or, failing, empties the
 * list), and the panel is told how it went; more posts load only while the
 * server says there is a next page, one page at a time, asked with the
 * filters and the first page's snapshot; a failed page (the first or a later
 * one) keeps what is shown, says why with Try Again, and is asked again on Try
 * Again or when the browser comes back online; posts appear once (by id) and
 * never when the account hid them; a hidden or deleted post leaves at once, a
 * post its owner changed shows as changed at once (leaving when sold, unless
 * sold posts are shown); an empty list is 'No Content Found...'.
 */
export const feedMachine = setup({
  types: {
    context: {} as FeedContext,
    events: {} as FeedEvent,
    input: {} as FeedInput,
  },
  actors: feedActors,
  guards: {
    hasNext: ({ context }) => context.hasNext,
    noPostsLeft: ({ context }) => context.posts.length === 0,
  },
  actions: {
    showFirstPage: assign(({ context }, answer: FeedAnswer) => firstPage(answer, context.hiddenIds)),
    showNextPage: assign(({ context }, answer: FeedAnswer) => nextPage(context, answer)),
    keepError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
    awaitQuery: assign((_, params: { query: FeedFilterQuery }) => ({ pendingQuery: params.query })),
    usePendingQuery: assign(({ context }) => ({ query: context.pendingQuery })),
    empty: assign(() => emptyFeed()),
    removePost: assign(({ context }, params: { postId: number }) => ({ posts: withoutPost(context.posts, params.postId) })),
    changePost: assign(({ context }, params: { post: Post }) => ({ posts: withChangedPost(context.posts, params.post, context.query.show_sold === true) })),
    hidePost: assign(({ context }, params: { postId: number }) => ({
      posts: withoutPost(context.posts, params.postId),
      hiddenIds: context.hiddenIds.includes(params.postId) ? context.hiddenIds : [...context.hiddenIds, params.postId],
    })),
    tellFilter: sendTo('filterPanel', (_, event: FilteredPageEvent) => event),
  },
}).createMachine({
  id: 'feed',
  context: ({ input }) => ({
    ...emptyFeed(),
    query: {},
    pendingQuery: {},
    hiddenIds: [...(input.hiddenPostIds ?? [])],
    error: undefined,
    filter: input.filter,
  }),
  type: 'parallel',
  invoke: { id: 'filterPanel', src: 'filterPanel', input: ({ context }) => ({ filter: context.filter }) },
  on: {
    // The server has already kept the hide for the account.
    'feed.postHidden': { actions: { type: 'hidePost', params: ({ event }) => event } },
    'feed.postDeleted': { actions: { type: 'removePost', params: ({ event }) => event } },
    'feed.postChanged': { actions: { type: 'changePost', params: ({ event }) => event } },
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadFirstPage',
            src: 'loadPage',
            input: ({ context }) => ({ ...context.query, page: 1 }),
            onDone: { target: 'loaded', actions: { type: 'showFirstPage', params: ({ event }) => event.output } },
            onError: { target: 'error', actions: ['empty', { type: 'keepError', params: ({ event }) => event }] },
          },
        },
        error: {
          invoke: { src: 'watchOnline' },
          on: { 'feed.retryClicked': 'loading', 'app.online': 'loading' },
        },
        loaded: {
          // Whatever empties the list (an empty page, the last post hidden) shows No Content Found...
          always: { guard: 'noPostsLeft', target: 'noContent' },
          on: {
            'feed.bottomReached': { guard: 'hasNext', target: 'loadingMore' },
            'feed.loadMoreClicked': { guard: 'hasNext', target: 'loadingMore' },
          },
        },
        loadingMore: {
          invoke: {
            id: 'loadNextPage',
            src: 'loadPage',
            input: ({ context }) => ({ ...context.query, page: context.page + 1, snapshot: context.snapshot }),
            onDone: { target: 'loaded', actions: { type: 'showNextPage', params: ({ event }) => event.output } },
            onError: { target: 'moreFailed', actions: { type: 'keepError', params: ({ event }) => event } },
          },
        },
        // The posts shown stay; the same page is asked again when the user or the network says so.
        moreFailed: {
          invoke: { src: 'watchOnline' },
          on: { 'feed.retryClicked': 'loadingMore', 'app.online': 'loadingMore' },
        },
        noContent: {},
      },
    },
    // The list stays as it is while new filters load (the panel is locked meanwhile); their page 1 replaces it.
    filters: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'filter.applied': { target: 'loading', actions: { type: 'awaitQuery', params: ({ event }) => event } } },
        },
        loading: {
          invoke: {
            id: 'loadFilteredPage',
            src: 'loadPage',
            input: ({ context }) => ({ ...context.pendingQuery, page: 1 }),
            onDone: {
              target: ['idle', '#feed.list.loaded'],
              actions: [
                'usePendingQuery',
                { type: 'showFirstPage', params: ({ event }) => event.output },
                { type: 'tellFilter', params: ({ event }) => ({ type: 'feed.filteredPageLoaded', answer: event.output }) },
              ],
            },
            onError: {
              target: ['idle', '#feed.list.noContent'],
              actions: ['usePendingQuery', 'empty', { type: 'tellFilter', params: { type: 'feed.filteredPageFailed' } }],
            },
          },
        },
      },
    },
  },
});
