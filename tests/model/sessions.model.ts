/** The model of the Sessions section: the load and retry, one sign-out at a time, this browser's session, the others. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { sessionsActors, sessionsMachine, type AccountSession, type SessionsContext, type SessionsEvent } from '../../src/machines/sessions';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel } from './harness';

const sessionOf = (id: number, current: boolean): AccountSession => ({
  id,
  device: current ? 'Linux; Chromium' : 'Android; Chrome',
  location: 'Lagos, Nigeria',
  created_at: '2026-03-01T10:00:00Z',
  last_used_at: '2026-03-02T10:00:00Z',
  current,
});

export const sessionsEventFixtures = {
  // The other session, this browser's, and one no longer listed.
  'session.signOutRequested': [
    { type: 'session.signOutRequested', id: 2 },
    { type: 'session.signOutRequested', id: 1 },
    { type: 'session.signOutRequested', id: 99 },
  ],
  'others.signOutRequested': [{ type: 'others.signOutRequested' }],
  'sessions.retried': [{ type: 'sessions.retried' }],
} satisfies EventFixtures<SessionsEvent>;

const signedOut = { ok: true, message: 'Session signed out' } as const;
const refused = { ok: false, message: MESSAGES.sessionSignOutFailed } as const;

export const sessionsOutputFixtures = {
  loadSessions: [
    { ok: true, sessions: [sessionOf(1, true), sessionOf(2, false), sessionOf(3, false)] },
    { ok: false, message: MESSAGES.sessionsLoadFailed },
  ],
  signOutOne: [signedOut, refused],
  signOutOthers: [signedOut, refused],
} satisfies OutputFixtures<typeof sessionsActors>;

export const sessionsSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof sessionsActors.loadSessions>(sessionsMachine, 'loadSessions', sessionsOutputFixtures.loadSessions),
  ...errorEvents(sessionsMachine, 'loadSessions'),
  ...doneEvents<typeof sessionsActors.signOutOne>(sessionsMachine, 'signOutOne', sessionsOutputFixtures.signOutOne),
  ...errorEvents(sessionsMachine, 'signOutOne'),
  ...doneEvents<typeof sessionsActors.signOutOthers>(sessionsMachine, 'signOutOthers', sessionsOutputFixtures.signOutOthers),
  ...errorEvents(sessionsMachine, 'signOutOthers'),
];

export const sessionsVariant = { name: 'signed in on three devices' };

export const sessionsModel: MachineModel = {
  name: 'sessions',
  machine: sessionsMachine,
  variants: [sessionsVariant],
  events: [...fixtureEvents<SessionsEvent>(sessionsEventFixtures), ...sessionsSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { sessions, loadError, signingOut } = snapshot.context as SessionsContext;
    return JSON.stringify({ value: snapshot.value, sessions: sessions.map((session) => session.id), loadError, signingOut });
  },
};
