import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { MESSAGES, type ChatRoomsAnswer } from '../../src/contract';
import { chatRoomOf, roomsAnswerOf } from '../fixtures/chat';
import { apiUrl, server } from '../setup/msw';
import { renderApp, signInAsAlice } from './routes.render';

describe('/chats: a filter with nothing in it', () => {
  test('the Read filter with nothing read says there are no read conversations and offers them all, not a search', async () => {
    signInAsAlice();
    const unread = chatRoomOf({ uniquecode: 'r-unread', unread_count: 3 });
    server.use(
      http.get(apiUrl('/v2/chats/'), ({ request }) => {
        const type = new URL(request.url).searchParams.get('type') ?? 'all';
        const results = type === 'read' ? [] : [unread];
        return HttpResponse.json({ ...roomsAnswerOf(results), count: results.length, page: 1, has_next: false } satisfies ChatRoomsAnswer);
      }),
    );
    const { user } = renderApp('/chats');
    await screen.findByRole('list', { name: 'Conversations' });
    await user.click(screen.getByRole('button', { name: 'Read' }));
    expect(await screen.findByText('No read conversations')).toBeInTheDocument();
    expect(screen.queryByText(/No conversations matching/)).toBeNull();
    expect(screen.queryByRole('button', { name: MESSAGES.clearSearch })).toBeNull();
    await user.click(screen.getByRole('button', { name: MESSAGES.showAllConversations }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /./ }).some((link) => link.getAttribute('href') === '/chats/r-unread')).toBe(true));
  });
});
