import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { leafPaths } from './machineLeaves';
import { getShortestPaths } from 'xstate/graph';
import type { ChatMessage, ServerSocketMessage } from '../../../src/contract';
import { chatRoomMachine, type ChatRoomContext, type ChatRoomEvent, type ChatRoomInput } from '../../../src/machines/chatRoom';
import { ALICE, BOLA, chatMessageOf, messagesAnswerOf, ROOM_CODE } from '../../fixtures/chat';
import { doneEvents, errorEvents } from '../../model/harness/events';
import { leavesIn } from './socketPaths';

const status = (value: 'connected' | 'connecting' | 'error') => ({ type: 'socket.statusChanged', channel: 'chat', status: value, error: null }) as const;
const received = (message: ServerSocketMessage) => ({ type: 'socket.received', channel: 'chat', message }) as const;
/** The chat room invokes each actor in one place: its done or error event is the first and only one. */
const first = (events: AnyEventObject[]): AnyEventObject => {
  if (!events[0]) throw new Error('no such invocation in the chat room machine');
  return events[0];
};
const ownMessage: ChatMessage = chatMessageOf(3, { id: 301, sender: ALICE.id, message: 'hello', temp_id: 'tmp-1' });
const bolaMessage: ChatMessage = chatMessageOf(3, { id: 302 });
const ownPicture: ChatMessage = chatMessageOf(3, { id: 303, sender: ALICE.id, message_type: 'image', temp_id: 'tmp-1' });
const picture = Object.assign(new File([new Uint8Array(8)], 'photo.png', { type: 'image/png' }), { toJSON: () => ({ name: 'photo.png' }) });
const queuedHello = { type: 'message', message: 'hello', temp_id: 'tmp-1', uniquecode: ROOM_CODE, sender: ALICE.username } as const;

/**
 * What Ada, Bola and the real server can make Ada's chat room go through in a browser, as the chat room machine's
 * events: the room opened (hers, or a code that names no room), her socket opening, the server stopping, the room
 * gone when it comes back (the socket refused with 4003), Ada typing, sending, choosing a picture and scrolling to
 * the top, Bola typing and sending; and what follows by itself: the server's answers, the queue, the read receipt.
 * Refused by the socket (the room gone), a send goes by request: it fails while the room is gone, and is answered
 * once the room is back (her socket stays refused: it is not tried again). With her socket open, her picture's
 * own message comes over it before the request's answer.
 */
export const CHAT_EVENTS = {
  roomOpened: first(doneEvents(chatRoomMachine, 'loadRoom', [{ ...messagesAnswerOf([chatMessageOf(1), chatMessageOf(2)]), has_next: true }])),
  noSuchRoom: first(errorEvents(chatRoomMachine, 'loadRoom', new Error('Not found'))),
  connected: status('connected'),
  serverStopped: status('connecting'),
  roomGone: status('error'),
  typed: { type: 'composer.typed' },
  submitted: { type: 'composer.submitted', text: 'hello' },
  queued: { type: 'socket.queued', channel: 'chat', message: queuedHello, queued: 1 },
  messageSent: received({ type: 'message_sent', temp_id: 'tmp-1', message: ownMessage }),
  readByBola: received({ type: 'message_read', username: BOLA.username, message_ids: [] }),
  sendFailed: first(errorEvents(chatRoomMachine, 'sendText', new Error('refused'))),
  sendAnswered: first(doneEvents(chatRoomMachine, 'sendText', [ownMessage])),
  pictureChosen: { type: 'composer.imageChosen', file: picture },
  pictureEchoed: received({ type: 'chat', message: ownPicture }),
  pictureSent: first(doneEvents(chatRoomMachine, 'sendImage', [ownPicture])),
  scrolledToTop: { type: 'history.olderWanted' },
  olderLoaded: first(doneEvents(chatRoomMachine, 'loadOlder', [messagesAnswerOf([])])),
  bolaTyping: received({ type: 'typing', username: BOLA.username, is_typing: true }),
  bolaSent: received({ type: 'chat', message: bolaMessage }),
  caughtUp: first(doneEvents(chatRoomMachine, 'catchUp', [messagesAnswerOf([])])),
  catchUpLost: first(errorEvents(chatRoomMachine, 'catchUp', new Error('lost'))),
} as const satisfies Record<string, AnyEventObject>;

export type ChatJourneyEvent = (typeof CHAT_EVENTS)[keyof typeof CHAT_EVENTS];

/** Events nobody causes: they follow from the step before (the server's answers, the socket's queue, Bola's page). */
export const BY_THEMSELVES: ReadonlySet<AnyEventObject> = new Set<AnyEventObject>([
  CHAT_EVENTS.queued,
  CHAT_EVENTS.messageSent,
  CHAT_EVENTS.readByBola,
  CHAT_EVENTS.sendFailed,
  CHAT_EVENTS.sendAnswered,
  CHAT_EVENTS.pictureEchoed,
  CHAT_EVENTS.pictureSent,
  CHAT_EVENTS.olderLoaded,
  CHAT_EVENTS.caughtUp,
  CHAT_EVENTS.catchUpLost,
]);

const contextOf = (snapshot: AnyMachineSnapshot): ChatRoomContext => snapshot.context as ChatRoomContext;

/** The step follows from the one before: one of BY_THEMSELVES, or the socket's first opening after the room loaded. */
export function happensByItself(path: ChatPath, at: number): boolean {
  const event = path.steps[at]?.event;
  if (!event) return false;
  const before = path.steps[at - 1]?.snapshot;
  return BY_THEMSELVES.has(event) || (event === CHAT_EVENTS.connected && before?.matches({ loaded: { connection: 'starting' } }) === true);
}
const isOwn = (message: ChatMessage) => message.sender === ALICE.id;

/**
 * Nothing is under way that follows by itself: no send, page or catch-up being fetched, no typing running out,
 * the socket past its first connection. Only then does a person (or the server stopping) act.
 */
function settled(snapshot: AnyMachineSnapshot): boolean {
  return (
    snapshot.matches({ loaded: { composer: 'idle', history: 'idle', settle: 'idle', typing: 'quiet', otherTyping: 'quiet' } }) &&
    !snapshot.matches({ loaded: { connection: 'starting' } }) &&
    !snapshot.matches({ loaded: { catchUp: 'fetching' } })
  );
}

function allowed(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const context = contextOf(snapshot);
  const up = context.connection === 'connected';
  const quietAndUp = settled(snapshot) && up && context.pending.length === 0 && context.image === null;
  switch (event) {
    case CHAT_EVENTS.roomOpened:
    case CHAT_EVENTS.noSuchRoom:
      return snapshot.matches('loading');
    // The first connection opens by itself; after a stop, the server starts again (a room gone stays refused).
    case CHAT_EVENTS.connected:
      return snapshot.matches({ loaded: { connection: 'starting' } }) || (settled(snapshot) && context.connection === 'connecting');
    case CHAT_EVENTS.serverStopped:
      return settled(snapshot) && up && context.image === null;
    case CHAT_EVENTS.roomGone:
      return settled(snapshot) && context.connection === 'connecting' && context.pending.length === 0;
    // One message of Ada's per path; with a picture chosen it is the picture.
    case CHAT_EVENTS.submitted:
      return settled(snapshot) && context.pending.length === 0 && !context.messages.some(isOwn);
    case CHAT_EVENTS.bolaSent:
      return quietAndUp && context.messages.length === 2;
    case CHAT_EVENTS.pictureChosen:
      return settled(snapshot) && context.pending.length === 0 && context.image === null && (up || context.connection === 'error');
    case CHAT_EVENTS.pictureEchoed:
      return up && context.pending.some((item) => item.status === 'pending' && item.message_type === 'image');
    case CHAT_EVENTS.pictureSent:
      return context.connection === 'error' || (up && !context.pending.some((item) => item.message_type === 'image'));
    case CHAT_EVENTS.typed:
    case CHAT_EVENTS.scrolledToTop:
    case CHAT_EVENTS.bolaTyping:
      return quietAndUp;
    case CHAT_EVENTS.queued:
      return snapshot.matches({ loaded: { composer: 'sendingOverSocket' } }) && !up;
    case CHAT_EVENTS.messageSent:
      return up && context.pending.some((item) => item.status === 'pending' && item.message_type === 'text');
    case CHAT_EVENTS.readByBola:
      return up && context.messages.some((message) => isOwn(message) && !message.is_read);
    default:
      return true;
  }
}

/**
 * What a path may be for besides a leaf state: what a person sees happen to a message, each the end of a path
 * whose last snapshot answers true.
 */
export const STORIES: Readonly<Record<string, (snapshot: AnyMachineSnapshot) => boolean>> = {
  "Bola's message arrives": (snapshot) => contextOf(snapshot).messages.some((message) => message.id === bolaMessage.id),
  "Ada's message is read by Bola": (snapshot) => contextOf(snapshot).messages.some((message) => isOwn(message) && message.is_read),
  'a message typed while the server is down waits for it': (snapshot) =>
    snapshot.matches({ loaded: { composer: 'idle' } }) && contextOf(snapshot).connection === 'connecting' && contextOf(snapshot).pending.some((item) => item.status === 'pending'),
  'a send the server refuses is not sent, with Retry': (snapshot) => contextOf(snapshot).pending.some((item) => item.status === 'failed'),
};

export type ChatStep = { event: ChatJourneyEvent; snapshot: AnyMachineSnapshot };
/** A path from Ada opening a room: its steps, each with the machine's snapshot after it, and what it is the shortest to. */
export type ChatPath = { targets: string[]; steps: ChatStep[] };

const input: ChatRoomInput = {
  uniquecode: ROOM_CODE,
  username: ALICE.username,
  socket: { target: { channel: 'chat', uniquecode: ROOM_CODE }, token: 'token', seed: 1 },
  clock: { now: () => Date.UTC(2026, 2, 1, 10, 30) },
  newTempId: () => 'tmp-1',
};

const targetsOf = (snapshot: AnyMachineSnapshot): string[] => [
  ...leavesIn(snapshot.value),
  ...Object.entries(STORIES).flatMap(([story, holds]) => (holds(snapshot) ? [story] : [])),
];

const isPrefix = (short: readonly ChatStep[], long: readonly ChatStep[]) => short.length <= long.length && short.every((step, at) => step.event === long[at]?.event);

/** Paths whose steps begin another path's are walked as part of it: the longer path must reach their targets too. */
function mergePrefixes(paths: ChatPath[]): ChatPath[] {
  const longestFirst = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const kept: ChatPath[] = [];
  for (const path of longestFirst) {
    const longer = kept.find((other) => isPrefix(path.steps, other.steps));
    if (longer) longer.targets.push(...path.targets);
    else kept.push({ targets: [...path.targets], steps: path.steps });
  }
  return kept.reverse();
}

/**
 * The shortest path to every leaf state of the chat room machine, and to every story, that the journey's events
 * reach from Ada opening a room, generated from the machine (xstate/graph); a path that begins another is walked
 * within it.
 */
export function chatRoomPaths(): ChatPath[] {
  const paths = getShortestPaths(chatRoomMachine, {
    events: Object.values(CHAT_EVENTS) as unknown as ChatRoomEvent[],
    input,
    filterEvents: (snapshot, event) => allowed(snapshot, event),
    serializeState: (snapshot) => {
      const { messages, pending, connection, hasOlder, image } = contextOf(snapshot);
      const shown = messages.map((message) => `${message.id}${message.is_read ? 'r' : ''}`);
      return JSON.stringify([snapshot.value, shown, pending.map((item) => item.status), connection, hasOlder, image !== null]);
    },
  });
  const shortest = new Map<string, ChatStep[]>();
  for (const path of paths) {
    const steps = path.steps.slice(1).map((step) => ({ event: step.event as ChatJourneyEvent, snapshot: step.state }));
    for (const target of targetsOf(path.state)) {
      const known = shortest.get(target);
      if (!known || steps.length < known.length) shortest.set(target, steps);
    }
  }
  const bySteps = new Map<ChatStep[], ChatPath>();
  for (const [target, steps] of shortest) {
    const path = bySteps.get(steps) ?? { targets: [], steps };
    path.targets.push(target);
    bySteps.set(steps, path);
  }
  return mergePrefixes([...bySteps.values()]);
}

/** The chat room's leaf states that no browser journey can reach, and why (a leaf neither here nor reached fails). */
export const CHAT_STATES_WITHOUT_BROWSER_PATH: Readonly<Record<string, string>> = {};

/** Every leaf state of the chat room machine, as leavesIn names them. */
export const chatRoomLeaves = (): string[] => leafPaths(chatRoomMachine);

/** The leaf states and stories that neither a path reaches nor CHAT_STATES_WITHOUT_BROWSER_PATH explains. */
export function chatTargetsWithoutPath(paths: readonly ChatPath[]): string[] {
  const reached = new Set(paths.flatMap((path) => path.targets));
  return [...chatRoomLeaves(), ...Object.keys(STORIES)].filter((target) => !reached.has(target) && !(target in CHAT_STATES_WITHOUT_BROWSER_PATH));
}
