import { createActor, fromCallback, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { leafPaths } from './machineLeaves';
import { getShortestPaths } from 'xstate/graph';
import { CLOSE_CODES } from '../../../src/contract';
import { socketMachine, type SocketEvent, type SocketInput } from '../../../src/machines/socket';

/**
 * What a browser journey can make the chat socket go through against the real server: the server comes up
 * (the socket opens), the server stops (it closes every socket with 1012), the backoff runs out while it is
 * away (the socket tries again and is refused, until it is out of attempts), a message is typed, the session
 * is ended from another device, ten minutes pass without Ada, Ada leaves the page, and the room is no longer
 * hers when the server comes back. Each is one of the socket machine's events.
 */
export const JOURNEY_EVENTS = {
  opened: { type: 'socket.opened' },
  serverStopped: { type: 'socket.closed', code: CLOSE_CODES.serviceRestart },
  backoffOver: { type: 'xstate.after.backoff.socket.reconnecting' },
  typed: { type: 'user.send', message: { type: 'message', message: 'typed', temp_id: 'tmp-typed', uniquecode: 'room', sender: 'ada' } },
  /** An attempt while the server is away is refused. */
  refused: { type: 'socket.closed', code: CLOSE_CODES.abnormal },
  /** Ada's session is ended from another device (Sign out other sessions): the server closes its sockets with 4001. */
  sessionEnded: { type: 'socket.closed', code: CLOSE_CODES.authenticationFailed },
  /** Ten minutes pass without mouse, key, scroll, touch or click: presence closes every socket as inactive. */
  idle: { type: 'presence.idle' },
  /** Ada leaves the page (pagehide): presence closes every socket 100 ms later. */
  left: { type: 'user.close' },
  /** The room is not Ada's any more when the server comes back: the attempt is refused with 4003. */
  roomGone: { type: 'socket.closed', code: CLOSE_CODES.forbidden },
} as const satisfies Record<string, AnyEventObject>;

export type JourneyEvent = (typeof JOURNEY_EVENTS)[keyof typeof JOURNEY_EVENTS];

/** A socket state as the journey tells them apart: the top state, live's connecting or open, and open's outbox. */
export function socketStateKey(value: unknown): string {
  if (typeof value === 'string') return value;
  const [top, inner] = Object.entries(value as Record<string, unknown>)[0] ?? ['?', undefined];
  if (top !== 'live') return top;
  if (typeof inner === 'string') return `live.${inner}`;
  const open = (inner as { open?: { outbox?: unknown } }).open;
  return `live.open.outbox.${String(open?.outbox)}`;
}

/** The leaf states a state value is in, as dotted paths: 'reconnecting', 'live.open.heartbeat.awaitingPong'. */
export function leavesIn(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => leavesIn(inner, `${prefix}${key}.`));
}

type SocketStep = { event: JourneyEvent; state: string };
/** A path from a chat room just loaded: its steps, each with its state as socketStateKey tells them, and the leaf states it is the shortest to. */
export type SocketPath = { targets: string[]; steps: SocketStep[] };

/** The socket as a chat room's page load leaves it: connected (a page loads only from a running server). */
function openedSocket(input: SocketInput): AnyMachineSnapshot {
  const logic = socketMachine.provide({ actors: { connection: fromCallback(() => undefined), watchActivity: fromCallback(() => undefined) } });
  const actor = createActor(logic, { input }).start();
  actor.send(JOURNEY_EVENTS.opened);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

/**
 * The shortest path to every leaf state of the socket machine the journey's events reach from a chat room just
 * loaded, generated from the socket machine (xstate/graph): its events, and the state after each. Leaves that
 * one path is the shortest to (the open socket's regions) share it.
 */
export function socketPaths(): SocketPath[] {
  const input: SocketInput = { target: { channel: 'chat', uniquecode: 'room' }, token: 'token', seed: 1 };
  const queued = (snapshot: AnyMachineSnapshot) => (snapshot.context as { queue: unknown[] }).queue.length;
  const paths = getShortestPaths(socketMachine, {
    // The backoff's timer is an event of the graph, not of SocketEvent.
    events: Object.values(JOURNEY_EVENTS) as unknown as SocketEvent[],
    input,
    fromState: openedSocket(input),
    // The server closes an open socket (stopping, or ending the session); an attempt is refused while it is away,
    // or for a room that is not Ada's. Ten minutes pass over an open socket (elsewhere they would end a backoff too).
    filterEvents: (snapshot, event) => {
      const state = socketStateKey(snapshot.value);
      if (event === JOURNEY_EVENTS.serverStopped || event === JOURNEY_EVENTS.sessionEnded || event === JOURNEY_EVENTS.idle) return state.startsWith('live.open');
      if (event === JOURNEY_EVENTS.refused || event === JOURNEY_EVENTS.roomGone) return state === 'live.connecting';
      return true;
    },
    serializeState: (snapshot) => JSON.stringify([snapshot.value, Math.min(queued(snapshot), 2), (snapshot.context as { attempt: number }).attempt]),
  });
  const shortest = new Map<string, SocketStep[]>();
  for (const path of paths) {
    const steps = path.steps.slice(1).map((step) => ({ event: step.event as JourneyEvent, state: socketStateKey(step.state.value) }));
    for (const leaf of leavesIn(path.state.value)) {
      const known = shortest.get(leaf);
      if (!known || steps.length < known.length) shortest.set(leaf, steps);
    }
  }
  const bySteps = new Map<string, SocketPath>();
  for (const [leaf, steps] of shortest) {
    const path = bySteps.get(JSON.stringify(steps)) ?? { targets: [], steps };
    path.targets.push(leaf);
    bySteps.set(JSON.stringify(steps), path);
  }
  return [...bySteps.values()].sort((a, b) => a.steps.length - b.steps.length);
}

/**
 * The socket's leaf states that no browser journey can reach, and why. A leaf state of the machine neither here
 * nor the target of a path fails the journey and its unit test, so a new state cannot arrive untested.
 */
export const STATES_WITHOUT_BROWSER_PATH: Readonly<Record<string, string>> = {
  checkingToken: 'it decides on the token as it starts (an always transition): no snapshot rests there',
  unauthenticated: 'a chat room starts its socket once the room has loaded, and without a session it does not load (Chat not found)',
};

/** Every leaf state of the socket machine, as leavesIn names them. */
export const socketLeaves = (): string[] => leafPaths(socketMachine);

/** The machine's leaf states that neither a path reaches nor STATES_WITHOUT_BROWSER_PATH explains. */
export function statesWithoutPath(paths: readonly SocketPath[]): string[] {
  const reached = new Set(paths.flatMap((path) => path.targets));
  return socketLeaves().filter((leaf) => !reached.has(leaf) && !(leaf in STATES_WITHOUT_BROWSER_PATH));
}
