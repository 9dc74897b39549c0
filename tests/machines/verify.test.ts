import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { MESSAGES } from '../../src/contract';
import {
  selectActiveBox,
  selectCanResend,
  selectDigits,
  selectError,
  selectIsMissingUsername,
  selectIsVerified,
  selectNotice,
  selectSecondsLeft,
  selectVerifiedMessage,
  verifyMachine,
  type ActivateOutcome,
  type ResendOutcome,
  type VerifyEmitted,
} from '../../src/machines/verify';

type Answers = {
  activate?: (input: { username: string; code: string }) => Promise<ActivateOutcome>;
  resend?: (input: { username: string }) => Promise<ResendOutcome>;
  /** The server's cooldown on entry; 60 s (a code was just sent) unless said. */
  cooldown?: (input: { username: string }) => Promise<number>;
};

const never = <T,>() => new Promise<T>(() => undefined);

/** A verify actor once the server has said how long its cooldown runs. */
async function start(answers: Answers = {}, username: string | null = 'ada_okafor') {
  const clock = new SimulatedClock();
  const activations: { username: string; code: string }[] = [];
  const resends: { username: string }[] = [];
  const toasts: VerifyEmitted[] = [];
  const actor = createActor(
    verifyMachine.provide({
      actors: {
        activateAccount: fromPromise<ActivateOutcome, { username: string; code: string }>(({ input }) => {
          activations.push(input);
          return (answers.activate ?? never)(input);
        }),
        sendNewCode: fromPromise<ResendOutcome, { username: string }>(({ input }) => {
          resends.push(input);
          return (answers.resend ?? never)(input);
        }),
        loadResendCooldown: fromPromise<number, { username: string }>(({ input }) => (answers.cooldown ?? (async () => 60))(input)),
      },
    }),
    { input: { username }, clock },
  );
  actor.on('toast', (event) => toasts.push(event));
  actor.start();
  await waitFor(actor, (snapshot) => !snapshot.matches({ active: { resend: 'checkingCooldown' } }));
  return { actor, clock, activations, resends, toasts };
}

/** Each countdown step schedules the next one, so time moves a second at a time. */
function advanceSeconds(clock: SimulatedClock, seconds: number) {
  for (let second = 0; second < seconds; second += 1) clock.increment(1000);
}

const code = (digits: string) => ({ type: 'code.pasted' as const, text: digits });

describe('verify machine', () => {
  it('refuses a link without a username', async () => {
    for (const username of [null, '', '   ']) {
      const { actor, toasts } = await start({}, username);
      expect(selectIsMissingUsername(actor.getSnapshot())).toBe(true);
      expect(actor.getSnapshot().status).toBe('done');
      expect(toasts).toEqual([{ type: 'toast', tone: 'error', message: 'Missing username parameter' }]);
    }
  });

  it('counts 60 s down from entry, one second at a time, before offering a resend', async () => {
    const { actor, clock } = await start();
    expect(actor.getSnapshot().matches({ active: { code: 'idle', resend: 'coolingDown' } })).toBe(true);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(60);
    expect(selectCanResend(actor.getSnapshot())).toBe(false);
    clock.increment(999);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(60);
    clock.increment(1);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(59);
    advanceSeconds(clock, 58);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(1);
    expect(selectCanResend(actor.getSnapshot())).toBe(false);
    clock.increment(1000);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(0);
    expect(actor.getSnapshot().matches({ active: { resend: 'ready' } })).toBe(true);
    expect(selectCanResend(actor.getSnapshot())).toBe(true);
  });

  it("starts the countdown from what is left of the server's cooldown, or offers a resend at once", async () => {
    const partly = await start({ cooldown: async () => 12 });
    expect(selectSecondsLeft(partly.actor.getSnapshot())).toBe(12);
    advanceSeconds(partly.clock, 12);
    expect(selectCanResend(partly.actor.getSnapshot())).toBe(true);

    const later = await start({ cooldown: async () => 0 });
    expect(later.actor.getSnapshot().matches({ active: { resend: 'ready' } })).toBe(true);
    expect(selectCanResend(later.actor.getSnapshot())).toBe(true);

    // Without the server's word, the full wait, as before.
    const unknown = await start({ cooldown: () => Promise.reject(new Error('offline')) });
    expect(selectSecondsLeft(unknown.actor.getSnapshot())).toBe(60);
  });

  it('takes one digit per box, advances on typing and steps back on backspace', async () => {
    const { actor } = await start();
    actor.send({ type: 'box.typed', index: 0, value: '4' });
    expect(selectDigits(actor.getSnapshot())).toEqual(['4', '', '', '', '', '']);
    expect(selectActiveBox(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'box.typed', index: 1, value: 'x' });
    expect(selectDigits(actor.getSnapshot())).toEqual(['4', '', '', '', '', '']);
    expect(selectActiveBox(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'box.typed', index: 1, value: '2' });
    actor.send({ type: 'box.typed', index: 1, value: '27' });
    expect(selectDigits(actor.getSnapshot())).toEqual(['4', '7', '', '', '', '']);
    expect(selectActiveBox(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'box.erased', index: 2 });
    expect(selectDigits(actor.getSnapshot())).toEqual(['4', '', '', '', '', '']);
    expect(selectActiveBox(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'box.erased', index: 0 });
    expect(selectDigits(actor.getSnapshot())).toEqual(['', '', '', '', '', '']);
    expect(selectActiveBox(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'box.typed', index: 5, value: '9' });
    expect(selectActiveBox(actor.getSnapshot())).toBe(5);
    actor.send({ type: 'box.focused', index: 3 });
    expect(selectActiveBox(actor.getSnapshot())).toBe(3);
  });

  it('fills the boxes from a paste of up to 6 digits and refuses anything else', async () => {
    const { actor } = await start();
    actor.send(code(' 123456 '));
    expect(selectDigits(actor.getSnapshot())).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(selectActiveBox(actor.getSnapshot())).toBe(5);
    actor.send(code('12a456'));
    actor.send(code('1234567'));
    actor.send(code(''));
    expect(selectDigits(actor.getSnapshot())).toEqual(['1', '2', '3', '4', '5', '6']);
    actor.send(code('987'));
    expect(selectDigits(actor.getSnapshot())).toEqual(['9', '8', '7', '', '', '']);
    expect(selectActiveBox(actor.getSnapshot())).toBe(3);
  });

  it('asks for all 6 digits before verifying', async () => {
    const { actor, activations } = await start();
    actor.send(code('12345'));
    actor.send({ type: 'code.submitted' });
    expect(selectError(actor.getSnapshot())).toBe('Please enter all 6 digits of the verification code');
    expect(activations).toHaveLength(0);
    actor.send({ type: 'box.typed', index: 5, value: '6' });
    expect(selectError(actor.getSnapshot())).toBeUndefined();
  });

  it('verifies the account', async () => {
    const { actor, activations, toasts } = await start({
      activate: async () => ({ ok: true, answer: { success: true, response: 'successful', message: 'Account verified successfully!' } }),
    });
    actor.send(code('123456'));
    actor.send({ type: 'code.submitted' });
    expect(actor.getSnapshot().matches({ active: { code: 'verifying' } })).toBe(true);
    await waitFor(actor, selectIsVerified);
    expect(activations).toEqual([{ username: 'ada_okafor', code: '123456' }]);
    expect(selectVerifiedMessage(actor.getSnapshot())).toBe('Account verified successfully!');
    expect(toasts).toEqual([{ type: 'toast', tone: 'success', message: 'Account verified successfully!' }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('counts an already verified account as success', async () => {
    const { actor } = await start({
      activate: async () => ({ ok: false, failure: { status: 400, message: 'Account is already verified.' } }),
    });
    actor.send(code('123456'));
    actor.send({ type: 'code.submitted' });
    await waitFor(actor, selectIsVerified);
    expect(selectVerifiedMessage(actor.getSnapshot())).toBe('Your account is already verified!');
  });

  it.each([
    ['the server message', { ok: false, failure: { status: 400, message: MESSAGES.verificationCodeExpired } }, MESSAGES.verificationCodeExpired],
    ['the server message', { ok: false, failure: { status: 400, message: 'Invalid verification code' } }, 'Invalid verification code'],
    ['Invalid verification code', { ok: false, failure: { status: 400, message: MESSAGES.genericError } }, 'Invalid verification code'],
    ['Failed to verify account', { ok: false, failure: { status: 0, message: MESSAGES.networkError } }, 'Failed to verify account'],
  ] as [string, ActivateOutcome, string][])('says %s when verification is refused', async (_, outcome, message) => {
    const { actor, toasts } = await start({ activate: async () => outcome });
    actor.send(code('123456'));
    actor.send({ type: 'code.submitted' });
    await waitFor(actor, (snapshot) => snapshot.matches({ active: { code: 'idle' } }));
    expect(selectError(actor.getSnapshot())).toBe(message);
    expect(toasts.at(-1)).toEqual({ type: 'toast', tone: 'error', message });
    expect(selectDigits(actor.getSnapshot()).join('')).toBe('123456');
  });

  it('says Failed to verify account when the request throws', async () => {
    const { actor } = await start({ activate: () => Promise.reject(new Error('boom')) });
    actor.send(code('123456'));
    actor.send({ type: 'code.submitted' });
    await waitFor(actor, (snapshot) => snapshot.matches({ active: { code: 'idle' } }));
    expect(selectError(actor.getSnapshot())).toBe('Failed to verify account');
  });

  it('resends a code: the boxes are cleared and the countdown starts again', async () => {
    const { actor, clock, resends, toasts } = await start({ resend: async () => ({ ok: true, retryAfterSeconds: 60 }) });
    advanceSeconds(clock, 60);
    actor.send(code('123456'));
    actor.send({ type: 'resend.requested' });
    expect(actor.getSnapshot().matches({ active: { resend: 'sending' } })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ active: { resend: 'coolingDown' } }));
    expect(resends).toEqual([{ username: 'ada_okafor' }]);
    expect(selectDigits(actor.getSnapshot())).toEqual(['', '', '', '', '', '']);
    expect(selectActiveBox(actor.getSnapshot())).toBe(0);
    expect(selectNotice(actor.getSnapshot())).toBe('New verification code sent to your email!');
    expect(toasts).toEqual([{ type: 'toast', tone: 'success', message: 'New verification code sent to your email!' }]);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(60);
    clock.increment(1000);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(59);
  });

  it('says the resend failed and offers it again', async () => {
    const { actor, clock, toasts } = await start({ resend: async () => ({ ok: false, failure: { status: 500, message: 'boom' } }) });
    advanceSeconds(clock, 60);
    actor.send(code('123456'));
    actor.send({ type: 'resend.requested' });
    await waitFor(actor, (snapshot) => snapshot.matches({ active: { resend: 'ready' } }));
    expect(selectError(actor.getSnapshot())).toBe('Failed to resend verification code');
    expect(toasts).toEqual([{ type: 'toast', tone: 'error', message: 'Failed to resend code. Please try again.' }]);
    expect(selectDigits(actor.getSnapshot()).join('')).toBe('123456');
    expect(selectCanResend(actor.getSnapshot())).toBe(true);
  });

  it('waits as long as a 429 says', async () => {
    const message = 'Please wait 42 seconds before requesting a new code.';
    const { actor, clock, toasts } = await start({
      resend: async () => ({ ok: false, failure: { status: 429, message, retryAfterSeconds: 42 } }),
    });
    advanceSeconds(clock, 60);
    actor.send({ type: 'resend.requested' });
    await waitFor(actor, (snapshot) => snapshot.matches({ active: { resend: 'coolingDown' } }));
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(42);
    expect(selectError(actor.getSnapshot())).toBe(message);
    expect(toasts).toEqual([{ type: 'toast', tone: 'error', message }]);
    advanceSeconds(clock, 42);
    expect(selectCanResend(actor.getSnapshot())).toBe(true);
  });

  it('falls back to the full cooldown when a 429 gives no wait', async () => {
    const { actor, clock } = await start({ resend: async () => ({ ok: false, failure: { status: 429, message: 'Too many requests.' } }) });
    advanceSeconds(clock, 60);
    actor.send({ type: 'resend.requested' });
    await waitFor(actor, (snapshot) => snapshot.matches({ active: { resend: 'coolingDown' } }));
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(60);
  });

  it('offers no resend while a code is being verified, and no edits either', async () => {
    const { actor, clock, resends } = await start();
    advanceSeconds(clock, 60);
    actor.send(code('123456'));
    actor.send({ type: 'code.submitted' });
    expect(selectCanResend(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'resend.requested' });
    actor.send({ type: 'box.erased', index: 5 });
    expect(resends).toHaveLength(0);
    expect(selectDigits(actor.getSnapshot()).join('')).toBe('123456');
  });
});
