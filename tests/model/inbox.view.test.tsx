/**
 * The chat inbox follows the inbox machine: the graph's paths are replayed on
 * the rendered ChatInboxScreen of a signed-in Alice, whose inbox actor the app
 * starts with its notification socket. The rooms are msw's answers to GET
 * /v2/chats/, released step by step; search is pasted, filters, Refresh and
 * Load more are clicks; the pauses are the fake clock. The socket is msw's fake
 * WebSocket, played by the walk: its frames (connection_established, a message
 * notification) are sent when the path says, it answers pings, and a status
 * 'connecting' is the server dropping the connection (4000), after which the
 * socket comes back on the clock before the next frame. A room read is told to
 * the inbox as the chat room tells it. After every step the screen shows what
 * the step's state says.
 */
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { DURATIONS, MESSAGES, type ChatRoomsAnswer } from '../../src/contract';
// Loaded here so the app's import of the signed-in actors' code (after sign-in) finds it at once.
import '../../src/machines/app/app.live';
import { inboxMachine, selectVisibleRooms, type InboxActorRef, type InboxContext, type InboxEvent, type InboxSnapshot } from '../../src/machines/inbox';
import { useInboxRef } from '../../src/ui/app/AppActor';
import { ChatInboxScreen } from '../../src/ui/screens/chat/ChatInboxScreen';
import { apiUrl, server } from '../setup/msw';
import { inboxModel } from './inbox.model';
import { aliceDetails, signInAlice, useFakeClock } from './settings.walk';
import { expectAssertionPerLeaf, expectViewFollowsModel, refusal, playedSocket, renderScreen, screenWalk } from './view';
import { standingAnswer } from './view/answers';
import { underFakeClock } from './view/clock';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

type LeafAssertion = (snapshot: InboxSnapshot, running: InboxSnapshot) => void;

const heading = () => screen.getByRole('heading', { level: 1 });
const connection = () => document.querySelector('[data-part="status"]');
const refreshButton = () => screen.getByRole('button', { name: 'Refresh' });
const rows = () => screen.queryAllByRole('link', { name: /^Conversation with / });

/** What every list state shows: the count, the search, the chosen filter, the rooms the filter lets through. */
function expectList(snapshot: InboxSnapshot): void {
  const { context } = snapshot;
  expect(heading()).toHaveTextContent(`${MESSAGES.inboxTitle} (${context.count})`);
  expect(screen.getByRole('searchbox', { name: 'Search conversations' })).toHaveValue(context.search);
  const chips = within(screen.getByRole('group', { name: 'Filter conversations' }));
  expect(chips.getByRole('button', { name: { all: 'All', unread: 'Unread', read: 'Read' }[context.filter] })).toHaveAttribute('aria-pressed', 'true');
  expect(rows()).toHaveLength(selectVisibleRooms(snapshot).length);
}

const leafAssertions: Record<string, LeafAssertion> = {
  'inbox.list.typing': (snapshot) => {
    expectList(snapshot);
    expect(refreshButton()).toBeEnabled();
  },
  'inbox.list.loading': (snapshot) => {
    expectList(snapshot);
    expect(refreshButton()).toBeDisabled();
  },
  'inbox.list.loaded': (snapshot) => {
    expectList(snapshot);
    expect(refreshButton()).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
    const more = screen.queryByRole('button', { name: 'Load more conversations' });
    if (snapshot.context.hasNext) expect(more).toBeEnabled();
    else expect(more).toBeNull();
  },
  'inbox.list.loadingMore': (snapshot) => {
    expectList(snapshot);
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  },
  // The running actor's words: the walk's server refuses with a 500 where the model's actor threw a 401.
  'inbox.list.failed': (snapshot, running) => {
    expectList(snapshot);
    expect(screen.getByRole('alert')).toHaveTextContent(running.context.error ?? '');
  },
  'inbox.connection.starting': () => expect(connection()).toHaveTextContent('Offline'),
  'inbox.connection.up': () => expect(connection()).toHaveTextContent('Connected'),
  'inbox.connection.down': () => expect(connection()).toHaveTextContent('Offline'),
};

// ---------------------------------------------------------------------------
// The server: the rooms, and the notification socket played step by step.

const rooms = standingAnswer();
const socket = playedSocket(/\/ws\/notifications\//);

/** The inbox the app started, reached as the chat room reaches it. */
let inboxActor: InboxActorRef | undefined;
function InboxHandle() {
  inboxActor = useInboxRef();
  return null;
}

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.')) return rooms.release(() => HttpResponse.json(event.output as ChatRoomsAnswer));
  if (event.type.startsWith('xstate.error.actor.')) return rooms.release(refusal({ status: 500, message: MESSAGES.serverError }));
  rooms.hold();
  if (event.type.startsWith('xstate.after.')) {
    const delay = event.type.includes('searchPause') ? DURATIONS.inboxSearchDebounce : DURATIONS.inboxOfflineRefresh;
    return act(async () => {
      await vi.advanceTimersByTimeAsync(delay);
    });
  }
  const inboxEvent = event as InboxEvent;
  switch (inboxEvent.type) {
    case 'inbox.refreshRequested':
      return underFakeClock(user.click(refreshButton()));
    case 'inbox.searchChanged': {
      const search = screen.getByRole('searchbox', { name: 'Search conversations' });
      if ((search as HTMLInputElement).value) await underFakeClock(user.clear(search));
      await underFakeClock(user.click(search));
      return underFakeClock(user.paste(inboxEvent.text));
    }
    case 'inbox.filterChosen':
      return underFakeClock(user.click(within(screen.getByRole('group', { name: 'Filter conversations' })).getByRole('button', { name: 'Unread' })));
    case 'inbox.moreRequested':
      return underFakeClock(user.click(screen.getByRole('button', { name: 'Load more conversations' })));
    case 'inbox.roomRead':
      return act(() => inboxActor?.send(inboxEvent));
    case 'socket.received':
      return socket.send(inboxEvent.message);
    case 'socket.statusChanged':
      return socket.drop();
  }
}

const { walkPath } = screenWalk<InboxSnapshot>({
  machine: inboxMachine,
  leafAssertions,
  perform,
  reset: () => {
    rooms.reset();
    socket.reset();
  },
  render: () => {
    signInAlice();
    renderScreen({ path: '/chats', element: <><InboxHandle /><ChatInboxScreen /></>, entry: '/chats', elsewhere: {} });
  },
});

/**
 * What a person and the played server can do: Refresh is offered only while no load runs; a drop ('connecting')
 * only of an open socket; the rooms the unread filter shows, when it is not chosen yet.
 */
function offered(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const context = snapshot.context as InboxContext;
  if (event.type === 'inbox.refreshRequested') return !snapshot.matches({ list: 'loading' });
  if (event.type === 'socket.statusChanged') return event.status === 'connecting' && snapshot.matches({ connection: 'up' });
  if (event.type === 'inbox.filterChosen') return context.filter !== event.filter;
  return true;
}

describe('the chat inbox follows the inbox machine', () => {
  useFakeClock();

  beforeEach(() => {
    rooms.reset();
    socket.reset();
    // The app's background without the fresh server's socket, which says connection_established by itself.
    server.resetHandlers(
      http.post(apiUrl('/user/online-status/'), () => HttpResponse.json({ username: 'alice', status: 'online', is_online: true, last_seen: null })),
      http.get(apiUrl('/notifications'), () => HttpResponse.json([])),
      http.get(apiUrl('/fetchcurruserdetails'), () => HttpResponse.json({ currentuser: aliceDetails() })),
      http.get(apiUrl('/v2/chats/'), () => rooms.next()),
      socket.handler,
    );
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(inboxMachine, leafAssertions);
  });

  it('shows every step of the generated paths, failures included', async () => {
    await expectViewFollowsModel({ ...inboxModel, filterEvents: offered }, walkPath, { reachable: () => true });
  }, 60_000);
});
