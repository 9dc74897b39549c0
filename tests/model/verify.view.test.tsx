/**
 * The view follows the machine: the verify graph's paths are replayed against
 * the rendered VerifyScreen. User events become clicks, keys and pastes; actor
 * results become the HTTP answers msw gives at the services boundary; timers
 * move fake timers. After every step the screen must show what the step's state
 * says, through an assertion per leaf state; a leaf state without one fails.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateNode } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { verifyMachine, type ActivateOutcome, type ResendOutcome, type VerifyContext } from '../../src/machines/verify';
import { VerifyScreen } from '../../src/ui/screens/VerifyScreen';
import { apiUrl, server } from '../setup/msw';
import { choosePaths, generatePaths, invokeIds, type Path } from './harness';
import { eventually } from './settle';
import { USERNAME, verifyModel } from './verify.model';

const LOGIN_MARKER = 'the login page';

// ---------------------------------------------------------------------------
// What the screen must show in each leaf state.

type LeafAssertion = (context: VerifyContext, snapshot: AnyMachineSnapshot) => void;

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
  'verify.checkingLink': () => {
    throw new Error('checkingLink is transient and cannot be a step state');
  },
  'verify.missingUsername': () => {
    expect(screen.getByText(LOGIN_MARKER)).toBeInTheDocument();
  },
  'verify.active.code.idle': (context) => {
    expectCodeAndMessages(context);
    for (const box of boxes()) expect(box).not.toHaveAttribute('readonly');
    expect(verifyButton()).toHaveTextContent('Verify Account');
    expect(verifyButton()).toBeEnabled();
  },
  'verify.active.code.verifying': (context) => {
    expectCodeAndMessages(context);
    for (const box of boxes()) expect(box).toHaveAttribute('readonly');
    expect(verifyButton()).toHaveTextContent('Verifying...');
    expect(verifyButton()).toHaveAttribute('aria-busy', 'true');
  },
  'verify.active.resend.coolingDown': (context) => {
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveTextContent(`Resend Code (${context.secondsLeft}s)`);
  },
  'verify.active.resend.ready': (_context, snapshot) => {
    expect(resendButton()).toHaveTextContent(/^Resend Code$/);
    // Offered only while no verification is running.
    if (snapshot.matches({ active: { code: 'idle' } })) expect(resendButton()).toBeEnabled();
    else expect(resendButton()).toBeDisabled();
  },
  'verify.active.resend.sending': () => {
    expect(resendButton()).toHaveTextContent('Sending...');
    expect(resendButton()).toHaveAttribute('aria-busy', 'true');
  },
  'verify.verified': (context) => {
    expect(screen.getByRole('heading', { name: 'Account Verified!' })).toBeInTheDocument();
    expect(screen.getByText(context.verifiedMessage ?? '')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In Now' })).toBeInTheDocument();
  },
};

function leafIds(node: AnyStateNode): string[] {
  const children = Object.values(node.states);
  return children.length ? children.flatMap(leafIds) : [node.id];
}

function activeLeaves(snapshot: AnyMachineSnapshot): string[] {
  return leafIds(verifyMachine.root).filter((id) => {
    const path = id.split('.').slice(1);
    const value = path.reduceRight<unknown>((inner, key) => (inner === undefined ? key : { [key]: inner }), undefined);
    return snapshot.matches(value as Parameters<typeof snapshot.matches>[0]);
  });
}

function expectView(snapshot: AnyMachineSnapshot): void {
  for (const leaf of activeLeaves(snapshot)) {
    const assertion = leafAssertions[leaf];
    if (!assertion) throw new Error(`no view assertion for leaf state ${leaf}`);
    assertion(snapshot.context as VerifyContext, snapshot);
  }
}

// ---------------------------------------------------------------------------
// The server side: answers released step by step, as the path says.

type Answer = () => Response;
const pending = { activate: [] as Answer[], resend: [] as Answer[] };
const waiting = { activate: [] as Array<(answer: Answer) => void>, resend: [] as Array<(answer: Answer) => void> };

function release(endpoint: keyof typeof pending, answer: Answer): void {
  const waiter = waiting[endpoint].shift();
  if (waiter) waiter(answer);
  else pending[endpoint].push(answer);
}

function nextAnswer(endpoint: keyof typeof pending): Promise<Response> {
  const ready = pending[endpoint].shift();
  if (ready) return Promise.resolve(ready());
  return new Promise((resolve) => waiting[endpoint].push((answer) => resolve(answer())));
}

function activateAnswer(outcome: ActivateOutcome): Answer {
  return outcome.ok
    ? () => HttpResponse.json(outcome.answer)
    : () => HttpResponse.json({ message: outcome.failure.message }, { status: outcome.failure.status });
}

function resendAnswer(outcome: ResendOutcome): Answer {
  if (outcome.ok) return () => HttpResponse.json({ response: 'successful', message: MESSAGES.resendSuccess, retry_after: outcome.retryAfterSeconds });
  const { status, message, retryAfterSeconds } = outcome.failure;
  if (status === 0) return () => HttpResponse.error();
  return () => HttpResponse.json({ message, ...(retryAfterSeconds ? { retry_after: retryAfterSeconds } : {}) }, { status });
}

const activateIds = invokeIds(verifyMachine, 'activateAccount');
const resendIds = invokeIds(verifyMachine, 'sendNewCode');

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
    if (activateIds.includes(id)) release('activate', activateAnswer(event.output as ActivateOutcome));
    else if (resendIds.includes(id)) release('resend', resendAnswer(event.output as ResendOutcome));
    else throw new Error(`no HTTP answer for ${type}`);
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

/** Paths the screen can follow: an actor that throws cannot be produced over HTTP (the actors turn every failure into an outcome). */
const reachableOverHttp = (path: Path) => !path.steps.some((step) => step.event.type.startsWith('xstate.error.actor.'));

function renderAt(username: string | null): void {
  const entry = username === null ? '/activate' : `/activate?username=${encodeURIComponent(username)}`;
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/activate" element={<VerifyScreen />} />
        <Route path="/login" element={<p>{LOGIN_MARKER}</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('verify screen follows the verify machine', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    pending.activate = [];
    pending.resend = [];
    waiting.activate = [];
    waiting.resend = [];
    server.use(
      http.post(apiUrl('/activate'), () => nextAnswer('activate')),
      http.post(apiUrl('/resendcode'), () => nextAnswer('resend')),
    );
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('has a view assertion for every leaf state', () => {
    expect(Object.keys(leafAssertions).sort()).toEqual(leafIds(verifyMachine.root).sort());
  });

  for (const variant of verifyModel.variants) {
    it(`shows every step of the generated paths (${variant.name})`, async () => {
      const { paths } = generatePaths(verifyModel, variant);
      const chosen = choosePaths(verifyModel, paths).filter(reachableOverHttp);
      const seenLeaves = new Set<string>();
      for (const path of chosen) {
        renderAt((variant.input as { username: string | null }).username);
        for (const [index, step] of path.steps.entries()) {
          if (index > 0) await perform(step.event);
          try {
            await eventually(() => expectView(step.state));
          } catch (error) {
            const events = path.steps.slice(1, index + 1).map((done) => done.event.type);
            throw new Error(`step ${index} (${events.join(' -> ')}): ${String(error)}`, { cause: error });
          }
          for (const leaf of activeLeaves(step.state)) seenLeaves.add(leaf);
        }
        cleanup();
        pending.activate = [];
        pending.resend = [];
        waiting.activate = [];
        waiting.resend = [];
      }
      console.log(`[view] verify (${variant.name}): ${chosen.length} paths; leaf states shown: ${[...seenLeaves].sort().join(', ')}`);
      expect(seenLeaves.size).toBeGreaterThan(0);
    }, 120_000);
  }

  it('walks a whole session by hand: wrong code, countdown, resend, right code', async () => {
    renderAt(USERNAME);
    await perform({ type: 'code.pasted', text: '111111' });
    await perform({ type: 'code.submitted' });
    release('activate', activateAnswer({ ok: false, failure: { status: 400, message: MESSAGES.invalidVerificationCode } }));
    await eventually(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidVerificationCode));
    await act(async () => {
      for (let second = 0; second < 60; second += 1) await vi.advanceTimersByTimeAsync(1000);
    });
    await eventually(() => expect(resendButton()).toBeEnabled());
    await perform({ type: 'resend.requested' });
    release('resend', resendAnswer({ ok: true, retryAfterSeconds: 60 }));
    await eventually(() => expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.resendSuccess));
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
    await perform({ type: 'code.pasted', text: '123456' });
    await perform({ type: 'code.submitted' });
    release('activate', activateAnswer({ ok: true, answer: { success: true, response: 'successful', message: MESSAGES.verifySuccess } }));
    await eventually(() => expect(screen.getByRole('heading', { name: 'Account Verified!' })).toBeInTheDocument());
  });
});
