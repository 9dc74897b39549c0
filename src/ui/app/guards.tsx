import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { selectIsSignedIn } from '../../machines/auth';
import { useAuthSelector } from './AppActor';

/** What a redirect to /login remembers: where the visitor wanted to go. */
export type LoginRedirectState = { from?: Pick<Location, 'pathname' | 'search' | 'hash'> };

function isLoginRedirectState(state: unknown): state is LoginRedirectState {
  return typeof state === 'object' && state !== null && 'from' in state;
}

/** The path a signed-in user goes to from /login: where they came from, else home. */
export function returnPathOf(state: unknown): string {
  const from = isLoginRedirectState(state) ? state.from : undefined;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname === '/login') {
    return '/';
  }
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Routes under it need a session: others go to /login, remembering where they were going. */
export function RequireSignedIn() {
  const signedIn = useAuthSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) {
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/** Routes under it are for visitors: a signed-in user goes back where they came from, else to /. */
export function RedirectSignedIn() {
  const signedIn = useAuthSelector(selectIsSignedIn);
  const location = useLocation();
  if (signedIn) return <Navigate to={returnPathOf(location.state)} replace />;
  return <Outlet />;
}
