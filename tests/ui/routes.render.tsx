import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type InitialEntry, type Location, type RouteObject } from 'react-router';
import { App } from '../../src/ui/app/App';
import { preloadScreens } from '../../src/ui/app/routes';
import { writeSession } from '../../src/services/cookies';
import { aliceLogin, currentUserOf } from '../machines/auth.fixtures';
import { server } from '../setup/msw';

export { aliceLogin };

// Every lazy screen already loaded, so a test sees the screen on its first render.
await preloadScreens();

/** What a test reads of the memory router: where the app is, and a way to go elsewhere. */
export type TestRouter = { state: { location: Location }; navigate: (to: string) => Promise<void> };

/** A memory router at `entries` (the last one is current), and the test's view of it. */
export function memoryRouter(entries: InitialEntry | InitialEntry[]) {
  const initialEntries = Array.isArray(entries) ? entries : [entries];
  const router = {} as TestRouter;
  function Probe() {
    const location = useLocation();
    const navigate = useNavigate();
    router.state = { location };
    router.navigate = async (to) => {
      await act(async () => navigate(to));
    };
    return null;
  }
  function Router({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={initialEntries} initialIndex={initialEntries.length - 1}>
        <Probe />
        {children}
      </MemoryRouter>
    );
  }
  return { Router, router };
}

/** Renders the whole client at `entries` (the last one is current) with a memory router. */
export function renderApp(entries: InitialEntry | InitialEntry[], options: { routes?: RouteObject[] } = {}) {
  const { Router, router } = memoryRouter(entries);
  const user = userEvent.setup();
  const view = render(<App Router={Router} routes={options.routes} />);
  return { router, user, ...view };
}

/** The current path plus query of the router. */
export function pathOf(router: TestRouter): string {
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
