import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { CLOSE_CODES, MESSAGES, type ChatRoom, type ChatRoomsAnswer } from '../../src/contract';
import { visibleRooms } from '../../src/machines/inbox';
import { chatRoomOf, roomsAnswerOf } from '../fixtures/chat';
import { apiUrl, server } from '../setup/msw';
import { answerRooms, playLiveServer } from './chat.render';
import { pathOf, renderApp, signInAsAlice } from './routes.render';

const partner = chatRoomOf().other_user;
const today = new Date();
const ada = chatRoomOf({
  uniquecode: 'r-ada',
  unread_count: 12,
  other_user: { ...partner, username: 'ada', first_name: 'Ada', last_name: 'Eze', profile: { marketname: null, profileimg: '/media/ada.webp' } },
  last_message: { message: 'Please bring the blue one and the red one too', sender: 2, created_at: today.toISOString(), message_type: 'text', media_url: null },
});
const shop = chatRoomOf({
  uniquecode: 'r-shop',
  other_user: { ...partner, username: 'tunde', first_name: 'Tunde', last_name: '', profile: { marketname: 'Tunde Phones', profileimg: null } },
  last_message: { message: 'Thanks', sender: 1, created_at: '2026-01-05T10:00:00.000Z', message_type: 'text', media_url: null },
});

/** GET /v2/chats/ over `rooms`, `pageSize` at a time, searched and filtered as the server does; the queries asked are kept. */
function serveRooms(rooms: ChatRoom[], pageSize = 20): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('/v2/chats/'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const page = Number(query.get('page') ?? 1);
      const type = (query.get('type') ?? 'all') as 'all' | 'unread' | 'read';
      const matching = visibleRooms(rooms, query.get('search') ?? '', type);
      const results = matching.slice((page - 1) * pageSize, page * pageSize);
      return HttpResponse.json({ ...roomsAnswerOf(results), count: matching.length, page, has_next: page * pageSize < matching.length } satisfies ChatRoomsAnswer);
    }),
  );
  return asked;
}

const rows = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link');

describe('chat inbox', () => {
  test("a socket the server refuses (4001) says so in the spec's words", async () => {
    signInAsAlice();
    const live = playLiveServer();
    answerRooms(roomsAnswerOf([ada]));
    renderApp('/chats');
    await waitFor(() => expect(screen.getByText('Connected')).toBeInTheDocument());
    live.close(/\/ws\/notifications\//, CLOSE_CODES.authenticationFailed);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.realtimeAuthFailed);
    expect(screen.getByText('Offline')).toBeInTheDocument();
  });

  test('lists the conversations with names, previews, times and badges, Connected, and the navbar count', async () => {
    signInAsAlice();
    playLiveServer();
    answerRooms(roomsAnswerOf([ada, shop]));
    renderApp('/chats');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages (2)' })).toBeInTheDocument();
    const [first, second] = rows();
    if (!first || !second) throw new Error('two rows expected');
    expect(first).toHaveAttribute('href', '/chats/r-ada');
    expect(first).toHaveTextContent('Ada Eze');
    expect(first).toHaveTextContent('Please bring the blue one and ...');
    expect(within(first).getByText('9+')).toBeInTheDocument();
    expect(second).toHaveTextContent('Tunde Phones');
    expect(second).toHaveTextContent('Jan 5');
    await waitFor(() => expect(screen.getByText('Connected')).toBeInTheDocument());
    const chatsLink = await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: /Chats/ });
    expect(within(chatsLink).getByText('9+')).toBeInTheDocument();
  });

  test('search and filters narrow the list at once and ask the server, with the no-match state and Clear search', async () => {
    signInAsAlice();
    const asked = serveRooms([ada, shop]);
    const { user } = renderApp('/chats');
    await screen.findByRole('list', { name: 'Conversations' });
    await user.type(screen.getByPlaceholderText(MESSAGES.searchConversations), 'phones');
    expect(rows()).toHaveLength(1);
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('phones'));
    await user.clear(screen.getByPlaceholderText(MESSAGES.searchConversations));
    await user.click(screen.getByRole('button', { name: 'Unread' }));
    expect(rows().map((row) => row.getAttribute('href'))).toEqual(['/chats/r-ada']);
    await waitFor(() => expect(asked.at(-1)?.get('type')).toBe('unread'));
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByPlaceholderText(MESSAGES.searchConversations), 'zzz');
    expect(await screen.findByText('No conversations matching "zzz"')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages (0)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MESSAGES.clearSearch }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  test('finds a conversation beyond the loaded ones, and loads more 20 at a time', async () => {
    signInAsAlice();
    const others = Array.from({ length: 20 }, (_, index) =>
      chatRoomOf({ uniquecode: `r-${index}`, other_user: { ...partner, username: `buyer_${index}`, first_name: `Buyer ${index}` } }),
    );
    const asked = serveRooms([...others, shop]);
    const { user } = renderApp('/chats');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages (21)' })).toBeInTheDocument();
    expect(rows()).toHaveLength(20);
    await user.type(screen.getByPlaceholderText(MESSAGES.searchConversations), 'tunde');
    await waitFor(() => expect(rows().map((row) => row.getAttribute('href'))).toEqual(['/chats/r-shop']));
    expect(screen.queryByRole('button', { name: 'Load more conversations' })).not.toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText(MESSAGES.searchConversations));
    await user.click(await screen.findByRole('button', { name: 'Load more conversations' }));
    await waitFor(() => expect(rows()).toHaveLength(21));
    expect(asked.at(-1)?.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more conversations' })).not.toBeInTheDocument();
  });

  test('an empty inbox offers to start a conversation; New Chat goes to /search', async () => {
    signInAsAlice();
    answerRooms(roomsAnswerOf([]));
    const { user, router } = renderApp('/chats');
    expect(await screen.findByText(MESSAGES.noMessagesInbox)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.startAConversation })).toHaveAttribute('href', '/search');
    await user.click(screen.getByRole('button', { name: 'New Chat' }));
    expect(pathOf(router)).toBe('/search');
  });

  test('the inbox needs a session', () => {
    const { router } = renderApp('/chats');
    expect(pathOf(router)).toBe('/login');
  });
});
