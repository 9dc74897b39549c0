/**
 * The view follows the machine: the auth graph's paths are replayed against
 * the whole rendered client (root actor, navbar, routed screens) with msw
 * answering /api. User events become what a person does (typing and submitting
 * the login form, pressing Logout, arriving from the third-party sign-in);
 * actor results become the HTTP answers, released step by step; the other
 * tab's sign-in or logout becomes a cookie write and the watcher's polling
 * interval on fake timers. After every step the real auth actor must be in the
 * step's state and the screen must show it, through an assertion per leaf
 * state; a leaf state without one fails.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { DURATIONS, logoutAnswerSchema, MESSAGES } from '../../src/contract';
import { authMachine, type AuthContext, type AuthEvent, type CurrentUserOutcome, type LoginOutcome } from '../../src/machines/auth';
import { call } from '../../src/services/api';
import { clearSession, writeSession } from '../../src/services/cookies';
import { App } from '../../src/ui/app/App';
import { apiUrl, server } from '../setup/msw';
import { authEventFixtures, authModel, authVariants, currentUserDone, loginDone, logoutDone } from './auth.model';
import { emptyCoverage, invokeIds, journey, type Coverage, type ModelVariant, type Path } from './harness';
import { flush } from './settle';
import {
  activeLeaves,
  actorWatcher,
  answerQueue,
  expectAssertionPerLeaf,
  expectLeaves,
  expectViewFollowsModel,
  reachableOverHttp,
  transient,
  walkSteps,
  type Answer,
} from './view';
import { memoryRouter, type TestRouter } from '../ui/routes.render';

// ---------------------------------------------------------------------------
// What the client must show in each leaf state.

type Rendered = { router: TestRouter };
type LeafAssertion = (context: AuthContext, view: Rendered, previous: AnyMachineSnapshot | undefined) => void;

const navbar = () => within(screen.getByRole('navigation', { name: 'Main' }));
const pathOf = ({ router }: Rendered) => `${router.state.location.pathname}${router.state.location.search}`;
const loginForm = () => screen.getByRole('form', { name: 'Sign in' });

function expectSignedOutNavbar(): void {
  expect(navbar().queryByRole('button', { name: 'Logout' })).toBeNull();
  expect(navbar().getByRole('link', { name: /^Sign (In|Up)$/ })).toBeInTheDocument();
}

function expectSignedInNavbar(context: AuthContext, view: Rendered): void {
  expect(navbar().getByRole('button', { name: 'Logout' })).toBeEnabled();
  expect(navbar().getByRole('link', { name: 'Profile' })).toHaveAttribute('href', `/profile/${context.session?.username ?? ''}`);
  expect(pathOf(view)).not.toMatch(/^\/login/);
}

const onMarketplace = (view: Rendered) => view.router.state.location.pathname === '/';
const createPostInput = () => screen.queryByRole('textbox', { name: 'Create a post' });

/** The logout's word is said in the toast area as a session ends (the walk closes toasts between steps). */
function expectLoggedOutToast(context: AuthContext, previous: AnyMachineSnapshot | undefined): void {
  const sessionJustEnded = previous?.matches('signedIn') || previous?.matches('signingOut');
  if (context.notice === MESSAGES.loggedOut && sessionJustEnded) expect(screen.getByText(MESSAGES.loggedOut)).toBeInTheDocument();
}

const leafAssertions: Record<string, LeafAssertion> = {
  // Eventless: decided from the input before the first render, so the client never shows it.
  'auth.restoring': transient('restoring'),
  'auth.signedOut': (context, view, previous) => {
    expectSignedOutNavbar();
    expectLoggedOutToast(context, previous);
    if (context.pendingActivation) {
      expect(pathOf(view)).toBe(`/activate?username=${context.pendingActivation}`);
      expect(screen.getByRole('heading', { name: 'Verify your account' })).toBeInTheDocument();
      return;
    }
    if (view.router.state.location.pathname !== '/login') return;
    expect(within(loginForm()).getByRole('button', { name: 'Sign In' })).toBeEnabled();
    if (context.loginError) expect(within(loginForm()).getByRole('alert')).toHaveTextContent(context.loginError);
    else expect(within(loginForm()).queryByRole('alert')).toBeNull();
  },
  'auth.signingIn': (_context, view) => {
    expect(pathOf(view)).toBe('/login');
    const busy = within(loginForm()).getByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
  },
  'auth.signedIn.currentUser.loading': (context, view) => {
    expectSignedInNavbar(context, view);
    if (onMarketplace(view)) expect(screen.getByText('Loading your profile...')).toBeInTheDocument();
  },
  'auth.signedIn.currentUser.ready': (context, view) => {
    expectSignedInNavbar(context, view);
    // The loaded details open the create-post bar.
    if (onMarketplace(view)) expect(createPostInput()).toBeInTheDocument();
  },
  // The session stands without the details: the navbar works, the create-post bar stays away.
  'auth.signedIn.currentUser.unavailable': (context, view) => {
    expectSignedInNavbar(context, view);
    if (onMarketplace(view)) expect(createPostInput()).toBeNull();
  },
  'auth.signingOut': (_context, view) => {
    expectSignedOutNavbar();
    expect(pathOf(view)).toBe('/');
  },
};

function expectView(snapshot: AnyMachineSnapshot, view: Rendered, previous?: AnyMachineSnapshot): void {
  expectLeaves(authMachine, leafAssertions, snapshot, (assertion) => assertion(snapshot.context as AuthContext, view, previous));
}

// ---------------------------------------------------------------------------
// The server side: answers released step by step, as the path says.

const answers = answerQueue(['login', 'currentUser', 'logout'] as const);

function loginAnswer(outcome: LoginOutcome): Answer {
  switch (outcome.kind) {
    case 'success':
      return () => HttpResponse.json(outcome.answer);
    case 'inactive':
      return () => HttpResponse.json({ message: MESSAGES.inactiveUser, username: outcome.username }, { status: 403 });
    case 'failure':
      return () => HttpResponse.json({ message: outcome.message }, { status: 400 });
  }
}

function currentUserAnswer(outcome: CurrentUserOutcome): Answer {
  switch (outcome.kind) {
    case 'loaded':
      return () => HttpResponse.json({ currentuser: outcome.currentUser });
    case 'authFailed':
      return () => HttpResponse.json({ message: outcome.message }, { status: 401 });
    case 'unavailable':
      return () => HttpResponse.error();
  }
}

const loginIds = invokeIds(authMachine, 'logIn');
const currentUserIds = invokeIds(authMachine, 'loadCurrentUser');
const logoutIds = invokeIds(authMachine, 'logOut');

// ---------------------------------------------------------------------------
// The walk.

async function goTo(view: Rendered, path: string): Promise<void> {
  if (pathOf(view) === path) return;
  await act(async () => {
    await view.router.navigate(path);
  });
}

/**
 * Closes the toasts on screen as a person does (their close button), so the
 * next one (one at a time) can show. jsdom runs no CSS animations, so their
 * ends are fired by hand.
 */
async function closeToasts(): Promise<void> {
  const open = screen.queryAllByRole('button', { name: 'close' });
  if (!open.length) return;
  await act(async () => {
    for (const close of open) fireEvent.click(close);
  });
  await act(async () => {
    for (const toastNode of document.querySelectorAll('.Toastify__toast')) fireEvent.animationEnd(toastNode);
    await vi.advanceTimersByTimeAsync(1000);
  });
}

async function perform(event: AnyEventObject, view: Rendered): Promise<void> {
  await closeToasts();
  const type = event.type;
  if (type.startsWith('xstate.done.actor.')) {
    const id = String(event.actorId);
    await flush();
    if (loginIds.includes(id)) answers.release('login', loginAnswer(event.output as LoginOutcome));
    else if (currentUserIds.includes(id)) answers.release('currentUser', currentUserAnswer(event.output as CurrentUserOutcome));
    else if (logoutIds.includes(id)) answers.release('logout', () => HttpResponse.json({ message: 'Logged out' }));
    else throw new Error(`no HTTP answer for ${type}`);
    return;
  }
  const authEvent = event as AuthEvent;
  switch (authEvent.type) {
    case 'login.submitted': {
      await goTo(view, '/login');
      await act(async () => {
        fireEvent.change(screen.getByLabelText('Username or email'), { target: { value: authEvent.username } });
        fireEvent.change(screen.getByLabelText('Password'), { target: { value: authEvent.password } });
        fireEvent.submit(loginForm());
      });
      return;
    }
    case 'login.dismissed':
      // Editing the form after a refusal takes the server's message away.
      await goTo(view, '/login');
      await act(async () => {
        fireEvent.change(screen.getByLabelText('Username or email'), { target: { value: 'ada' } });
      });
      return;
    case 'user.logoutRequested':
      await act(async () => {
        fireEvent.click(navbar().getByRole('button', { name: 'Logout' }));
      });
      return;
    case 'session.established':
      // The third-party sign-in comes back to the callback screen, which hands the session over.
      await goTo(view, '/');
      await goTo(view, `/auth/callback?token=${authEvent.token}&username=${authEvent.username}`);
      return;
    case 'api.authFailed':
      // Any call while signed in answers 401: the session is over.
      await act(async () => {
        await call('/anything', logoutAnswerSchema, { auth: true }).catch(() => undefined);
      });
      return;
    case 'cookies.changed':
      // Another tab signed in or out; this tab's watcher reads the cookies at its next tick.
      if (authEvent.session) writeSession(authEvent.session);
      else clearSession();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(DURATIONS.cookiePolling);
      });
      return;
    case 'currentUser.refreshRequested':
      throw new Error('no view asks for fresh current-user details yet');
  }
}

/** Paths the client can follow: a thrown actor error cannot come over HTTP, and no view asks for a refresh yet. */
const reachableFromTheView = (path: Path) =>
  reachableOverHttp(path) && !path.steps.some((step) => step.event.type === 'currentUser.refreshRequested');

/**
 * The event the running client delivers for a step. A 401 while loading the
 * current user reaches the auth actor first as `api.authFailed` (every call's
 * 401 is watched while signed in), which ends the session the same way before
 * the load's own outcome arrives.
 */
function asTheClientSeesIt(event: AnyEventObject): AnyEventObject {
  const output = event.output as CurrentUserOutcome | undefined;
  if (currentUserIds.includes(String(event.actorId)) && output?.kind === 'authFailed') return { type: 'api.authFailed', message: output.message };
  return event;
}

type Walk = { view: Rendered; auth: () => AnyActorRef };

/** Renders the whole client the way a page load does: the cookies it finds are the stored session. */
function renderClient(variantInput: unknown, coverage: Coverage): Walk {
  const stored = (variantInput as { storedSession: AuthContext['session'] }).storedSession;
  if (stored) writeSession(stored);
  const { Router, router } = memoryRouter(stored ? '/' : '/login');
  const watcher = actorWatcher(authMachine, coverage);
  render(<App Router={Router} inspect={watcher.inspect} />);
  return { view: { router }, auth: watcher.actor };
}

/** Renders the client, performs every step of the path and checks the actor and the screen after each. */
async function walkPath(variant: ModelVariant, path: Path, coverage: Coverage, seenLeaves: Set<string>): Promise<void> {
  const walk = renderClient(variant.input, coverage);
  try {
    await walkSteps(path, {
      label: `${variant.name}, `,
      perform: (event) => perform(event, walk.view),
      expectStep: (step, index) => {
        expect(authModel.serialize(walk.auth().getSnapshot() as AnyMachineSnapshot)).toBe(authModel.serialize(step.state));
        expectView(step.state, walk.view, path.steps[index - 1]?.state);
      },
      shown: (step) => activeLeaves(authMachine, step.state).forEach((leaf) => seenLeaves.add(leaf)),
    });
  } finally {
    cleanup();
    clearSession();
    answers.reset();
  }
}

const { signedOut: signedOutStart, stored: storedStart } = authVariants;
const submitted = authEventFixtures['login.submitted'][0];
const logoutRequested = authEventFixtures['user.logoutRequested'][0];

describe('the client follows the auth machine', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    answers.reset();
    server.use(
      http.post(apiUrl('/login'), () => answers.next('login')),
      http.get(apiUrl('/fetchcurruserdetails'), () => answers.next('currentUser')),
      http.post(apiUrl('/logout'), () => answers.next('logout')),
      http.get(apiUrl('/anything'), () => HttpResponse.json({ message: MESSAGES.invalidToken }, { status: 401 })),
    );
  });

  afterEach(() => {
    cleanup();
    clearSession();
    vi.useRealTimers();
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(authMachine, leafAssertions);
  });

  it('shows every step of the generated paths', async () => {
    await expectViewFollowsModel(authModel, walkPath, {
      neverShown: ['auth.restoring'],
      reachable: reachableFromTheView,
      asTheViewSendsIt: asTheClientSeesIt,
    });
  }, 240_000);

  describe('pinned journeys', () => {
    const journeys: Array<{ name: string; start: ModelVariant; events: AnyEventObject[]; value: unknown }> = [
      {
        name: "signs in, says who is welcome, and logs out with 'You have been logged out'",
        start: signedOutStart,
        events: [submitted, loginDone(0), currentUserDone(0), logoutRequested, logoutDone()],
        value: 'signedOut',
      },
      { name: 'an unverified account goes to /activate?username=', start: signedOutStart, events: [submitted, loginDone(1)], value: 'signedOut' },
      { name: "a refused login shows the server's message", start: signedOutStart, events: [submitted, loginDone(2)], value: 'signedOut' },
      {
        name: 'a stored session shows signed in at once, and a rejected token logs out',
        start: storedStart,
        events: [currentUserDone(1)],
        value: 'signedOut',
      },
    ];

    for (const pinned of journeys) {
      it(pinned.name, async () => {
        const path = journey(authModel, pinned.start, pinned.events);
        expect(path.state.value).toEqual(pinned.value);
        await walkPath(pinned.start, path, emptyCoverage(), new Set());
      });
    }
  });
});
