import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { CLOSE_CODES, MESSAGES, type Notification } from '../../src/contract';
import { notificationOf } from '../fixtures/chat';
import { apiUrl, liveSockets, server } from '../setup/msw';
import { answerNotifications, playLiveServer } from './chat.render';
import { pathOf, renderApp, signInAsAlice } from './routes.render';

const recent = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const like = notificationOf(1, { created_at: recent(1) });
const follow = notificationOf(2, { type: 'follow', message: 'chidi started following you', actor: 'chidi', follower: 'chidi', created_at: recent(2) });
const message = notificationOf(3, { type: 'message', message: 'bola sent you a message', uniquecode: 'room-9', created_at: recent(3), is_read: true });

/**
 * Plays the server's notifications: the list, and the read calls that change what the next load answers.
 * `reads` keeps what the calls asked for: the id, or 'all up to {id}'.
 */
function serveNotifications(list: Notification[]) {
  const read = new Set(list.filter((item) => item.is_read).map((item) => item.id));
  const reads: Array<string | number> = [];
  const unreadCount = () => list.filter((item) => !read.has(item.id)).length;
  server.use(
    http.get(apiUrl('/notifications'), () => HttpResponse.json(list.map((item) => ({ ...item, is_read: read.has(item.id) })))),
    http.post(apiUrl('/notifications/read'), async ({ request }) => {
      const { up_to: upTo } = (await request.json()) as { up_to: number };
      reads.push(`all up to ${upTo}`);
      for (const item of list) if (item.id <= upTo) read.add(item.id);
      return HttpResponse.json({ marked: 0, unread_count: unreadCount() });
    }),
    http.post(apiUrl('/notifications/:id/read'), ({ params }) => {
      reads.push(Number(params.id));
      read.add(Number(params.id));
      return HttpResponse.json({ marked: 1, unread_count: unreadCount() });
    }),
  );
  return { reads };
}

const items = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
const chip = (name: RegExp | string) => within(screen.getByRole('group', { name: 'Filter notifications' })).getByRole('button', { name });

describe('notifications page', () => {
  test('newest first with unread dots, chips with the unread count, and the navbar badge', async () => {
    signInAsAlice();
    answerNotifications([like, follow, message]);
    const { user } = renderApp('/notification');
    // The first screen of the file also loads the signed-in actors' code.
    await waitFor(() => expect(items()).toHaveLength(3), { timeout: 5000 });
    expect(items().map((item) => item.textContent)).toEqual([
      expect.stringContaining(like.message),
      expect.stringContaining('chidi started following you'),
      expect.stringContaining('bola sent you a message'),
    ]);
    expect(screen.getAllByLabelText('Unread')).toHaveLength(2);
    expect(chip('Unread (2)')).toBeInTheDocument();
    const notificationsLink = await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: /Notifications/ });
    expect(within(notificationsLink).getByText('2')).toBeInTheDocument();
    await user.click(chip('Follows'));
    expect(items()).toHaveLength(1);
    await user.click(chip('Messages'));
    expect(items()).toHaveLength(1);
  });

  test('a click reads it, on the server too, and goes where it points', async () => {
    signInAsAlice();
    const { reads } = serveNotifications([like, follow, message]);
    const { user, router } = renderApp('/notification');
    await waitFor(() => expect(items()).toHaveLength(3));
    await user.click(within(items()[1] as HTMLElement).getByRole('button'));
    expect(pathOf(router)).toBe('/profile/chidi');
    router.navigate('/notification');
    await waitFor(() => expect(chip('Unread (1)')).toBeInTheDocument());
    await user.click(within(items()[0] as HTMLElement).getByRole('button'));
    expect(pathOf(router)).toBe(`/?postId=${like.post_id}`);
    expect(reads).toEqual([follow.id, like.id]);
  });

  test('Mark all as read shows only while something is unread; an empty filter offers all notifications', async () => {
    signInAsAlice();
    serveNotifications([like, follow]);
    const { user } = renderApp('/notification');
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(screen.queryAllByLabelText('Unread')).toHaveLength(0);
    await user.click(chip('Unread (0)'));
    expect(screen.getByText(MESSAGES.noNotifications)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MESSAGES.viewAllNotifications }));
    expect(items()).toHaveLength(2);
  });

  test('a failed load offers Try Again', async () => {
    signInAsAlice();
    answerNotifications(() => HttpResponse.json({ message: 'down' }, { status: 500 }));
    const { user } = renderApp('/notification');
    expect(await screen.findByText(MESSAGES.notificationsLoadFailed)).toBeInTheDocument();
    answerNotifications([like]);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(items()).toHaveLength(1));
  });

  test("a live notification is prepended; a lost socket shows the banner, a refused one (4001) the spec's words", async () => {
    signInAsAlice();
    const live = playLiveServer();
    answerNotifications([like]);
    renderApp('/notification');
    await waitFor(() => expect(items()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(MESSAGES.notificationsBanner)).not.toBeInTheDocument());
    live.send(/\/ws\/notifications\//, {
      type: 'comment_notification',
      activity_type: 'comment',
      message: 'tunde commented on your post "Suya"',
      username: 'tunde',
      post_id: 12,
      user_id: 4,
      comment_preview: 'Looks great',
    });
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(items()[0]).toHaveTextContent('tunde commented on your post "Suya"');
    expect(items()[0]).toHaveTextContent('Looks great');
    live.close(/\/ws\/notifications\//, CLOSE_CODES.internalError);
    expect(await screen.findByText(MESSAGES.notificationsBanner)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(MESSAGES.notificationsBanner)).not.toBeInTheDocument(), { timeout: 4000 });
    live.close(/\/ws\/notifications\//, CLOSE_CODES.authenticationFailed);
    expect(await screen.findByText(MESSAGES.realtimeAuthFailed)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.notificationsBanner)).not.toBeInTheDocument();
  });
});

describe('notification toasts', () => {
  test('a live notification toasts bottom-right on whatever page is open', async () => {
    signInAsAlice();
    const live = playLiveServer();
    answerNotifications([like]);
    renderApp('/settings');
    await waitFor(() => expect(document.querySelector('[data-scope="navbar"][data-part="badge"]')).not.toBeNull());
    live.send(/\/ws\/notifications\//, {
      type: 'follow_notification',
      activity_type: 'follow',
      message: 'tunde started following you',
      username: 'tunde',
      post_id: null,
      user_id: 4,
      comment_preview: null,
    });
    const toast = await screen.findByText('tunde started following you');
    expect(toast.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--bottom-right');
  });

  test('a live notification the server sends the moment the socket opens still toasts', async () => {
    signInAsAlice();
    answerNotifications([]);
    server.use(
      liveSockets.addEventListener('connection', ({ client }) => {
        if (!/\/ws\/notifications\//.test(client.url.toString())) return;
        client.send(JSON.stringify({ type: 'follow_notification', activity_type: 'follow', message: 'kemi started following you', username: 'kemi', post_id: null, user_id: 5, comment_preview: null }));
      }),
    );
    renderApp('/settings');
    expect(await screen.findByText('kemi started following you', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  test("Mark all as read reads them on the server and says 'All notifications marked as read'", async () => {
    signInAsAlice();
    const { reads } = serveNotifications([like, follow]);
    const { user } = renderApp('/notification');
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText(MESSAGES.allNotificationsRead)).toBeInTheDocument();
    expect(reads).toEqual([`all up to ${follow.id}`]);
  });
});
