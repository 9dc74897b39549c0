import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { routes } from '../../src/ui/app/routes';
import { server } from '../setup/msw';
import { aliceLogin, answerCurrentUser, pathOf, renderApp, signInAsAlice } from './routes.render';

function Boom(): never {
  throw new Error('A screen failed to render');
}

/** The route table with one extra screen that throws while rendering. */
function routesWithFailingScreen(extra: RouteObject = { path: 'boom', element: <Boom /> }): RouteObject[] {
  const [root] = routes;
  const [inner] = root?.children ?? [];
  if (!root || !inner || inner.index) throw new Error('unexpected route table');
  const failing: RouteObject = { ...inner, children: [...(inner.children ?? []), extra] };
  return [{ ...root, index: false, children: [failing] }];
}

/** A screen whose code chunk does not arrive, as Chromium words a failed `import()`. */
const Unreachable = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/SearchScreen-1a2b3c.js')));
const unreachableScreen: RouteObject = { path: 'unreachable', element: <Unreachable /> };

const reload = vi.hoisted(() => ({ reloadPage: vi.fn() }));
vi.mock(import('../../src/ui/app/pageReload'), () => reload);

describe('route table', () => {
  test('/ is the marketplace feed, open to visitors, with Sign In in the navbar', async () => {
    renderApp('/', { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketplace' })).toBeInTheDocument();
    expect(await screen.findByText('No Content Found...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  test('/no/such/page shows the not-found screen', () => {
    renderApp('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  test('/settings/about is open to visitors: the sign-up form links its terms there', async () => {
    renderApp('/settings/about#terms');
    expect(await screen.findByRole('heading', { name: /Terms and Conditions/ })).toBeInTheDocument();
  });

  test('/search is open to visitors', () => {
    renderApp('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Search Users' })).toBeInTheDocument();
  });

  test.each(['/chats', '/chats/abc123', '/notification', '/settings/profile'])(
    '%s sends a visitor to /login, remembering where they were going',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.state).toEqual({ from: expect.objectContaining({ pathname: path }) });
    },
  );

  test('after sign-in the visitor returns to the protected page they asked for', async () => {
    server.use(http.post('/api/login', () => HttpResponse.json(aliceLogin)));
    answerCurrentUser();
    const { router, user } = renderApp('/settings/profile?tab=1');
    await screen.findByRole('heading', { name: 'Sign In' });
    await user.type(screen.getByLabelText('Username or email'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(pathOf(router)).toBe('/settings/profile?tab=1'));
  });

  test('a signed-in user reaches protected routes', async () => {
    signInAsAlice();
    const { router } = renderApp('/chats');
    expect(pathOf(router)).toBe('/chats');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages (0)' })).toBeInTheDocument();
  });

  test('a signed-in user is sent away from /login to /', async () => {
    signInAsAlice();
    const { router } = renderApp('/login');
    await waitFor(() => expect(pathOf(router)).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketplace' })).toBeInTheDocument();
  });

  test('a screen that fails to render shows the not-found screen under the navbar', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/boom', { routes: routesWithFailingScreen() });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    quiet.mockRestore();
  });

  test('a screen whose code fails to load says the connection failed and loads the page again on Retry or online, not 404', async () => {
    const { user } = renderApp('/unreachable', { routes: routesWithFailingScreen(unreachableScreen) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Connection failed');
    expect(alert).toHaveTextContent(MESSAGES.networkError);
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    reload.reloadPage.mockClear();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload.reloadPage).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(reload.reloadPage).toHaveBeenCalledTimes(2);
  });

  test('every route change scrolls smoothly to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp('/');
    scrollTo.mockClear();
    await router.navigate('/register');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' }));
    scrollTo.mockRestore();
  });
});
