import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { chatRoomOf, roomsAnswerOf } from '../fixtures/chat';
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

const rows = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link');

describe('chat inbox', () => {
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
    const chatsLink = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /Chats/ });
    expect(within(chatsLink).getByText('9+')).toBeInTheDocument();
  });

  test('search and filters, with the no-match state and Clear search', async () => {
    signInAsAlice();
    answerRooms(roomsAnswerOf([ada, shop]));
    const { user } = renderApp('/chats');
    await screen.findByRole('list', { name: 'Conversations' });
    await user.type(screen.getByPlaceholderText(MESSAGES.searchConversations), 'phones');
    expect(rows()).toHaveLength(1);
    await user.clear(screen.getByPlaceholderText(MESSAGES.searchConversations));
    await user.click(screen.getByRole('button', { name: 'Unread' }));
    expect(rows().map((row) => row.getAttribute('href'))).toEqual(['/chats/r-ada']);
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByPlaceholderText(MESSAGES.searchConversations), 'zzz');
    expect(screen.getByText('No conversations matching "zzz"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MESSAGES.clearSearch }));
    expect(rows()).toHaveLength(2);
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
