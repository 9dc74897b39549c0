import { assign, emit, setup } from 'xstate';
import { CATEGORIES, DELIVERY_TIMES } from '../../contract/catalogue';
import { DURATIONS, MESSAGES } from '../../contract/constants';
import { lookupsActors } from './lookups.actors';
import type { LookupsAnswer, LookupsContext, LookupsEmitted, LookupsEvent } from './lookups.types';

const emptyLists = {
  productCategories: [],
  serviceCategories: [],
  deliveryTimes: [],
  source: 'none',
} satisfies LookupsContext;

/**
 * The categories and delivery-time lists, cached for the app. Guarantees: one
 * fetch at a time; a fetched answer is reused for 5 minutes after it arrived
 * (DURATIONS.lookupsCache) and the first request after that fetches again while
 * the old lists stay shown; a failed fetch shows the built-in lists with
 * 'Failed to load filter options.' and is not cached, so the next request
 * retries; `lookups.clearCache` forgets everything.
 */
export const lookupsMachine = setup({
  types: {
    context: {} as LookupsContext,
    events: {} as LookupsEvent,
    emitted: {} as LookupsEmitted,
  },
  actors: lookupsActors,
  delays: {
    cacheLifetime: DURATIONS.lookupsCache,
  },
  actions: {
    keepAnswer: assign((_, answer: LookupsAnswer) => ({
      productCategories: answer.product_categories,
      serviceCategories: answer.service_categories,
      deliveryTimes: answer.delivery_times,
      source: 'server' as const,
    })),
    useBuiltInLists: assign({
      productCategories: () => CATEGORIES.filter((category) => category.category_type === 'product'),
      serviceCategories: () => CATEGORIES.filter((category) => category.category_type === 'service'),
      deliveryTimes: () => DELIVERY_TIMES,
      source: 'fallback' as const,
    }),
    forgetLists: assign(() => emptyLists),
    toastOptionsFailed: emit({ type: 'toast', tone: 'error', message: MESSAGES.filterOptionsFailed }),
  },
}).createMachine({
  id: 'lookups',
  context: emptyLists,
  initial: 'empty',
  states: {
    empty: {
      on: { 'lookups.requested': 'loading' },
    },
    loading: {
      invoke: {
        id: 'loadLookups',
        src: 'loadLookups',
        onDone: { target: 'fresh', actions: { type: 'keepAnswer', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: ['useBuiltInLists', 'toastOptionsFailed'] },
      },
    },
    fresh: {
      after: { cacheLifetime: 'stale' },
      on: { 'lookups.clearCache': { target: 'empty', actions: 'forgetLists' } },
    },
    // Still shown, but the next request fetches again.
    stale: {
      on: {
        'lookups.requested': 'loading',
        'lookups.clearCache': { target: 'empty', actions: 'forgetLists' },
      },
    },
    // The fallback lists are not a cache: every request retries.
    failed: {
      on: {
        'lookups.requested': 'loading',
        'lookups.clearCache': { target: 'empty', actions: 'forgetLists' },
      },
    },
  },
});
