import { render, screen } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { readAppInput, type AppInput } from '../../src/machines/app';
import { writeSession } from '../../src/services/cookies';
import { AppActor } from '../../src/ui/app/AppActor';
import { Toasts } from '../../src/ui/app/Toasts';
import { currentUserOf } from '../machines/auth.fixtures';
import { server } from '../setup/msw';

/** Where the app went: the path and query of the router. */
function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Signs `username` in (cookies) and answers their current-user details. */
export function signIn(username = 'alice'): void {
  writeSession({ token: `token-${username}`, username });
  server.use(
    http.get('/api/fetchcurruserdetails', ({ request }) => {
      const name = new URL(request.url).searchParams.get('username') ?? username;
      return HttpResponse.json({ currentuser: currentUserOf(name) });
    }),
  );
}

export type RenderOptions = {
  path?: string;
  entry?: string;
  /** By default the session the cookies hold. */
  input?: AppInput;
  /** By default the app's own toast area. */
  toasts?: ReactElement;
  userOptions?: UserEventOptions;
};

/**
 * Renders `element` at `entry` under the root actor, the toasts and a memory router; every other path
 * shows where the app went.
 */
export function renderWithApp(element: ReactElement, options: RenderOptions = {}) {
  const path = options.path ?? '/';
  const user = userEvent.setup(options.userOptions);
  const view = render(
    <AppActor.Provider options={{ input: options.input ?? readAppInput() }}>
      {options.toasts ?? <Toasts />}
      <MemoryRouter initialEntries={[options.entry ?? path]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </AppActor.Provider>,
  );
  return { user, ...view };
}

export const location = () => screen.getByTestId('location').textContent;
