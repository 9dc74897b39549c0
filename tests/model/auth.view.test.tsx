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
import { cleanup, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { authMachine, type AuthContext } from '../../src/machines/auth';
import { clearSession, writeSession } from '../../src/services/cookies';
import { App } from '../../src/ui/app/App';
import { apiUrl, server } from '../setup/msw';
import { memoryRouter } from '../ui/routes.render';
import { authEventFixtures, authModel, authVariants, currentUserDone, loginDone, logoutDone } from './auth.model';
import { answers, asTheClientSeesIt, perform, reachableFromTheView } from './auth.steps';
import { expectView, leafAssertions, type Rendered } from './auth.view';
import { emptyCoverage, journey, type Coverage, type ModelVariant, type Path } from './harness';
import { activeLeaves, actorWatcher, expectAssertionPerLeaf, expectViewFollowsModel, walkSteps } from './view';

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
