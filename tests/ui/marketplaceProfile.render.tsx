import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { ToastContainer } from 'react-toastify';
import type { CurrentUser } from '../../src/contract';
import { writeSession } from '../../src/services/cookies';
import { currentUserOf } from '../machines/auth.fixtures';
import { apiUrl, server } from '../setup/msw';
import { location, renderWithApp } from './post.render';

/**
 * Answers GET /fetchcurruserdetails from `profiles` by username (a 404 for
 * anyone else), counting the calls per username.
 */
export function answerProfiles(profiles: Record<string, CurrentUser>): Map<string, number> {
  const calls = new Map<string, number>();
  server.use(
    http.get(apiUrl('/fetchcurruserdetails'), ({ request }) => {
      const username = new URL(request.url).searchParams.get('username') ?? '';
      calls.set(username, (calls.get(username) ?? 0) + 1);
      const profile = profiles[username];
      return profile ? HttpResponse.json({ currentuser: profile }) : HttpResponse.json({ message: 'User not found.' }, { status: 404 });
    }),
  );
  return calls;
}

/**
 * Renders `element` at `entry` under the root actor, signed in as `signedInAs`
 * (whose details the server knows) or signed out, with an unlimited toast area
 * and a marker page for anywhere else.
 */
export function renderWithSession(
  element: ReactElement,
  { path, entry, signedInAs }: { path: string; entry?: string; signedInAs?: string },
) {
  const session = signedInAs ? { token: `token-${signedInAs}`, username: signedInAs } : null;
  if (session) writeSession(session);
  return renderWithApp(element, {
    path,
    entry,
    input: { storedSession: session },
    toasts: <ToastContainer />,
    userOptions: { applyAccept: false },
  });
}

export const whereAmI = location;

export const signedInUser = (username: string, overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  ...currentUserOf(username),
  is_self: true,
  ...overrides,
});
