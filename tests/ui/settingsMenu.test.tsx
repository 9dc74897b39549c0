import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pathOf, renderApp } from './routes.render';
import { settingsServer } from './settings.render';

describe('/settings', () => {
  it('sends a visitor to /login, remembering where they were going', async () => {
    const { router } = renderApp('/settings/chat');
    await screen.findByRole('heading', { name: /log in|sign in/i });
    expect(pathOf(router)).toBe('/login');
    expect(router.state.location.state).toEqual({ from: { pathname: '/settings/chat', search: '', hash: '' } });
  });

  it('lists Profile, Marketplace, Chats & Notifications, Contact Us and About Us, each to its page; the title is Settings', async () => {
    settingsServer();
    const { router, user } = renderApp('/settings');
    const menu = await screen.findByRole('navigation', { name: 'Settings' });
    const links = [...menu.querySelectorAll('a')].map((link) => [link.querySelector('.settings-menu__label')?.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Profile', '/settings/profile'],
      ['Marketplace', '/settings/marketplace'],
      ['Chats & Notifications', '/settings/chat'],
      ['Contact Us', '/settings/contact'],
      ['About Us', '/settings/about'],
    ]);
    expect(document.title).toMatch(/^Settings/);
    await user.click(screen.getByRole('link', { name: /About Us/ }));
    expect(pathOf(router)).toBe('/settings/about');
    await user.click(await screen.findByRole('link', { name: 'Back to Settings' }));
    expect(pathOf(router)).toBe('/settings');
  });
});
