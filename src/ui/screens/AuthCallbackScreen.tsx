import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { MESSAGES } from '../../contract';
import { resolveCallback, selectAuthStatus, selectIsLoadingCurrentUser } from '../../machines/auth';
import { useAuthRef, useAuthSelector } from '../app/AppActor';
import { usePageTitle } from '../components';
import '../styles/auth.css';

type Ending = { to: '/' | '/login'; tone: 'success' | 'error'; message: string };

/**
 * The return trip of third-party sign-in (/auth/callback): reads token,
 * username, new_user and error. An error code goes to /login with its text.
 * Credentials go to the auth actor; once it has loaded the user the screen
 * says so and goes to /, and if the server rejects the token it says
 * 'Failed to complete sign-in' and goes to /login.
 */
export function AuthCallbackScreen() {
  usePageTitle('Signing in');
  const [params] = useSearchParams();
  const auth = useAuthRef();
  const navigate = useNavigate();
  const status = useAuthSelector(selectAuthStatus);
  const loadingUser = useAuthSelector(selectIsLoadingCurrentUser);
  const result = useMemo(() => resolveCallback(params), [params]);
  const [handedOver, setHandedOver] = useState(false);
  // Handed over and said once, even where React runs effects twice.
  const handing = useRef(false);
  const ended = useRef(false);

  useEffect(() => {
    if (result.kind !== 'succeeded' || handing.current) return;
    handing.current = true;
    auth.send({ type: 'session.established', token: result.token, username: result.username });
    setHandedOver(true);
  }, [auth, result]);

  let ending: Ending | null = null;
  if (result.kind === 'failed') ending = { to: '/login', tone: 'error', message: result.message };
  else if (handedOver && status === 'signedIn' && !loadingUser) ending = { to: '/', tone: 'success', message: result.message };
  else if (handedOver && status === 'signedOut') ending = { to: '/login', tone: 'error', message: MESSAGES.callbackFailed };

  useEffect(() => {
    if (!ending || ended.current) return;
    ended.current = true;
    // The callback's word replaces the auth actor's 'You have been logged out' for a rejected token.
    if (ending.message === MESSAGES.callbackFailed) toast.dismiss();
    toast[ending.tone](ending.message);
    navigate(ending.to, { replace: true });
  });

  return (
    <section className="auth-page" data-scope="auth-callback" data-part="root">
      <div className="auth-card auth-callback" role="status">
        <span className="spinner auth-callback__spinner" aria-hidden="true" />
        <h1 className="auth-card__title">{MESSAGES.completingSignIn}</h1>
      </div>
    </section>
  );
}
