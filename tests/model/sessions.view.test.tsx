/**
 * Settings → Sessions follows the sessions machine: the graph's paths are
 * replayed on the rendered SessionsSection of a signed-in Alice. The list is
 * msw's answer to GET /sessions, a sign-out its answer to POST
 * /sessions/{id}/signout or /sessions/signout-others, released step by step;
 * Try Again and the Sign out buttons are clicks. After every step the section
 * shows the spinner, the failure with Try Again, or the sessions with their
 * buttons as the step's state says. The walk signs out only other listed
 * sessions: this browser's Sign out is a logout (the page leaves), walked in
 * tests/ui/settingsProfile.test.tsx.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { sessionsMachine, type AccountSession, type SessionsContext, type SessionsLoadOutcome, type SessionsSnapshot, type SignOutOutcome } from '../../src/machines/sessions';
import { SessionsSection } from '../../src/ui/screens/settings/profile/SessionsSection';
import { apiUrl, server } from '../setup/msw';
import { invokeIds } from './harness';
import { sessionsModel } from './sessions.model';
import { renderForAlice, useFakeClock } from './settings.walk';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, refusal, screenWalk, type Answer } from './view';
import { standingAnswer } from './view/answers';
import { underFakeClock } from './view/clock';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const section = () => screen.getByRole('region', { name: 'Sessions' });
const othersButton = () => within(section()).queryByRole('button', { name: 'Sign out of all other sessions' });

function expectSessions({ context }: SessionsSnapshot, busy: boolean): void {
  const items = within(within(section()).getByRole('list', { name: 'Active sessions' })).queryAllByRole('listitem');
  expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(context.sessions.map((session) => session.device));
  for (const [index, session] of context.sessions.entries()) {
    const button = within(items[index] as HTMLElement).getByRole('button');
    expect(button).toHaveTextContent(context.signingOut === session.id ? 'Signing out...' : 'Sign out');
    if (busy) expect(button).toBeDisabled();
    else expect(button).toBeEnabled();
  }
  const others = othersButton();
  if (context.sessions.some((session) => !session.current)) expect(others).toHaveProperty('disabled', busy);
  else expect(others).toBeNull();
  expect(within(section()).queryByRole('status')).toBeNull();
}

const leafAssertions: Record<string, (snapshot: SessionsSnapshot) => void> = {
  'sessions.loading': () => expect(within(section()).getByRole('status', { name: 'Loading sessions' })).toBeInTheDocument(),
  'sessions.failed': ({ context }) => {
    expect(within(section()).getByText(context.loadError ?? '')).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
  'sessions.ready': (snapshot) => expectSessions(snapshot, false),
  'sessions.signingOutOne': (snapshot) => expectSessions(snapshot, true),
  'sessions.signingOutOthers': (snapshot) => expectSessions(snapshot, true),
};

/** The list may be asked twice as the section first mounts: the released answer stands for both. */
const list = standingAnswer();
const answers = answerQueue(['signOut'] as const);
const loadIds = invokeIds(sessionsMachine, 'loadSessions');

/** The sessions listed now, by id in the page's order (two devices share a name), and the one being signed out. */
let listed: AccountSession[] = [];
let signingOut: number | null = null;

function sessionItem(id: number): HTMLElement {
  const item = within(section()).getAllByRole('listitem')[listed.findIndex((session) => session.id === id)];
  if (!item) throw new Error(`session ${id} is not listed`);
  return item;
}

function settleSignOut(outcome: SignOutOutcome): Answer {
  if (outcome.ok) listed = signingOut === null ? listed.filter((session) => session.current) : listed.filter((session) => session.id !== signingOut);
  signingOut = null;
  return outcome.ok ? () => HttpResponse.json({ message: outcome.message }) : refusal({ status: 400, message: outcome.message });
}

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.') && loadIds.includes(String(event.actorId))) {
    const outcome = event.output as SessionsLoadOutcome;
    if (outcome.ok) listed = outcome.sessions;
    return list.release(outcome.ok ? () => HttpResponse.json({ sessions: outcome.sessions }) : refusal({ status: 500, message: outcome.message }));
  }
  if (event.type.startsWith('xstate.done.actor.')) return answers.release('signOut', settleSignOut(event.output as SignOutOutcome));
  list.hold();
  switch (event.type) {
    case 'sessions.retried':
      return underFakeClock(user.click(within(section()).getByRole('button', { name: 'Try Again' })));
    case 'session.signOutRequested':
      signingOut = Number(event.id);
      return underFakeClock(user.click(within(sessionItem(signingOut)).getByRole('button')));
    case 'others.signOutRequested':
      signingOut = null;
      return underFakeClock(user.click(othersButton() as HTMLElement));
    default:
      throw new Error(`the walk cannot perform ${event.type}`);
  }
}

const { walkPath } = screenWalk<SessionsSnapshot>({
  machine: sessionsMachine,
  leafAssertions,
  perform,
  reset: () => {
    list.reset();
    answers.reset();
    listed = [];
    signingOut = null;
  },
  render: () => renderForAlice(<SessionsSection />),
});

/** Sign out of another listed session: this browser's is a logout, and an unlisted one has no button. */
const othersModel = {
  ...sessionsModel,
  filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => {
    const { sessions } = snapshot.context as SessionsContext;
    return event.type !== 'session.signOutRequested' || sessions.some((session) => session.id === event.id && !session.current);
  },
};

describe('Settings → Sessions follows the sessions machine', () => {
  useFakeClock();

  beforeEach(() => {
    list.reset();
    answers.reset();
    server.use(
      http.get(apiUrl('/sessions'), () => list.next()),
      http.post(apiUrl('/sessions/signout-others'), () => answers.next('signOut')),
      http.post(apiUrl('/sessions/:id/signout'), () => answers.next('signOut')),
    );
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(sessionsMachine, leafAssertions);
  });

  it('shows every step of the generated paths, refusals included', async () => {
    await expectViewFollowsModel(othersModel, walkPath);
  }, 60_000);
});
