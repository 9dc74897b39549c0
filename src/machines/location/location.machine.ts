import { assign, emit, enqueueActions, setup } from 'xstate';
import { DURATIONS, MESSAGES } from '../../contract/constants';
import type { AddressSuggestion } from '../../contract/geo';
import { locationActors } from './location.actors';
import { failureMessage, failureReason, firstAttemptTimeout, fixOf, retryTimeout, setupGuide } from './location.rules';
import type {
  GeolocationFailureReason,
  LocationContext,
  LocationEmitted,
  LocationEvent,
  LocationFix,
  LocationInput,
  PositionOutcome,
} from './location.types';

type FailureReason = Extract<LocationEmitted, { type: 'location.failed' }>['reason'];

const reasonOf = (outcome: PositionOutcome): FailureReason => failureReason(outcome) ?? 'unavailable';

/**
 * The user's current location, from the browser. Guarantees: nothing is asked of a browser without
 * geolocation or on an insecure page (each says why); the first request is at low accuracy with a
 * 15 s deadline (30 s on a phone), and a timeout or an unavailable position is retried once at high
 * accuracy (25 s, 45 s on a phone, a position up to 10 s old accepted); a denial is not retried and
 * the device's setup guide follows 2 s later for 20 s; a position outside the globe is refused; a
 * valid one is announced (`location.found`), named by reverse geocoding (`location.placeFound`) and,
 * for a signed-in user, saved as the last known location ('Location updated successfully!').
 */
export const locationMachine = setup({
  types: {
    context: {} as LocationContext,
    events: {} as LocationEvent,
    input: {} as LocationInput,
    emitted: {} as LocationEmitted,
  },
  actors: locationActors,
  delays: {
    firstAttemptTimeout: ({ context }) => firstAttemptTimeout(context.support),
    retryTimeout: ({ context }) => retryTimeout(context.support),
    locationGuideDelay: DURATIONS.locationGuideDelay,
  },
  guards: {
    unsupported: ({ context }) => !context.support.supported,
    insecure: ({ context }) => !context.support.secure,
    positionFound: (_, outcome: PositionOutcome) => fixOf(outcome) !== null,
    failedWith: (_, params: { outcome: PositionOutcome; reasons: readonly GeolocationFailureReason[] }) => {
      const reason = failureReason(params.outcome);
      return reason !== null && params.reasons.includes(reason);
    },
    reportsToServer: ({ context }) => context.reportToServer,
  },
  actions: {
    storeFix: assign((_, outcome: PositionOutcome) => ({ fix: fixOf(outcome), place: null, error: null })),
    announceFix: emit(({ context }) => ({ type: 'location.found' as const, fix: context.fix as LocationFix })),
    storePlace: enqueueActions(({ enqueue }, place: AddressSuggestion) => {
      enqueue.assign({ place });
      enqueue.emit({ type: 'location.placeFound', place });
    }),
    fail: enqueueActions(({ context, enqueue }, reason: FailureReason) => {
      const message =
        reason === 'unsupported'
          ? MESSAGES.geolocationUnsupported
          : reason === 'insecure'
            ? MESSAGES.locationRequiresHttps
            : failureMessage(reason, context.support);
      enqueue.assign({ error: message });
      enqueue.emit({ type: 'toast', tone: 'error', message, durationMs: DURATIONS.settingsErrorToast });
      enqueue.emit({ type: 'location.failed', reason, message });
    }),
    // The toast area shows one toast at a time: the denial (still written under the button) gives way.
    showGuide: enqueueActions(({ context, enqueue }) => {
      if (context.error) enqueue.emit({ type: 'toast.withdrawn', tone: 'error', message: context.error });
      enqueue.emit({ type: 'toast', tone: 'info', message: setupGuide(context.support), durationMs: DURATIONS.locationGuideToast });
    }),
    withdrawError: enqueueActions(({ context, enqueue }) => {
      if (context.error) enqueue.emit({ type: 'toast.withdrawn', tone: 'error', message: context.error });
    }),
    askAtStart: enqueueActions(({ context, enqueue }) => {
      if (context.requestAtStart) enqueue.raise({ type: 'location.requested' });
    }),
    toastSaved: emit({ type: 'toast', tone: 'success', message: MESSAGES.locationUpdated }),
  },
}).createMachine({
  id: 'location',
  context: ({ input }) => ({
    support: { supported: input.supported, secure: input.secure, platform: input.platform },
    reportToServer: input.reportToServer,
    requestAtStart: input.requestAtStart ?? false,
    fix: null,
    place: null,
    error: null,
  }),
  initial: 'idle',
  entry: 'askAtStart',
  states: {
    idle: {
      initial: 'ready',
      on: {
        'location.requested': [
          { guard: 'unsupported', target: '.failed', actions: { type: 'fail', params: 'unsupported' } },
          { guard: 'insecure', target: '.failed', actions: { type: 'fail', params: 'insecure' } },
          { target: 'getting', actions: 'withdrawError' },
        ],
      },
      states: {
        ready: {},
        failed: {},
        // The guide follows the denial message, once the user has read it.
        denied: { after: { locationGuideDelay: { target: 'failed', actions: 'showGuide' } } },
      },
    },
    getting: {
      initial: 'lowAccuracy',
      states: {
        lowAccuracy: {
          invoke: {
            src: 'getPosition',
            input: { highAccuracy: false, maximumAge: 0 },
            onDone: [
              { guard: { type: 'positionFound', params: ({ event }) => event.output }, target: '#location.set', actions: { type: 'storeFix', params: ({ event }) => event.output } },
              {
                guard: { type: 'failedWith', params: ({ event }) => ({ outcome: event.output, reasons: ['denied'] }) },
                target: '#location.idle.denied',
                actions: { type: 'fail', params: ({ event }) => reasonOf(event.output) },
              },
              {
                guard: { type: 'failedWith', params: ({ event }) => ({ outcome: event.output, reasons: ['invalid'] }) },
                target: '#location.idle.failed',
                actions: { type: 'fail', params: ({ event }) => reasonOf(event.output) },
              },
              // Timed out or unavailable at low accuracy: the precise sensors may still answer.
              { target: 'highAccuracy' },
            ],
            onError: { target: 'highAccuracy' },
          },
          after: { firstAttemptTimeout: { target: 'highAccuracy' } },
        },
        highAccuracy: {
          invoke: {
            src: 'getPosition',
            input: { highAccuracy: true, maximumAge: DURATIONS.geolocationRetryCache },
            onDone: [
              { guard: { type: 'positionFound', params: ({ event }) => event.output }, target: '#location.set', actions: { type: 'storeFix', params: ({ event }) => event.output } },
              {
                guard: { type: 'failedWith', params: ({ event }) => ({ outcome: event.output, reasons: ['denied'] }) },
                target: '#location.idle.denied',
                actions: { type: 'fail', params: ({ event }) => reasonOf(event.output) },
              },
              { target: '#location.idle.failed', actions: { type: 'fail', params: ({ event }) => reasonOf(event.output) } },
            ],
            onError: { target: '#location.idle.failed', actions: { type: 'fail', params: 'unavailable' } },
          },
          after: { retryTimeout: { target: '#location.idle.failed', actions: { type: 'fail', params: 'timeout' } } },
        },
      },
    },
    set: {
      type: 'parallel',
      entry: 'announceFix',
      on: { 'location.requested': { target: 'getting' } },
      states: {
        place: {
          initial: 'naming',
          states: {
            naming: {
              invoke: {
                src: 'describePlace',
                input: ({ context }) => context.fix as LocationFix,
                onDone: { target: 'named', actions: { type: 'storePlace', params: ({ event }) => event.output } },
                onError: { target: 'unnamed' },
              },
            },
            named: {},
            // No known place near the position: the coordinates alone serve.
            unnamed: {},
          },
        },
        report: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'reportsToServer', target: 'saving' }, { target: 'skipped' }] },
            saving: {
              invoke: {
                src: 'reportLocation',
                input: ({ context }) => context.fix as LocationFix,
                onDone: { target: 'saved', actions: 'toastSaved' },
                // The position is still used here; only the profile's copy is stale.
                onError: { target: 'unsaved' },
              },
            },
            saved: {},
            unsaved: {},
            skipped: {},
          },
        },
      },
    },
  },
});
