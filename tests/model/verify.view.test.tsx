/**
 * The view follows the machine: the verify graph's paths are replayed against
 * the rendered VerifyScreen. User events become clicks, keys and pastes; actor
 * results become the HTTP answers msw gives at the services boundary; timers
 * move fake timers. After every step the screen's own actor must be in the
 * step's state and the screen must show what the step's state says, through
 * an assertion per leaf state; a leaf state without one fails.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { verifyMachine, type ActivateOutcome, type ResendOutcome, type VerifyContext } from '../../src/machines/verify';
import { VerifyScreen } from '../../src/ui/screens/accounts/VerifyScreen';
import { apiUrl, server } from '../setup/msw';
import { invokeIds } from './harness';
import { eventually } from './settle';
import { USERNAME, verifyModel } from './verify.model';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, refusal, renderScreen, screenWalk, transient, type Answer } from './view';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const LOGIN_MARKER = 'the login page';

// ---------------------------------------------------------------------------
// What the screen must show in each leaf state.

type LeafAssertion = (snapshot: AnyMachineSnapshot) => void;
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as VerifyContext;

const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ });
const verifyButton = () => screen.getByRole('button', { name: /Verify Account|Verifying/ });
const resendButton = () => screen.getByRole('button', { name: /Resend Code|Sending/ });

function expectCodeAndMessages(context: VerifyContext): void {
  expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(context.digits);
  const form = screen.getByRole('form', { name: 'Verify your account' });
  if (context.error) expect(within(form).getByRole('alert')).toHaveTextContent(context.error);
  else expect(within(form).queryByRole('alert')).toBeNull();
  if (context.notice) expect(within(form).getByRole('status')).toHaveTextContent(context.notice);
  else expect(within(form).queryByRole('status')).toBeNull();
}

const leafAssertions: Record<string, LeafAssertion> = {
  // Eventless: decided before the first render, so the screen never shows it.
  'verify.checkingLink': transient('checkingLink'),
  'verify.missingUsername': () => {
    expect(screen.getByText(LOGIN_MARKER)).toBeInTheDocument();
  },
  'verify.active.code.idle': (snapshot) => {
    expectCodeAndMessages(contextOf(snapshot));
    for (const box of boxes()) expect(box).not.toHaveAttribute('readonly');
    expect(verifyButton()).toHaveTextContent('Verify Account');
    expect(verifyButton()).toBeEnabled();
  },
  'verify.active.code.verifying': (snapshot) => {
    expectCodeAndMessages(contextOf(snapshot));
    for (const box of boxes()) expect(box).toHaveAttribute('readonly');
    expect(verifyButton()).toHaveTextContent('Verifying...');
    expect(verifyButton()).toHaveAttribute('aria-busy', 'true');
  },
  // Until the server says how long its cooldown runs, Resend waits without a number.
  'verify.active.resend.checkingCooldown': () => {
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveTextContent(/^Resend Code$/);
  },
  'verify.active.resend.coolingDown': (snapshot) => {
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveTextContent(`Resend Code (${contextOf(snapshot).secondsLeft}s)`);
  },
  'verify.active.resend.ready': (snapshot) => {
    expect(resendButton()).toHaveTextContent(/^Resend Code$/);
    // Offered only while no verification is running.
    if (snapshot.matches({ active: { code: 'idle' } })) expect(resendButton()).toBeEnabled();
    else expect(resendButton()).toBeDisabled();
  },
  'verify.active.resend.sending': () => {
    expect(resendButton()).toHaveTextContent('Sending...');
    expect(resendButton()).toHaveAttribute('aria-busy', 'true');
  },
  'verify.verified': (snapshot) => {
    expect(screen.getByRole('heading', { name: 'Account Verified!' })).toBeInTheDocument();
    expect(screen.getByText(contextOf(snapshot).verifiedMessage ?? '')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In Now' })).toBeInTheDocument();
  },
};

// ---------------------------------------------------------------------------
// The server side: answers released step by step, as the path says.

const answers = answerQueue(['activate', 'resend'] as const);

function activateAnswer(outcome: ActivateOutcome): Answer {
  return outcome.ok ? () => HttpResponse.json(outcome.answer) : refusal(outcome.failure);
}

function resendAnswer(outcome: ResendOutcome): Answer {
  if (outcome.ok) return () => HttpResponse.json({ response: 'successful', message: MESSAGES.resendSuccess, retry_after: outcome.retryAfterSeconds });
  const { retryAfterSeconds, ...failure } = outcome.failure;
  return refusal(failure, retryAfterSeconds ? { retry_after: retryAfterSeconds } : {});
}

const activateIds = invokeIds(verifyMachine, 'activateAccount');
const resendIds = invokeIds(verifyMachine, 'sendNewCode');
const cooldownIds = invokeIds(verifyMachine, 'loadResendCooldown');

const cooldownAnswer = (seconds: number): Answer => () => HttpResponse.json({ retry_after: seconds });

/**
 * GET /resendcode?username=, asked once per mount (twice under StrictMode, the first aborted): the released answer
 * holds for every request of the walk, whenever it comes.
 */
const cooldown = (() => {
  let released: Answer | undefined;
  let waiting: ((answer: Answer) => void)[] = [];
  return {
    next: (): Promise<Response> => (released ? Promise.resolve(released()) : new Promise((resolve) => waiting.push((answer) => resolve(answer())))),
    release(answer: Answer): void {
      released = answer;
      for (const waiter of waiting) waiter(answer);
      waiting = [];
    },
    reset(): void {
      released = undefined;
      waiting = [];
    },
  };
})();

// ---------------------------------------------------------------------------
// The walk.

async function perform(event: AnyEventObject): Promise<void> {
  const type = event.type;
  if (type.startsWith('xstate.after.')) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    return;
  }
  if (type.startsWith('xstate.done.actor.')) {
    const id = String(event.actorId);
    if (activateIds.includes(id)) answers.release('activate', activateAnswer(event.output as ActivateOutcome));
    else if (resendIds.includes(id)) answers.release('resend', resendAnswer(event.output as ResendOutcome));
    else if (cooldownIds.includes(id)) cooldown.release(cooldownAnswer(event.output as number));
    else throw new Error(`no HTTP answer for ${type}`);
    return;
  }
  if (type.startsWith('xstate.error.actor.') && cooldownIds.includes(String(event.actorId))) {
    cooldown.release(() => HttpResponse.json({ message: MESSAGES.serverError }, { status: 500 }));
    return;
  }
  const box = (index: unknown) => {
    const found = boxes()[Number(index)];
    if (!found) throw new Error(`no box ${String(index)}`);
    return found;
  };
  await act(async () => {
    switch (type) {
      case 'box.typed':
        fireEvent.change(box(event.index), { target: { value: String(event.value) } });
        break;
      case 'box.erased':
        fireEvent.keyDown(box(event.index), { key: 'Backspace' });
        break;
      case 'box.focused':
        box(event.index).focus();
        break;
      case 'code.pasted':
        fireEvent.paste(box(0), { clipboardData: { getData: () => String(event.text) } });
        break;
      case 'code.submitted':
        fireEvent.submit(screen.getByRole('form', { name: 'Verify your account' }));
        break;
      case 'resend.requested':
        fireEvent.click(resendButton());
        break;
      default:
        throw new Error(`the walk cannot perform ${type}`);
    }
  });
}

function renderAt(username: string | null): void {
  renderScreen({
    path: '/activate',
    element: <VerifyScreen />,
    entry: username === null ? '/activate' : `/activate?username=${encodeURIComponent(username)}`,
    elsewhere: { '/login': LOGIN_MARKER },
  });
}

const { walkPath } = screenWalk({
  machine: verifyMachine,
  leafAssertions,
  perform: (_user, event) => perform(event),
  reset: () => {
    answers.reset();
    cooldown.reset();
  },
  render: (variant) => renderAt((variant.input as { username: string | null }).username),
});

describe('verify screen follows the verify machine', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    answers.reset();
    cooldown.reset();
    server.use(
      http.post(apiUrl('/activate'), () => answers.next('activate')),
      http.post(apiUrl('/resendcode'), () => answers.next('resend')),
      http.get(apiUrl('/resendcode'), () => cooldown.next()),
    );
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(verifyMachine, leafAssertions);
  });

  it('shows every step of the generated paths', async () => {
    await expectViewFollowsModel(verifyModel, walkPath, { neverShown: ['verify.checkingLink'] });
  }, 120_000);

  it('walks a whole session by hand: wrong code, countdown, resend, right code', async () => {
    renderAt(USERNAME);
    cooldown.release(cooldownAnswer(60));
    await perform({ type: 'code.pasted', text: '111111' });
    await perform({ type: 'code.submitted' });
    answers.release('activate', activateAnswer({ ok: false, failure: { status: 400, message: MESSAGES.invalidVerificationCode } }));
    await eventually(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidVerificationCode));
    await act(async () => {
      for (let second = 0; second < 60; second += 1) await vi.advanceTimersByTimeAsync(1000);
    });
    await eventually(() => expect(resendButton()).toBeEnabled());
    await perform({ type: 'resend.requested' });
    answers.release('resend', resendAnswer({ ok: true, retryAfterSeconds: 60 }));
    await eventually(() => expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.resendSuccess));
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
    await perform({ type: 'code.pasted', text: '123456' });
    await perform({ type: 'code.submitted' });
    answers.release('activate', activateAnswer({ ok: true, answer: { success: true, response: 'successful', message: MESSAGES.verifySuccess } }));
    await eventually(() => expect(screen.getByRole('heading', { name: 'Account Verified!' })).toBeInTheDocument());
  });

  it('offers Resend at once on a later visit, when the server would take a resend', async () => {
    renderAt(USERNAME);
    expect(resendButton()).toBeDisabled();
    cooldown.release(cooldownAnswer(0));
    await eventually(() => expect(resendButton()).toBeEnabled());
    expect(resendButton()).toHaveTextContent(/^Resend Code$/);
  });

  it('counts down only what is left of the server\'s cooldown', async () => {
    renderAt(USERNAME);
    cooldown.release(cooldownAnswer(12));
    await eventually(() => expect(resendButton()).toHaveTextContent('Resend Code (12s)'));
    await act(async () => {
      for (let second = 0; second < 12; second += 1) await vi.advanceTimersByTimeAsync(1000);
    });
    await eventually(() => expect(resendButton()).toBeEnabled());
  });
});
