import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { MESSAGES, type ResetPasswordPayload } from '../../src/contract';
import {
  resetPasswordMachine,
  selectEmailMessage,
  selectFailure,
  selectPasswordMessage,
  selectView,
  type CompleteResetOutcome,
  type ForgotPasswordOutcome,
  type ResetPasswordEmitted,
} from '../../src/machines/resetPassword';

type Answers = {
  request?: (input: { email: string }) => Promise<ForgotPasswordOutcome>;
  complete?: (input: ResetPasswordPayload) => Promise<CompleteResetOutcome>;
};

const never = <T,>() => new Promise<T>(() => undefined);

function start(answers: Answers = {}, token: string | null = null) {
  const requests: { email: string }[] = [];
  const completions: ResetPasswordPayload[] = [];
  const toasts: ResetPasswordEmitted[] = [];
  const actor = createActor(
    resetPasswordMachine.provide({
      actors: {
        requestResetLink: fromPromise<ForgotPasswordOutcome, { email: string }>(({ input }) => {
          requests.push(input);
          return (answers.request ?? never)(input);
        }),
        completeReset: fromPromise<CompleteResetOutcome, ResetPasswordPayload>(({ input }) => {
          completions.push(input);
          return (answers.complete ?? never)(input);
        }),
      },
    }),
    { input: { token } },
  );
  actor.on('toast', (event) => toasts.push(event));
  actor.start();
  return { actor, requests, completions, toasts };
}

describe('reset password machine: requesting a link', () => {
  it('starts on the request form without a token', () => {
    for (const token of [null, '', '  ']) {
      expect(selectView(start({}, token).actor.getSnapshot())).toBe('request');
    }
  });

  it('checks the email address before sending', () => {
    const { actor, requests } = start();
    expect(selectEmailMessage(actor.getSnapshot())).toBeUndefined();
    actor.send({ type: 'request.submitted' });
    expect(selectEmailMessage(actor.getSnapshot())).toBe('Email address is required');
    actor.send({ type: 'email.changed', value: 'ada@example' });
    expect(selectEmailMessage(actor.getSnapshot())).toBe('Please enter a valid email address');
    actor.send({ type: 'request.submitted' });
    expect(requests).toHaveLength(0);
    expect(actor.getSnapshot().matches({ requesting: 'idle' })).toBe(true);
  });

  it('shows the email rule once the field was left', () => {
    const { actor } = start();
    actor.send({ type: 'email.changed', value: 'nope' });
    expect(selectEmailMessage(actor.getSnapshot())).toBeUndefined();
    actor.send({ type: 'email.blurred' });
    expect(selectEmailMessage(actor.getSnapshot())).toBe('Please enter a valid email address');
  });

  it('sends the link and says to check the email', async () => {
    const { actor, requests, toasts } = start({
      request: async () => ({ ok: true, answer: { response: 'successful', message: MESSAGES.resetEmailSent } }),
    });
    actor.send({ type: 'email.changed', value: 'ada@example.com' });
    actor.send({ type: 'request.submitted' });
    expect(actor.getSnapshot().matches({ requesting: 'sending' })).toBe(true);
    await waitFor(actor, (snapshot) => selectView(snapshot) === 'sent');
    expect(requests).toEqual([{ email: 'ada@example.com' }]);
    expect(toasts).toEqual([{ type: 'toast', tone: 'success', message: 'Password reset instructions sent to your email' }]);
  });

  it.each([
    ['no user found', { ok: true, answer: { response: 'no user found', message: 'x' } }, 'No account found with this email address'],
    [
      'Account not active',
      { ok: true, answer: { response: 'Account not active', message: 'x' } },
      'Your account is not active. Please verify your account first.',
    ],
    ['a 429', { ok: false, failure: { status: 429, message: 'Too many requests. Please try again in 30 seconds.' } }, 'Too many requests. Please try again in 30 seconds.'],
    ['an unreadable answer', { ok: false, failure: { status: 0, message: MESSAGES.genericError } }, 'Failed to send reset email'],
    ['a network failure', { ok: false, failure: { status: 0, message: MESSAGES.networkError } }, MESSAGES.networkError],
  ] as [string, ForgotPasswordOutcome, string][])('says what %s means', async (_, outcome, message) => {
    const { actor, toasts } = start({ request: async () => outcome });
    actor.send({ type: 'email.changed', value: 'ada@example.com' });
    actor.send({ type: 'request.submitted' });
    await waitFor(actor, (snapshot) => snapshot.matches({ requesting: 'idle' }));
    expect(selectFailure(actor.getSnapshot())).toBe(message);
    expect(toasts).toEqual([{ type: 'toast', tone: 'error', message }]);
    actor.send({ type: 'email.changed', value: 'other@example.com' });
    expect(selectFailure(actor.getSnapshot())).toBeUndefined();
  });

  it('says Failed to send reset email when the request throws', async () => {
    const { actor } = start({ request: () => Promise.reject(new Error('boom')) });
    actor.send({ type: 'email.changed', value: 'ada@example.com' });
    actor.send({ type: 'request.submitted' });
    await waitFor(actor, (snapshot) => snapshot.matches({ requesting: 'idle' }));
    expect(selectFailure(actor.getSnapshot())).toBe('Failed to send reset email');
  });
});

describe('reset password machine: completing from the mailed link', () => {
  const choose = (actor: ReturnType<typeof start>['actor'], password: string, confirm: string) => {
    actor.send({ type: 'password.changed', field: 'password', value: password });
    actor.send({ type: 'password.blurred', field: 'password' });
    actor.send({ type: 'password.changed', field: 'password_confirm', value: confirm });
    actor.send({ type: 'password.blurred', field: 'password_confirm' });
  };

  it('starts on the new-password form with a token', () => {
    expect(selectView(start({}, 'abc').actor.getSnapshot())).toBe('newPassword');
  });

  it('applies the register password rules', () => {
    const { actor, completions } = start({}, 'abc');
    actor.send({ type: 'reset.submitted' });
    expect(selectPasswordMessage(actor.getSnapshot(), 'password')).toBe('Password is required');
    expect(selectPasswordMessage(actor.getSnapshot(), 'password_confirm')).toBe('Please confirm password');
    for (const [password, message] of [
      ['Short1', 'Password must be at least 8 characters'],
      ['secret123', 'Need at least one uppercase letter'],
      ['SECRET123', 'Need at least one lowercase letter'],
      ['SecretSecret', 'Need at least one number'],
    ]) {
      choose(actor, password ?? '', password ?? '');
      expect(selectPasswordMessage(actor.getSnapshot(), 'password')).toBe(message);
    }
    choose(actor, 'Secret123', 'Secret124');
    expect(selectPasswordMessage(actor.getSnapshot(), 'password')).toBeUndefined();
    expect(selectPasswordMessage(actor.getSnapshot(), 'password_confirm')).toBe('Passwords do not match');
    actor.send({ type: 'reset.submitted' });
    expect(completions).toHaveLength(0);
  });

  it('sets the new password', async () => {
    const { actor, completions, toasts } = start({ complete: async () => ({ ok: true, message: MESSAGES.passwordResetComplete }) }, 'abc');
    choose(actor, 'Secret123', 'Secret123');
    actor.send({ type: 'reset.submitted' });
    expect(actor.getSnapshot().matches({ completing: 'saving' })).toBe(true);
    await waitFor(actor, (snapshot) => selectView(snapshot) === 'done');
    expect(completions).toEqual([{ token: 'abc', password: 'Secret123', password_confirm: 'Secret123' }]);
    expect(toasts).toEqual([{ type: 'toast', tone: 'success', message: 'Your password has been reset. You can now sign in.' }]);
  });

  it('ends in linkInvalid when the link is refused', async () => {
    const { actor, toasts } = start(
      { complete: async () => ({ ok: false, failure: { status: 400, message: MESSAGES.resetLinkInvalid } }) },
      'used',
    );
    choose(actor, 'Secret123', 'Secret123');
    actor.send({ type: 'reset.submitted' });
    await waitFor(actor, (snapshot) => selectView(snapshot) === 'linkInvalid');
    expect(toasts).toEqual([{ type: 'toast', tone: 'error', message: 'This reset link is invalid or has expired.' }]);
  });

  it('puts a refused password under its field', async () => {
    const { actor } = start(
      {
        complete: async () => ({
          ok: false,
          failure: { status: 400, message: MESSAGES.fixErrorsBelow, errors: { password: [MESSAGES.passwordTooCommon] } },
        }),
      },
      'abc',
    );
    choose(actor, 'Password1', 'Password1');
    actor.send({ type: 'reset.submitted' });
    await waitFor(actor, (snapshot) => snapshot.matches({ completing: 'editing' }));
    expect(selectPasswordMessage(actor.getSnapshot(), 'password')).toBe('This password is too common. Please choose another.');
    actor.send({ type: 'password.changed', field: 'password', value: 'Kola2024xyz' });
    expect(selectPasswordMessage(actor.getSnapshot(), 'password')).toBeUndefined();
  });

  it('keeps the form with the server words on another failure', async () => {
    const { actor } = start({ complete: async () => ({ ok: false, failure: { status: 0, message: MESSAGES.networkError } }) }, 'abc');
    choose(actor, 'Secret123', 'Secret123');
    actor.send({ type: 'reset.submitted' });
    await waitFor(actor, (snapshot) => snapshot.matches({ completing: 'editing' }));
    expect(selectFailure(actor.getSnapshot())).toBe(MESSAGES.networkError);
  });
});
