import { assign, emit, enqueueActions, setup, stateIn } from 'xstate';
import { MESSAGES } from '../../contract';
import { verifyActors } from './verify.actors';
import { COUNTDOWN_TICK_MS, isLastSecond, oneSecondLess } from '../shared/countdown';
import {
  COOLDOWN_SECONDS,
  emptyDigits,
  eraseBox,
  fillFromPaste,
  isCodeComplete,
  pastedDigits,
  typeIntoBox,
} from './verify.rules';
import type { ActivateOutcome, RequestFailure, ResendOutcome, VerifyContext, VerifyEmitted, VerifyEvent, VerifyInput } from './verify.types';

const failureOf = (outcome: ActivateOutcome | ResendOutcome): RequestFailure | undefined => (outcome.ok ? undefined : outcome.failure);

/** What a refused verification says: the server's own words, else the spec's fallbacks. */
function verifyFailureMessage(failure: RequestFailure | undefined): string {
  if (!failure || failure.status === 0) return MESSAGES.failedToVerify;
  if (failure.message && failure.message !== MESSAGES.genericError) return failure.message;
  return failure.status === 400 ? MESSAGES.invalidVerificationCode : MESSAGES.failedToVerify;
}

/**
 * Account activation by a 6-digit code. Guarantees: boxes only ever hold single
 * digits; nothing is sent until all six are filled; 'Account is already verified.'
 * counts as success; 'Resend Code' is offered only when the countdown is over: it
 * starts from what the server's own cooldown has left (none on a later visit, 60 s
 * when the fallback is all there is) and from the server's retry_after after a resend;
 * a resent code clears the boxes. Without a username the link is broken.
 */
export const verifyMachine = setup({
  types: {
    context: {} as VerifyContext,
    events: {} as VerifyEvent,
    input: {} as VerifyInput,
    emitted: {} as VerifyEmitted,
  },
  actors: verifyActors,
  delays: {
    resendCooldownTick: COUNTDOWN_TICK_MS,
  },
  guards: {
    hasUsername: ({ context }) => context.username.length > 0,
    codeComplete: ({ context }) => isCodeComplete(context.digits),
    pasteIsDigits: (_, params: { text: string }) => pastedDigits(params.text) !== undefined,
    countdownOver: ({ context }) => isLastSecond(context),
    activated: (_, outcome: ActivateOutcome) => outcome.ok,
    alreadyVerified: (_, outcome: ActivateOutcome) =>
      !outcome.ok && outcome.failure.status === 400 && outcome.failure.message === MESSAGES.accountAlreadyVerifiedServer,
    resent: (_, outcome: ResendOutcome) => outcome.ok,
    resendTooSoon: (_, outcome: ResendOutcome) => !outcome.ok && outcome.failure.status === 429,
    cooldownRunning: (_, seconds: number) => seconds > 0,
    codeIdle: stateIn({ active: { code: 'idle' } }),
  },
  actions: {
    typeDigit: assign(({ context }, params: { index: number; value: string }) => {
      const typed = typeIntoBox(context.digits, params.index, params.value);
      return typed ? { ...typed, error: undefined } : {};
    }),
    eraseDigit: assign(({ context }, params: { index: number }) => ({ ...eraseBox(context.digits, params.index), error: undefined })),
    focusBox: assign((_, params: { index: number }) => ({ activeBox: params.index })),
    fillPasted: assign((_, params: { text: string }) => ({ ...fillFromPaste(pastedDigits(params.text) ?? []), error: undefined })),
    requireAllDigits: assign({ error: MESSAGES.enterAllDigits, notice: undefined }),
    clearMessages: assign({ error: undefined, notice: undefined }),
    // The verified card shows what the toast said.
    reportVerified: enqueueActions(({ enqueue }, params: { message: string }) => {
      enqueue.assign({ verifiedMessage: params.message, error: undefined });
      enqueue.emit({ type: 'toast', tone: 'success', message: params.message });
    }),
    reportVerifyFailure: enqueueActions(({ enqueue }, params: { failure: RequestFailure | undefined }) => {
      const message = verifyFailureMessage(params.failure);
      enqueue.assign({ error: message });
      enqueue.emit({ type: 'toast', tone: 'error', message });
    }),
    startCooldown: assign((_, params: { seconds: number }) => ({ secondsLeft: params.seconds })),
    countDown: assign(({ context }) => oneSecondLess(context)),
    clearBoxes: assign({ digits: emptyDigits(), activeBox: 0 }),
    reportResent: enqueueActions(({ enqueue }) => {
      enqueue.assign({ notice: MESSAGES.resendSuccess, error: undefined });
      enqueue.emit({ type: 'toast', tone: 'success', message: MESSAGES.resendSuccess });
    }),
    // The server's own words when it gave any; else the catalogue's line on the page and its shorter toast.
    reportResendFailure: enqueueActions(({ enqueue }, params: { failure?: RequestFailure }) => {
      const serverMessage = params.failure?.message;
      enqueue.assign({ error: serverMessage || MESSAGES.resendFailed, notice: undefined });
      enqueue.emit({ type: 'toast', tone: 'error', message: serverMessage || MESSAGES.resendFailedToast });
    }),
    toast: emit((_, params: VerifyEmitted) => params),
  },
}).createMachine({
  id: 'verify',
  context: ({ input }) => ({
    username: input.username?.trim() ?? '',
    digits: emptyDigits(),
    activeBox: 0,
    secondsLeft: COOLDOWN_SECONDS,
    error: undefined,
    notice: undefined,
    verifiedMessage: undefined,
  }),
  initial: 'checkingLink',
  states: {
    checkingLink: {
      always: [{ guard: 'hasUsername', target: 'active' }, { target: 'missingUsername' }],
    },
    // /activate without ?username=: the view sends the user to /login.
    missingUsername: {
      type: 'final',
      entry: { type: 'toast', params: { type: 'toast', tone: 'error', message: MESSAGES.missingUsername } },
    },
    active: {
      type: 'parallel',
      states: {
        code: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'box.typed': { actions: { type: 'typeDigit', params: ({ event }) => event } },
                'box.erased': { actions: { type: 'eraseDigit', params: ({ event }) => event } },
                'box.focused': { actions: { type: 'focusBox', params: ({ event }) => event } },
                // A paste that is not all digits (or is too long) is refused as a whole.
                'code.pasted': {
                  guard: { type: 'pasteIsDigits', params: ({ event }) => event },
                  actions: { type: 'fillPasted', params: ({ event }) => event },
                },
                'code.submitted': [{ guard: 'codeComplete', target: 'verifying' }, { actions: 'requireAllDigits' }],
              },
            },
            verifying: {
              entry: 'clearMessages',
              invoke: {
                id: 'activateAccount',
                src: 'activateAccount',
                input: ({ context }) => ({ username: context.username, code: context.digits.join('') }),
                onDone: [
                  {
                    guard: { type: 'activated', params: ({ event }) => event.output },
                    target: '#verify.verified',
                    actions: { type: 'reportVerified', params: { message: MESSAGES.verifySuccess } },
                  },
                  {
                    guard: { type: 'alreadyVerified', params: ({ event }) => event.output },
                    target: '#verify.verified',
                    actions: { type: 'reportVerified', params: { message: MESSAGES.alreadyVerified } },
                  },
                  {
                    target: 'idle',
                    actions: { type: 'reportVerifyFailure', params: ({ event }) => ({ failure: failureOf(event.output) }) },
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: { type: 'reportVerifyFailure', params: { failure: undefined } },
                },
              },
            },
          },
        },
        resend: {
          initial: 'checkingCooldown',
          states: {
            // The server says how long its cooldown still runs: the countdown starts there, not at 60 on every visit.
            checkingCooldown: {
              invoke: {
                id: 'loadResendCooldown',
                src: 'loadResendCooldown',
                input: ({ context }) => ({ username: context.username }),
                onDone: [
                  {
                    guard: { type: 'cooldownRunning', params: ({ event }) => event.output },
                    target: 'coolingDown',
                    actions: { type: 'startCooldown', params: ({ event }) => ({ seconds: event.output }) },
                  },
                  { target: 'ready' },
                ],
                // Unknown: the full wait, as a code was probably just sent.
                onError: { target: 'coolingDown' },
              },
            },
            // A code was just sent (at registration or by the last resend).
            coolingDown: {
              after: {
                resendCooldownTick: [
                  { guard: 'countdownOver', target: 'ready', actions: 'countDown' },
                  { target: 'coolingDown', reenter: true, actions: 'countDown' },
                ],
              },
            },
            ready: {
              on: {
                'resend.requested': { guard: 'codeIdle', target: 'sending' },
              },
            },
            sending: {
              entry: 'clearMessages',
              invoke: {
                id: 'sendNewCode',
                src: 'sendNewCode',
                input: ({ context }) => ({ username: context.username }),
                onDone: [
                  {
                    guard: { type: 'resent', params: ({ event }) => event.output },
                    target: 'coolingDown',
                    actions: [
                      {
                        type: 'startCooldown',
                        params: ({ event }) => ({ seconds: event.output.ok ? event.output.retryAfterSeconds : COOLDOWN_SECONDS }),
                      },
                      'clearBoxes',
                      'reportResent',
                    ],
                  },
                  {
                    // The server still remembers the last code: wait as long as it says.
                    guard: { type: 'resendTooSoon', params: ({ event }) => event.output },
                    target: 'coolingDown',
                    actions: [
                      {
                        type: 'startCooldown',
                        params: ({ event }) => ({ seconds: failureOf(event.output)?.retryAfterSeconds ?? COOLDOWN_SECONDS }),
                      },
                      { type: 'reportResendFailure', params: ({ event }) => ({ failure: failureOf(event.output) }) },
                    ],
                  },
                  {
                    target: 'ready',
                    actions: { type: 'reportResendFailure', params: {} },
                  },
                ],
                onError: {
                  target: 'ready',
                  actions: { type: 'reportResendFailure', params: {} },
                },
              },
            },
          },
        },
      },
    },
    verified: { type: 'final' },
  },
});
