import { assign, emit, setup, type ErrorActorEvent } from 'xstate';
import { MESSAGES } from '../../contract';
import { blockRefusalOf } from '../shared/blockRefusal';
import { profileActors } from './profile.actors';
import type { ChatRoomAnswer, ProfileContext, ProfileEmitted, ProfileEvent, ProfileInput, ProfileOutcome } from './profile.types';

/**
 * A public profile (/profile/{username}). Guarantees: the page shows the
 * profile, 'Profile not found' or 'Failed to load profile data'; a reload
 * keeps the shown profile until the new one arrives (a failed reload keeps it);
 * Message opens one chat room at a time (signed out: log in first); Create
 * Post opens only for the owner with a store.
 */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
    emitted: {} as ProfileEmitted,
  },
  actors: profileActors,
  guards: {
    loaded: (_, outcome: ProfileOutcome) => outcome.kind === 'loaded',
    notFound: (_, outcome: ProfileOutcome) => outcome.kind === 'notFound',
    signedIn: ({ context }) => context.viewer !== null,
    ownerWithStore: ({ context }) =>
      context.viewer === context.username && Boolean(context.profile?.market_info?.marketname.trim()),
    isOwner: ({ context }) => context.viewer === context.username,
  },
  actions: {
    storeProfile: assign((_, outcome: ProfileOutcome) => (outcome.kind === 'loaded' ? { profile: outcome.profile } : {})),
    toastNotFound: emit({ type: 'toast', tone: 'error', message: MESSAGES.profileNotFound }),
    toastFailed: emit({ type: 'toast', tone: 'error', message: MESSAGES.profileLoadFailed }),
    askToLogIn: emit({ type: 'toast', tone: 'info', message: MESSAGES.logInToMessageUsers }),
    goToLogin: emit({ type: 'navigate', to: '/login' }),
    goToRoom: emit((_, room: ChatRoomAnswer) => ({ type: 'navigate' as const, to: `/chats/${room.uniquecode}` })),
    toastChatFailed: emit((_, error: unknown) => ({ type: 'toast' as const, tone: 'error' as const, message: blockRefusalOf(error) ?? MESSAGES.failedToStartConversation })),
    toastVendorRequired: emit({ type: 'toast', tone: 'info', message: MESSAGES.vendorProfileRequired }),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({ username: input.username.trim(), viewer: input.viewer, profile: undefined }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadProfile',
        input: ({ context }) => ({ username: context.username }),
        onDone: [
          {
            guard: { type: 'loaded', params: ({ event }) => event.output },
            target: 'loaded',
            actions: { type: 'storeProfile', params: ({ event }) => event.output },
          },
          { guard: { type: 'notFound', params: ({ event }) => event.output }, target: 'notFound', actions: 'toastNotFound' },
          { target: 'failed', actions: 'toastFailed' },
        ],
        onError: { target: 'failed', actions: 'toastFailed' },
      },
    },
    loaded: {
      type: 'parallel',
      states: {
        data: {
          initial: 'shown',
          states: {
            shown: { on: { 'profile.reloadRequested': { target: 'reloading' } } },
            reloading: {
              invoke: {
                src: 'loadProfile',
                input: ({ context }) => ({ username: context.username }),
                onDone: { target: 'shown', actions: { type: 'storeProfile', params: ({ event }) => event.output } },
                onError: { target: 'shown' },
              },
              on: { 'profile.reloadRequested': { target: 'reloading', reenter: true } },
            },
          },
        },
        chat: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'message.requested': [{ guard: 'signedIn', target: 'starting' }, { actions: ['askToLogIn', 'goToLogin'] }],
              },
            },
            // A second click while the room is being made does nothing.
            starting: {
              invoke: {
                src: 'openChatRoom',
                input: ({ context }) => ({ receiver: context.username }),
                onDone: { target: 'idle', actions: { type: 'goToRoom', params: ({ event }) => event.output } },
                onError: { target: 'idle', actions: { type: 'toastChatFailed', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
              },
            },
          },
        },
        compose: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                'createPost.requested': [{ guard: 'ownerWithStore', target: 'open' }, { guard: 'isOwner', actions: 'toastVendorRequired' }],
              },
            },
            open: { on: { 'createPost.closed': { target: 'closed' } } },
          },
        },
      },
    },
    notFound: {},
    failed: {
      on: { 'profile.retried': { target: 'loading' } },
    },
  },
});
