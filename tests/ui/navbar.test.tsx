import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { readSession } from '../../src/services/cookies';
import { server } from '../setup/msw';
import { pathOf, renderApp, signInAsAlice } from './routes.render';

function navbar() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('Navbar', () => {
  test('signed out: the logo and Sign In', () => {
    renderApp('/');
    expect(navbar().getByRole('link', { name: 'Naija Market' })).toHaveAttribute('href', '/');
    expect(navbar().getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(navbar().queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(navbar().queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  test('signed out on /login: Sign Up instead', () => {
    renderApp('/login');
    expect(navbar().getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(navbar().queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  test('signed in: Marketplace, Profile, Chats, Notifications, Settings and Logout', async () => {
    signInAsAlice();
    renderApp('/');
    await navbar().findByRole('button', { name: 'Logout' });
    const links = navbar()
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Naija Market', '/'],
      ['Marketplace', '/'],
      ['Profile', '/profile/alice'],
      ['Chats', '/chats'],
      ['Notifications', '/notification'],
      ['Settings', '/settings'],
    ]);
    expect(navbar().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(navbar().getByRole('link', { name: 'Marketplace' })).toHaveAttribute('aria-current', 'page');
  });

  test('the menu button opens and closes the links, also with Escape', async () => {
    signInAsAlice();
    const { user } = renderApp('/');
    const menu = await navbar().findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(menu.getAttribute('aria-controls') ?? '')).toHaveAttribute('data-open');
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('a link in the open menu closes it and goes there', async () => {
    signInAsAlice();
    // Her own profile shows her referral panel.
    server.use(
      http.get('/api/referral/code', () => HttpResponse.json({ code: 'ALICE234', link: 'http://localhost/register?ref=ALICE234' })),
      http.get('/api/referral/stats', () => HttpResponse.json({ total_referrals: 0, converted_referrals: 0, referred_users: [] })),
    );
    const { user, router } = renderApp('/');
    const menu = await navbar().findByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.click(navbar().getByRole('link', { name: 'Profile' }));
    expect(pathOf(router)).toBe('/profile/alice');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test("Logout revokes the token, clears the session, goes to / and says 'You have been logged out'", async () => {
    signInAsAlice();
    let revoked = false;
    server.use(
      http.post('/api/logout', () => {
        revoked = true;
        return HttpResponse.json({ message: 'Logged out' });
      }),
    );
    const { user, router } = renderApp('/chats');
    await user.click(await navbar().findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText(MESSAGES.loggedOut)).toBeInTheDocument();
    expect(pathOf(router)).toBe('/');
    expect(revoked).toBe(true);
    expect(readSession()).toBeNull();
    await waitFor(() => expect(navbar().getByRole('link', { name: 'Sign In' })).toBeInTheDocument());
  });
});

