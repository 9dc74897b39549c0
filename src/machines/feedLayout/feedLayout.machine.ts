import { assign, setup } from 'xstate';
import { saveFeedLayout } from '../../services/feedLayout';
import type { FeedLayout, FeedLayoutContext, FeedLayoutEvent, FeedLayoutInput } from './feedLayout.types';

/**
 * How the feed draws its posts: compact cards or full cards. Guarantees: it starts with the layout of its
 * input, and each choice is kept on this device (a device setting: it stays after a logout).
 */
export const feedLayoutMachine = setup({
  types: {
    context: {} as FeedLayoutContext,
    events: {} as FeedLayoutEvent,
    input: {} as FeedLayoutInput,
  },
  actions: {
    showLayout: assign((_, params: { layout: FeedLayout }) => ({ layout: params.layout })),
    keepChoice: (_, params: { layout: FeedLayout }) => saveFeedLayout(params.layout),
  },
}).createMachine({
  id: 'feedLayout',
  context: ({ input }) => ({ layout: input.layout }),
  on: {
    'layout.chosen': {
      actions: [
        { type: 'showLayout', params: ({ event }) => event },
        { type: 'keepChoice', params: ({ event }) => event },
      ],
    },
  },
});
