import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MESSAGES, type AccountSession } from '../../src/contract';
import {
  selectHasOtherSessions,
  selectSessions,
  selectSessionsBusy,
  selectSessionsLoadError,
  selectSigningOutSession,
  sessionsMachine,
  type SessionsEmitted,
  type SessionsLoadOutcome,
  type SignOutOutcome,
} from '../../src/machines/sessions';

const session = (id: number, current = false): AccountSession => ({
  id,
  device: 'Linux x86_64 Mozilla/5.0',
  location: '10.0.0.7',
  created_at: '2026-03-01T09:00:00.000Z',
  last_used_at: '2026-03-01T09:00:00.000Z',
  current,
});

const LISTED = [session(3, true), session(2), session(1)];

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

type Answers = {
  load?: () => Promise<SessionsLoadOutcome>;
  one?: () => Promise<SignOutOutcome>;
  others?: () => Promise<SignOutOutcome>;
};

function start(answers: Answers = {}) {
  const calls: string[] = [];
  const machine = sessionsMachine.provide({
    actors: {
      loadSessions: fromPromise<SessionsLoadOutcome, void>(() => {
        calls.push('load');
        return answers.load?.() ?? Promise.resolve({ ok: true, sessions: LISTED });
      }),
      signOutOne: fromPromise<SignOutOutcome, { id: number }>(({ input }) => {
        calls.push(`one ${input.id}`);
        return answers.one?.() ?? Promise.resolve({ ok: true, message: MESSAGES.sessionSignedOut });
      }),
      signOutOthers: fromPromise<SignOutOutcome, void>(() => {
        calls.push('others');
        return answers.others?.() ?? Promise.resolve({ ok: true, message: MESSAGES.otherSessionsSignedOut });
      }),
    },
  });
  const actor = createActor(machine);
  const heard: SessionsEmitted[] = [];
  actor.on('*', (event) => heard.push(event));
  actor.start();
  return { actor, heard, calls };
}

describe('sessions machine', () => {
  it('lists the sessions and offers signing out the others', async () => {
    const { actor } = start();
    await settle();
    expect(selectSessions(actor.getSnapshot())).toEqual(LISTED);
    expect(selectHasOtherSessions(actor.getSnapshot())).toBe(true);
  });

  it('signs out another session: busy meanwhile, then gone from the list, with the server\'s words', async () => {
    const { actor, heard, calls } = start();
    await settle();
    actor.send({ type: 'session.signOutRequested', id: 2 });
    expect(selectSessionsBusy(actor.getSnapshot())).toBe(true);
    expect(selectSigningOutSession(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'others.signOutRequested' });
    await settle();
    expect(calls).toEqual(['load', 'one 2']);
    expect(selectSessions(actor.getSnapshot()).map((item) => item.id)).toEqual([3, 1]);
    expect(selectSessionsBusy(actor.getSnapshot())).toBe(false);
    expect(heard).toEqual([{ type: 'toast', tone: 'success', message: MESSAGES.sessionSignedOut }]);
  });

  it('keeps a session whose sign-out was refused and says why', async () => {
    const { actor, heard } = start({ one: async () => ({ ok: false, message: MESSAGES.sessionSignOutFailed }) });
    await settle();
    actor.send({ type: 'session.signOutRequested', id: 1 });
    await settle();
    expect(selectSessions(actor.getSnapshot())).toEqual(LISTED);
    expect(selectSigningOutSession(actor.getSnapshot())).toBeNull();
    expect(heard).toMatchObject([{ type: 'toast', tone: 'error', message: MESSAGES.sessionSignOutFailed }]);
  });

  it('signing out this browser\'s session asks the app to log out instead', async () => {
    const { actor, heard, calls } = start();
    await settle();
    actor.send({ type: 'session.signOutRequested', id: 3 });
    await settle();
    expect(calls).toEqual(['load']);
    expect(heard).toEqual([{ type: 'logout.requested' }]);
  });

  it('signs out of all other sessions and keeps this one', async () => {
    const { actor, heard } = start();
    await settle();
    actor.send({ type: 'others.signOutRequested' });
    await settle();
    expect(selectSessions(actor.getSnapshot())).toEqual([session(3, true)]);
    expect(selectHasOtherSessions(actor.getSnapshot())).toBe(false);
    expect(heard).toEqual([{ type: 'toast', tone: 'success', message: MESSAGES.otherSessionsSignedOut }]);
  });

  it('says why the list did not load, and loads it again on retry', async () => {
    let fail = true;
    const { actor, calls } = start({
      load: async () => (fail ? { ok: false, message: MESSAGES.sessionsLoadFailed } : { ok: true, sessions: LISTED }),
    });
    await settle();
    expect(selectSessionsLoadError(actor.getSnapshot())).toBe(MESSAGES.sessionsLoadFailed);
    fail = false;
    actor.send({ type: 'sessions.retried' });
    await settle();
    expect(calls).toEqual(['load', 'load']);
    expect(selectSessionsLoadError(actor.getSnapshot())).toBeNull();
    expect(selectSessions(actor.getSnapshot())).toEqual(LISTED);
  });
});
