import { assign, emit, setup } from 'xstate';
import { PUSH_MESSAGES, type PushPreferences } from '../../contract/push';
import type { PushDeviceState } from '../../services/webPush';
import { webPushActors } from './webPush.actors';
import type { WebPushContext, WebPushEmitted, WebPushEvent } from './webPush.types';

/**
 * Settings → Notifications on this phone (issue 16, web push). Guarantees: the permission is asked only after the
 * user clicked Turn on (never when the section opens); a browser that cannot be pushed to, or where the user blocked
 * notifications, says so in words and offers no button that cannot work; Turn off unsubscribes this browser only;
 * each kind is turned on or off one at a time, shown changed once the server confirmed it.
 */
export const webPushMachine = setup({
  types: {
    context: {} as WebPushContext,
    events: {} as WebPushEvent,
    emitted: {} as WebPushEmitted,
  },
  actors: webPushActors,
  guards: {
    deviceUnsupported: (_, state: PushDeviceState) => state === 'unsupported',
    deviceDenied: (_, state: PushDeviceState) => state === 'denied',
    deviceSubscribed: (_, state: PushDeviceState) => state === 'subscribed',
    userDenied: (_, outcome: 'subscribed' | 'denied') => outcome === 'denied',
    hasKinds: ({ context }) => context.preferences !== null,
    changesKind: ({ context }, params: { kind: keyof PushPreferences; on: boolean }) => context.preferences !== null && context.preferences[params.kind] !== params.on,
  },
  actions: {
    keepKinds: assign((_, preferences: PushPreferences) => ({ preferences, change: null })),
    markChange: assign((_, change: { kind: keyof PushPreferences; on: boolean }) => ({ change: { kind: change.kind, on: change.on } })),
    dropChange: assign({ change: null }),
    sayTurnedOn: emit({ type: 'toast', tone: 'success', message: PUSH_MESSAGES.onHere } as const),
    sayTurnedOff: emit({ type: 'toast', tone: 'success', message: PUSH_MESSAGES.offHere } as const),
    sayTurnOnFailed: emit({ type: 'toast', tone: 'error', message: PUSH_MESSAGES.failed } as const),
    sayTurnOffFailed: emit({ type: 'toast', tone: 'error', message: PUSH_MESSAGES.turnOffFailed } as const),
    sayKindFailed: emit({ type: 'toast', tone: 'error', message: PUSH_MESSAGES.preferencesFailed } as const),
  },
}).createMachine({
  id: 'webPush',
  context: { preferences: null, change: null },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'readDevice',
        src: 'readDevice',
        onDone: [
          { guard: { type: 'deviceUnsupported', params: ({ event }) => event.output }, target: 'unsupported' },
          { guard: { type: 'deviceDenied', params: ({ event }) => event.output }, target: 'denied' },
          { guard: { type: 'deviceSubscribed', params: ({ event }) => event.output }, target: 'on' },
          { target: 'off' },
        ],
        onError: 'failed',
      },
    },
    // The service worker never got ready (or the browser refused to say): Try Again.
    failed: {
      on: { 'push.retryClicked': 'checking' },
    },
    unsupported: {},
    // Only the browser's site settings undo a block; Try Again reads it again after.
    denied: {
      on: { 'push.retryClicked': 'checking' },
    },
    off: {
      on: { 'push.turnOnClicked': 'subscribing' },
    },
    subscribing: {
      invoke: {
        id: 'subscribeDevice',
        src: 'subscribeDevice',
        onDone: [
          { guard: { type: 'userDenied', params: ({ event }) => event.output }, target: 'denied' },
          { target: 'on', actions: 'sayTurnedOn' },
        ],
        onError: { target: 'off', actions: 'sayTurnOnFailed' },
      },
    },
    on: {
      initial: 'loadingKinds',
      on: { 'push.turnOffClicked': { target: 'unsubscribing', actions: 'dropChange' } },
      states: {
        loadingKinds: {
          invoke: {
            id: 'loadKinds',
            src: 'loadKinds',
            onDone: { target: 'kinds', actions: { type: 'keepKinds', params: ({ event }) => event.output } },
            onError: 'kindsFailed',
          },
        },
        kindsFailed: {
          on: { 'push.retryClicked': 'loadingKinds' },
        },
        kinds: {
          on: {
            'push.kindToggled': {
              guard: { type: 'changesKind', params: ({ event }) => event },
              target: 'savingKind',
              actions: { type: 'markChange', params: ({ event }) => event },
            },
          },
        },
        savingKind: {
          invoke: {
            id: 'setKind',
            src: 'setKind',
            input: ({ context }) => context.change ?? { kind: 'chat', on: true },
            onDone: { target: 'kinds', actions: { type: 'keepKinds', params: ({ event }) => event.output } },
            onError: { target: 'kinds', actions: ['dropChange', 'sayKindFailed'] },
          },
        },
      },
    },
    unsubscribing: {
      invoke: {
        id: 'unsubscribeDevice',
        src: 'unsubscribeDevice',
        onDone: { target: 'off', actions: 'sayTurnedOff' },
        onError: [
          { guard: 'hasKinds', target: 'on.kinds', actions: 'sayTurnOffFailed' },
          { target: 'on', actions: 'sayTurnOffFailed' },
        ],
      },
    },
  },
});
