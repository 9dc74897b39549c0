import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, type InitialEntry, type RouteObject } from 'react-router';
import { App } from '../../src/ui/app/App';
import { routes } from '../../src/ui/app/routes';
import { writeSession } from '../../src/services/cookies';
import { aliceLogin, currentUserOf } from '../machines/auth.fixtures';
import { server } from '../setup/msw';

export { aliceLogin };

/** The route table with every lazy screen already loaded, so a test sees the screen on its first render. */
async function withScreensLoaded(table: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    table.map(async (route) => {
      const { lazy, children, ...rest } = route;
      const loaded = typeof lazy === 'function' ? await lazy() : {};
      const routeChildren = children ? { children: await withScreensLoaded(children) } : {};
      return { ...rest, ...loaded, ...routeChildren } as RouteObject;
    }),
  );
}

export const loadedRoutes = await withScreensLoaded(routes);

/** Renders the whole client at `entries` (the last one is current) with a memory router. */
export function renderApp(entries: InitialEntry | InitialEntry[], options: { routes?: RouteObject[] } = {}) {
  const initialEntries = Array.isArray(entries) ? entries : [entries];
  const router = createMemoryRouter(options.routes ?? loadedRoutes, {
    initialEntries,
    initialIndex: initialEntries.length - 1,
  });
  const user = userEvent.setup();
  const view = render(<App router={router} />);
  return { router, user, ...view };
}

/** The current path plus query of the router. */
export function pathOf(router: ReturnType<typeof createMemoryRouter>): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

/** Answers GET /fetchcurruserdetails for any username. */
export function answerCurrentUser(): void {
  server.use(
    http.get('/api/fetchcurruserdetails', ({ request }) => {
      const username = new URL(request.url).searchParams.get('username') ?? '';
      return HttpResponse.json({ currentuser: currentUserOf(username) });
    }),
  );
}

/** Starts the test signed in as `alice` (cookies, and the server knows her). */
export function signInAsAlice(): void {
  writeSession({ token: aliceLogin.token, username: 'alice' });
  answerCurrentUser();
}
