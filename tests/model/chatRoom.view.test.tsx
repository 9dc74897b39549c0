/**
 * The conversation follows the chat room machine: the graph's paths are
 * replayed on the rendered ChatRoomScreen of a signed-in Alice talking with
 * Bola. The room, a catch-up, an older page and the sends by request are msw's
 * answers, released step by step (chatRoom.server.ts); the room's socket is
 * msw's fake WebSocket played by the walk: refused while the path says it is
 * not up yet, let in when it says connected, dropped (connecting) or refused
 * for good (error, 4003) where it says so, and the frames of the path sent over
 * it with the temp_id the client gave its send. Typing, Send, Retry, an
 * attached picture and Load older messages are what Alice does; the 10 s
 * window, the 2 s settling and the 3 s typing pauses are the fake clock. After
 * every step the screen shows what the step's state says, region by region.
 */
import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { DURATIONS, MESSAGES } from '../../src/contract';
// Loaded here so the app's import of the signed-in actors' code (after sign-in) finds it at once.
import '../../src/machines/app/app.live';
import { chatRoomMachine, type ChatRoomContext, type ChatRoomEvent, type ChatRoomSnapshot } from '../../src/machines/chatRoom';
import { offlineQueueKey } from '../../src/services/offlineQueue';
import { ChatRoomScreen } from '../../src/ui/screens/chat/ChatRoomScreen';
import { ALICE, BOLA, chatMessageOf, ROOM_CODE } from '../fixtures/chat';
import { apiUrl, server } from '../setup/msw';
import { chatRoomModel, chatRoomVariants } from './chatRoom.model';
import { playedChatServer } from './chatRoom.server';
import { banner, chatRoomLeafAssertions, messageBox, sendButton } from './chatRoom.view';
import { invokeIds } from './harness';
import { aliceDetails, chooseFile, signInAlice, useFakeClock } from './settings.walk';
import { changeTo, clickOn, expectAssertionPerLeaf, expectViewFollowsModel, refusal, renderScreen, screenWalk, type Answer } from './view';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const chat = playedChatServer();
const leafAssertions = chatRoomLeafAssertions(chat);

// ---------------------------------------------------------------------------
// The walk: what Alice, the server and the clock do for each event.

const endpoints = [
  ['loadRoom', 'load'],
  ['catchUp', 'catchUp'],
  ['loadOlder', 'older'],
  ['sendText', 'text'],
  ['sendImage', 'image'],
] as const;
const endpointOf = new Map(endpoints.flatMap(([src, endpoint]) => invokeIds(chatRoomMachine, src).map((id) => [id, endpoint] as const)));

/** A refusal as the server gives it: no such room (404), the network gone (a text), too large (a picture), else a 500. */
const refusals: Record<string, Answer> = {
  load: refusal({ status: 404, message: 'Not found.' }),
  text: refusal({ status: 0, message: '' }),
  image: refusal({ status: 413, message: MESSAGES.imageFileTooLarge }),
};

function release(event: AnyEventObject): void {
  const endpoint = endpointOf.get(String(event.actorId));
  if (!endpoint) throw new Error(`no server answer for ${event.type}`);
  if (event.type.startsWith('xstate.error.actor.')) return chat.release(endpoint, refusals[endpoint] ?? refusal({ status: 500, message: MESSAGES.serverError }));
  const output = chat.withTempId(event.output as object);
  // Held for review: 202 with the server's words.
  return chat.release(endpoint, () => HttpResponse.json(output, { status: 'held' in output ? 202 : 200 }));
}

const delays: Record<string, number> = {
  optimisticMatchWindow: DURATIONS.optimisticMatchWindow,
  requestSendConfirm: DURATIONS.requestSendConfirm,
  typingIdle: DURATIONS.typingIdle,
};
const delayOf = (type: string): number => delays[type.split('.')[2] ?? ''] ?? Number.NaN;

let typed = 0;
let gapSeq = 10;

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) return release(event);
  if (event.type.startsWith('xstate.after.')) {
    const delay = delayOf(event.type);
    return act(async () => {
      await vi.advanceTimersByTimeAsync(delay);
    });
  }
  const roomEvent = event as ChatRoomEvent;
  switch (roomEvent.type) {
    case 'composer.submitted':
      if (roomEvent.text.trim()) await changeTo(messageBox(), roomEvent.text);
      return clickOn(user, sendButton());
    case 'composer.typed':
      typed += 1;
      return changeTo(messageBox(), 'Is it still available'.slice(0, typed));
    case 'composer.imageChosen':
      return chooseFile(screen.getByLabelText('Image file'), roomEvent.file);
    case 'composer.imageRemoved':
      return clickOn(user, screen.getByRole('button', { name: 'Remove image' }));
    case 'message.retried':
      return clickOn(user, screen.getByRole('button', { name: 'Retry' }));
    case 'history.olderWanted':
      return clickOn(user, screen.getByRole('button', { name: 'Load older messages' }));
    case 'chat.otherTyping':
      return chat.send({ type: 'typing', username: BOLA.username, is_typing: roomEvent.typing });
    case 'chat.gapSeen':
      // A message of Bola's whose seq skips some: those between were lost on the way.
      gapSeq += 10;
      return chat.send({ type: 'chat', message: chatMessageOf(gapSeq) });
    case 'socket.received':
      return chat.send(chat.withTempId(roomEvent.message));
    case 'socket.statusChanged':
      if (roomEvent.status === 'connected') return chat.letIn();
      if (roomEvent.status === 'error') return chat.forbid();
      return chat.drop(() => banner() !== null);
    default:
      throw new Error(`the walk cannot perform ${event.type}`);
  }
}

const { walkPath } = screenWalk<ChatRoomSnapshot>({
  machine: chatRoomMachine,
  leafAssertions,
  perform,
  reset: () => {
    chat.reset();
    typed = 0;
    gapSeq = 10;
  },
  render: () => {
    // What an earlier path left unconfirmed in this browser would show as on its way.
    localStorage.removeItem(offlineQueueKey(ALICE.username, ROOM_CODE));
    signInAlice();
    renderScreen({ path: '/chats/:uniquecode', element: <ChatRoomScreen />, entry: `/chats/${ROOM_CODE}`, elsewhere: {} });
  },
});

// ---------------------------------------------------------------------------
// What Alice, the played server and the clock can do in each state.

const up = (snapshot: AnyMachineSnapshot) => snapshot.matches({ loaded: { connection: 'up' } });
const composing = (snapshot: AnyMachineSnapshot) => snapshot.matches({ loaded: { composer: 'idle' } });
const clockRegions = [{ composer: 'sendingOverSocket' }, { settle: 'waiting' }, { typing: 'typing' }, { otherTyping: 'typing' }];
/** How many regions wait on the clock: moving it for one fires every other one due by then. */
const waitingOnClock = (snapshot: AnyMachineSnapshot) => clockRegions.filter((region) => snapshot.matches({ loaded: region })).length;

/** What the played server does to the socket: let it in when not up, drop an open one, refuse it for good (4003) any time. */
function statusOffered(snapshot: AnyMachineSnapshot, status: string): boolean {
  if (status === 'connected') return !up(snapshot);
  // From up, a drop; before the first connection, the five attempts refused.
  if (status === 'disconnected') return up(snapshot) || snapshot.matches({ loaded: { connection: 'starting' } });
  if (status === 'connecting') return up(snapshot);
  return true;
}

/**
 * The paths the screen can follow, beside the model's own choice of events:
 * - Send is offered for non-blank text or a chosen picture; text goes over the socket only while it is open (a
 *   socket that is not queues it at once, so the composer never waits on it) or by request once it gave up (4003).
 *   Retry likewise.
 * - Frames come over the open socket: Bola's typing, a message whose seq skips some (the gap a stalled catch-up waits for).
 * - The socket's status changes while nothing waits on the clock (letting it in or waiting out its refusals moves
 *   the clock), and never after a 4003, which ends it.
 * - A step of the clock is walked while one region alone waits on it.
 * - The socket's own notices about a send (sent, queued, refused, requeued) follow the send at once in the browser,
 *   and the room raises chat.reconnected itself: the screen never waits between them.
 */
function offered(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  if (!chatRoomModel.filterEvents?.(snapshot, event)) return false;
  const context = snapshot.context as ChatRoomContext;
  const gaveUp = context.connection === 'error';
  if (event.type.startsWith('xstate.after.')) return waitingOnClock(snapshot) === 1;
  const roomEvent = event as ChatRoomEvent;
  switch (roomEvent.type) {
    case 'composer.submitted':
      return context.image !== null || (roomEvent.text.trim() !== '' && (up(snapshot) || gaveUp));
    case 'message.retried': {
      const failed = context.pending.find((item) => item.temp_id === roomEvent.temp_id && item.status === 'failed');
      return composing(snapshot) && (failed?.message_type === 'image' || gaveUp || up(snapshot));
    }
    case 'history.olderWanted':
      return context.hasOlder;
    // Remove is offered on a chosen picture's preview.
    case 'composer.imageRemoved':
      return context.image !== null;
    case 'composer.typed':
    case 'chat.otherTyping':
    case 'chat.gapSeen':
    case 'socket.received':
      return up(snapshot);
    case 'socket.statusChanged':
      return snapshot.matches('loaded') && !gaveUp && composing(snapshot) && waitingOnClock(snapshot) === 0 && statusOffered(snapshot, roomEvent.status);
    case 'chat.reconnected':
    case 'socket.sent':
    case 'socket.queued':
    case 'socket.refused':
    case 'socket.requeued':
      return false;
    default:
      return true;
  }
}

describe('the conversation follows the chat room machine', () => {
  useFakeClock();

  beforeEach(() => {
    chat.reset();
    // The app's background for a signed-in Alice, and the room's server played by the walk.
    server.resetHandlers(
      http.post(apiUrl('/user/online-status/'), () => HttpResponse.json({ username: 'alice', status: 'online', is_online: true, last_seen: null })),
      http.get(apiUrl('/notifications'), () => HttpResponse.json([])),
      http.get(apiUrl('/v2/chats/'), () => HttpResponse.json({ results: [], count: 0, total_unread: 0, page: 1, has_next: false })),
      http.get(apiUrl('/fetchcurruserdetails'), () => HttpResponse.json({ currentuser: aliceDetails() })),
      http.get(apiUrl('/blocks/:username'), ({ params }) => HttpResponse.json({ username: String(params.username), blocked: false })),
      ...chat.handlers,
    );
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(chatRoomMachine, leafAssertions);
  });

  // Signed out, the app opens no room: its load is refused (Chat not found) before any send could be refused.
  it('shows every step of the generated paths, failures included', async () => {
    await expectViewFollowsModel({ ...chatRoomModel, variants: [chatRoomVariants.signedIn], filterEvents: offered }, walkPath, { reachable: () => true });
  }, 300_000);
});
