import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { chatRoomOf, messagesAnswerOf, notificationOf, ROOM_CODE, roomsAnswerOf } from '../fixtures/chat';
import { answerMessages, answerNotifications, answerRooms, playLiveServer } from './chat.render';
import { pathOf, renderApp, signInAsAlice } from './routes.render';

const tabBar = () => screen.getByRole('navigation', { name: 'Sections' });
const tab = (name: RegExp) => within(tabBar()).getByRole('link', { name });

describe('tab bar (phones)', () => {
  test('signed out: no tab bar', () => {
    renderApp('/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();
  });

  test('signed in: Marketplace, Chats, Notifications and Profile, the page shown marked current', async () => {
    signInAsAlice();
    const { user, router } = renderApp('/');
    await screen.findByRole('navigation', { name: 'Sections' });
    const links = within(tabBar())
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Marketplace', '/'],
      ['Chats', '/chats'],
      ['Notifications', '/notification'],
      ['Profile', '/profile/alice'],
    ]);
    expect(tab(/Marketplace/)).toHaveAttribute('aria-current', 'page');
    expect(tab(/Notifications/)).not.toHaveAttribute('aria-current');

    await user.click(tab(/Notifications/));
    expect(pathOf(router)).toBe('/notification');
    expect(tab(/Notifications/)).toHaveAttribute('aria-current', 'page');
    expect(tab(/Marketplace/)).not.toHaveAttribute('aria-current');
  });

  test('the unread counts of chats and notifications show on their tabs, 9+ above 9', async () => {
    signInAsAlice();
    answerRooms(roomsAnswerOf([chatRoomOf({ unread_count: 12 })]));
    answerNotifications([notificationOf(1), notificationOf(2), notificationOf(3, { is_read: true })]);
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Sections' });
    const chats = await within(tabBar()).findByRole('link', { name: 'Chats, 12 unread messages' });
    expect(within(chats).getByText('9+')).toBeInTheDocument();
    const notifications = await within(tabBar()).findByRole('link', { name: 'Notifications, 2 unread notifications' });
    expect(within(notifications).getByText('2')).toBeInTheDocument();
    expect(tab(/Marketplace/)).toHaveAccessibleName('Marketplace');
  });

  test('in a chat room the tab bar makes way for the composer; the header leads back to /chats', async () => {
    signInAsAlice();
    playLiveServer();
    answerMessages(ROOM_CODE, messagesAnswerOf([]));
    const { user, router } = renderApp(`/chats/${ROOM_CODE}`);
    await screen.findByText('Bola Ade');
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to chats' }));
    expect(pathOf(router)).toBe('/chats');
    await screen.findByRole('navigation', { name: 'Sections' });
    expect(tab(/Chats/)).toHaveAttribute('aria-current', 'page');
  });
});
