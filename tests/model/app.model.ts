/** The model of the root actor: failed calls and their toasts, sessions starting, ending and changing, the live actors' code. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { appMachine, type AppContext, type AppEvent } from '../../src/machines/app';
import { fixtureEvents, type EventFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';
import { sendingNoticeFixtures } from './socketNotices';

const failure = (message: string, more: { quiet?: boolean; authFailure?: boolean } = {}) =>
  ({ type: 'api.failed', status: 400, message, quiet: more.quiet ?? false, authFailure: more.authFailure ?? false }) as const;
const status = (error: string | null) => ({ type: 'socket.statusChanged', channel: 'notifications', status: 'disconnected', error }) as const;

export const appEventFixtures = {
  // Without a token, a quiet call, a rejected token, any other failure.
  'api.failed': [
    failure(MESSAGES.authenticationRequired),
    failure('Not allowed', { quiet: true }),
    failure('Invalid token', { authFailure: true }),
    failure('Post not found'),
  ],
  'session.started': [
    { type: 'session.started', session: { token: 'token-ada', username: 'ada' } },
    { type: 'session.started', session: { token: 'token-bola', username: 'bola' } },
  ],
  'session.ended': [{ type: 'session.ended' }],
  // The server refused the session (a 4001 close), and a plain drop.
  'socket.statusChanged': [status(MESSAGES.realtimeAuthFailed), status(null)],
  'socket.received': [{ type: 'socket.received', channel: 'notifications', message: { type: 'connection_established', online_friends: [] } }],
  ...sendingNoticeFixtures('notifications'),
} satisfies EventFixtures<AppEvent>;

/**
 * The live actors' code arrived, or could not be fetched. What the arrived code starts (socket, notifications,
 * inbox, presence) is pinned by tests/machines/app.test.ts: here `startLiveActors` is a double, because the
 * graph's pure steps share one system and would register the live actors' system ids again on every path.
 */
export const appSystemEvents: AnyEventObject[] = [
  ...doneEvents(appMachine, 'loadLiveLogic', [{}]),
  ...errorEvents(appMachine, 'loadLiveLogic'),
];

export const appVariants = {
  visitor: { name: 'a visitor', input: { storedSession: null } },
  returning: { name: 'a stored session', input: { storedSession: { token: 'token-ada', username: 'ada' } } },
} satisfies Record<string, ModelVariant>;

export const appModel: MachineModel = {
  name: 'app',
  machine: appMachine.provide({ actions: { startLiveActors: () => undefined } }),
  variants: Object.values(appVariants),
  events: [...fixtureEvents<AppEvent>(appEventFixtures), ...appSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, session: (snapshot.context as AppContext).session?.username ?? null }),
};
