/**
 * The view follows the machine: the reset-password graph's paths are replayed
 * against the rendered ResetPasswordScreen, in both its modes: /resetpassword
 * (ask for a link) and /resetpassword?token=... (the mailed link: set a new
 * password). User events become typing (user-event), leaving a field and
 * pressing the form's button; the actors' outcomes become the HTTP answers msw
 * gives at /api/forgotpassword and /api/resetpassword, released step by step.
 * After every step the screen's own actor must be in the step's state and the
 * screen must show it, through an assertion per leaf state; a leaf state
 * without one fails.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES } from '../../src/contract';
import {
  resetPasswordMachine,
  selectEmailMessage,
  selectPasswordMessage,
  type CompleteResetOutcome,
  type ForgotPasswordOutcome,
  type NewPasswordField,
  type ResetPasswordEvent,
  type ResetPasswordSnapshot,
} from '../../src/machines/resetPassword';
import { ResetPasswordScreen } from '../../src/ui/screens/accounts/ResetPasswordScreen';
import { apiUrl, server } from '../setup/msw';
import { resetPasswordModel, resetPasswordVariants } from './accounts.models';
import { invokeIds, journey } from './harness';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, leaveField, refusal, renderScreen, screenWalk, transient, typeInto, type Answer } from './view';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const LOGIN_MARKER = 'the login page';

const LABELS: Record<NewPasswordField, string> = { password: 'New password', password_confirm: 'Confirm new password' };

// ---------------------------------------------------------------------------
// What the screen must show in each leaf state.

type LeafAssertion = (snapshot: ResetPasswordSnapshot) => void;

const heading = () => screen.getByRole('heading', { level: 1 });
const requestForm = () => screen.getByRole('form', { name: 'Reset Password' });
const newPasswordForm = () => screen.getByRole('form', { name: 'Choose a new password' });
const emailInput = () => screen.getByLabelText('Email address');
const passwordInput = (field: NewPasswordField) => screen.getByLabelText(LABELS[field], { exact: true, selector: 'input' });
const sendButton = () => within(requestForm()).getByRole('button', { name: /^(Send Reset Instructions|Sending\.\.\.)$/ });
const saveButton = () => within(newPasswordForm()).getByRole('button', { name: /^(Reset Password|Saving\.\.\.)$/ });

/** The answer to the last request, above the form's button. */
function expectFailure(form: HTMLElement, failure: string | undefined): void {
  if (failure) expect(within(form).getByRole('alert')).toHaveTextContent(failure);
  else expect(within(form).queryByRole('alert')).toBeNull();
}

function expectRequestForm(snapshot: ResetPasswordSnapshot): void {
  expect(heading()).toHaveTextContent('Reset Password');
  expect(emailInput()).toHaveValue(snapshot.context.email);
  expect(emailInput()).toHaveAccessibleDescription(selectEmailMessage(snapshot) ?? '');
  expectFailure(requestForm(), snapshot.context.failure);
  expect(screen.getByRole('button', { name: 'Back to Login' })).toBeEnabled();
}

function expectNewPasswordForm(snapshot: ResetPasswordSnapshot): void {
  expect(heading()).toHaveTextContent('Choose a new password');
  expect(passwordInput('password')).toHaveValue(snapshot.context.password);
  expect(passwordInput('password_confirm')).toHaveValue(snapshot.context.passwordConfirm);
  for (const field of ['password', 'password_confirm'] as const) {
    expect(passwordInput(field)).toHaveAccessibleDescription(selectPasswordMessage(snapshot, field) ?? '');
  }
  expectFailure(newPasswordForm(), snapshot.context.failure);
}

function expectBusy(button: HTMLElement, label: string): void {
  expect(button).toHaveTextContent(label);
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
}

const leafAssertions: Record<string, LeafAssertion> = {
  // Eventless: the mode is decided from the link before the first render.
  'resetPassword.choosingMode': transient('choosingMode'),
  'resetPassword.requesting.idle': (snapshot) => {
    expectRequestForm(snapshot);
    expect(sendButton()).toHaveTextContent('Send Reset Instructions');
    expect(sendButton()).toBeEnabled();
  },
  'resetPassword.requesting.sending': (snapshot) => {
    expectRequestForm(snapshot);
    expectBusy(sendButton(), 'Sending...');
  },
  'resetPassword.requesting.sent': ({ context }) => {
    expect(heading()).toHaveTextContent('Check Your Email');
    expect(screen.getByRole('status')).toHaveTextContent(`We sent password reset instructions to ${context.email}.`);
    expect(screen.getByRole('button', { name: 'Return to Login' })).toBeEnabled();
  },
  'resetPassword.completing.editing': (snapshot) => {
    expectNewPasswordForm(snapshot);
    expect(saveButton()).toHaveTextContent('Reset Password');
    expect(saveButton()).toBeEnabled();
  },
  'resetPassword.completing.saving': (snapshot) => {
    expectNewPasswordForm(snapshot);
    expectBusy(saveButton(), 'Saving...');
  },
  'resetPassword.completing.done': () => {
    expect(heading()).toHaveTextContent('Password Reset');
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.passwordResetComplete);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
  'resetPassword.completing.linkInvalid': () => {
    expect(heading()).toHaveTextContent('Link no longer valid');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.resetLinkInvalid);
    expect(screen.getByRole('button', { name: 'Request a New Link' })).toBeEnabled();
  },
};

// ---------------------------------------------------------------------------
// The server side: POST /forgotpassword and /resetpassword answer as docs/api-decisions.md says.

const answers = answerQueue(['forgotpassword', 'resetpassword'] as const);
const requestIds = invokeIds(resetPasswordMachine, 'requestResetLink');
const completeIds = invokeIds(resetPasswordMachine, 'completeReset');

function forgotPasswordAnswer(outcome: ForgotPasswordOutcome): Answer {
  return outcome.ok ? () => HttpResponse.json(outcome.answer) : refusal(outcome.failure);
}

function resetPasswordAnswer(outcome: CompleteResetOutcome): Answer {
  return outcome.ok ? () => HttpResponse.json({ response: 'successful', message: outcome.message }) : refusal(outcome.failure);
}

// ---------------------------------------------------------------------------
// The walk.

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.')) {
    const id = String(event.actorId);
    if (requestIds.includes(id)) answers.release('forgotpassword', forgotPasswordAnswer(event.output as ForgotPasswordOutcome));
    else if (completeIds.includes(id)) answers.release('resetpassword', resetPasswordAnswer(event.output as CompleteResetOutcome));
    else throw new Error(`no HTTP answer for ${event.type}`);
    return;
  }
  const resetEvent = event as ResetPasswordEvent;
  switch (resetEvent.type) {
    case 'email.changed':
      return typeInto(user, emailInput(), resetEvent.value);
    case 'email.blurred':
      return leaveField(user, emailInput());
    case 'request.submitted':
      return user.click(sendButton());
    case 'password.changed':
      return typeInto(user, passwordInput(resetEvent.field), resetEvent.value);
    case 'password.blurred':
      return leaveField(user, passwordInput(resetEvent.field));
    case 'reset.submitted':
      return user.click(saveButton());
  }
}

const { walk, walkPath } = screenWalk<ResetPasswordSnapshot>({
  machine: resetPasswordMachine,
  leafAssertions,
  perform,
  reset: () => answers.reset(),
  render: (variant) => {
    const { token } = variant.input as { token: string | null };
    renderScreen({
      path: '/resetpassword',
      element: <ResetPasswordScreen />,
      entry: token === null ? '/resetpassword' : `/resetpassword?token=${encodeURIComponent(token)}`,
      elsewhere: { '/login': LOGIN_MARKER },
    });
  },
});

const { asking, mailed } = resetPasswordVariants;

describe('reset-password screen follows the reset-password machine', () => {
  beforeEach(() => {
    answers.reset();
    server.use(
      http.post(apiUrl('/forgotpassword'), () => answers.next('forgotpassword')),
      http.post(apiUrl('/resetpassword'), () => answers.next('resetpassword')),
    );
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(resetPasswordMachine, leafAssertions);
  });

  it('shows every step of the generated paths, in both modes', async () => {
    await expectViewFollowsModel(resetPasswordModel, walkPath, { neverShown: ['resetPassword.choosingMode'] });
  }, 60_000);

  it('a refused link offers a new one, which opens the request form', async () => {
    const password = (value: string, field: NewPasswordField = 'password') => ({ type: 'password.changed', field, value }) as const;
    const refused = { ok: false, failure: { status: 400, message: MESSAGES.resetLinkInvalid } } as const;
    const path = journey(resetPasswordModel, mailed, [
      password('Palmwine7X'),
      password('Palmwine7X', 'password_confirm'),
      { type: 'reset.submitted' },
      { type: `xstate.done.actor.${completeIds[0] ?? ''}`, actorId: completeIds[0], output: refused },
    ]);
    expect(path.state.value).toEqual({ completing: 'linkInvalid' });
    const user = await walk(mailed, path);
    await user.click(screen.getByRole('button', { name: 'Request a New Link' }));
    expect(heading()).toHaveTextContent('Reset Password');
    expect(emailInput()).toHaveValue('');
  });

  it('an unknown address says so, and a second try sends the link', async () => {
    const done = (output: ForgotPasswordOutcome) => ({ type: `xstate.done.actor.${requestIds[0] ?? ''}`, actorId: requestIds[0], output });
    const path = journey(resetPasswordModel, asking, [
      { type: 'email.changed', value: 'ada@' },
      { type: 'request.submitted' },
      { type: 'email.changed', value: 'ada@example.com' },
      { type: 'request.submitted' },
      done({ ok: true, answer: { response: 'no user found', message: MESSAGES.resetUnknownUser } }),
      { type: 'request.submitted' },
      done({ ok: false, failure: { status: 0, message: MESSAGES.networkError } }),
      { type: 'request.submitted' },
      done({ ok: true, answer: { response: 'successful', message: MESSAGES.resetEmailSent } }),
    ]);
    expect(path.state.value).toEqual({ requesting: 'sent' });
    const user = await walk(asking, path);
    await user.click(screen.getByRole('button', { name: 'Return to Login' }));
    expect(screen.getByText(LOGIN_MARKER)).toBeInTheDocument();
  });
});
