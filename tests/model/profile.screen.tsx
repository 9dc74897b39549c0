/**
 * /profile/{username} as the profile and follow walks render it: under the app's root actor and a memory
 * router, signed in as the variant's viewer (or signed out), with marker pages for /login and the chat room.
 * The server's answers to the profile (unless a walk serves it at once), POST /v2/chats/ and POST /follow
 * are released step by step; the viewer's own details, which the root actor loads, are answered at once.
 */
import { http, HttpResponse } from 'msw';
import type { CurrentUser } from '../../src/contract';
import { clearSession, writeSession } from '../../src/services/cookies';
import { ProfileScreen } from '../../src/ui/screens/profile/ProfileScreen';
import { vendorProfileOf } from '../fixtures/profile';
import { apiUrl, server } from '../setup/msw';
import { signedInUser } from '../ui/marketplaceProfile.render';
import { answerQueue, refusal, renderScreen, type Answer } from './view';

export const ROOM_MARKER = 'the chat room';

export const answers = answerQueue(['profile', 'chat', 'follow'] as const);

/** The profile as GET /fetchcurruserdetails?username= answers it, or its refusal. */
export const profileAnswer = (profile: CurrentUser): Answer => () => HttpResponse.json({ currentuser: profile });
export const profileMissing: Answer = refusal({ status: 404, message: 'User not found.' });
export const profileFailure: Answer = refusal({ status: 500, message: 'Server busy' });

/** The viewer's own details: a vendor when they own the profile, any member otherwise. */
const ownDetails = (viewer: string, owner: string): CurrentUser =>
  viewer === owner ? vendorProfileOf(viewer, { is_self: true }) : signedInUser(viewer);

/**
 * Signs `viewer` in (or out) and answers the profile requests from `answers`, or at once with `served.profile`. The root actor loads the
 * viewer's details before the screen asks for anything: for the owner, whose details are the profile
 * itself, that first request of the page is the root's.
 */
export function useProfileServer(owner: string, viewer: string | null, served: { profile?: () => CurrentUser } = {}): void {
  localStorage.clear();
  answers.reset();
  clearSession();
  if (viewer) writeSession({ token: `token-${viewer}`, username: viewer });
  let rootLoaded = false;
  server.use(
    http.get(apiUrl('/fetchcurruserdetails'), ({ request }) => {
      const username = new URL(request.url).searchParams.get('username');
      if (viewer && username === viewer && (viewer !== owner || !rootLoaded)) {
        rootLoaded = true;
        return profileAnswer(ownDetails(viewer, owner))();
      }
      return served.profile ? profileAnswer(served.profile())() : answers.next('profile');
    }),
    http.post(apiUrl('/v2/chats/'), () => answers.next('chat')),
    http.post(apiUrl('/follow'), () => answers.next('follow')),
    // The owner's referral panel, for an account nobody has joined through yet.
    http.get(apiUrl('/reviews/:username'), () =>
      HttpResponse.json({ average: null, count: 0, mine: null, can_review: false, results: [], page: 1, has_next: false }),
    ),
    http.get(apiUrl('/referral/code'), () => HttpResponse.json({ code: 'AB12CD34', link: 'http://localhost/register?ref=AB12CD34' })),
    http.get(apiUrl('/referral/stats'), () => HttpResponse.json({ total_referrals: 0, converted_referrals: 0, referred_users: [] })),
  );
}

export function renderProfile(owner: string): void {
  renderScreen({
    path: '/profile/:username',
    element: <ProfileScreen />,
    entry: `/profile/${owner}`,
    elsewhere: { '/login': 'the login page', '/chats/:uniquecode': ROOM_MARKER },
  });
}
