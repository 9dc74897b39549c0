import { useSelector } from '@xstate/react';
import { Navigate, useSearchParams } from 'react-router';
import { MESSAGES } from '../../../contract';
import { authCallbackMachine, resolveCallback, selectEnding } from '../../../machines/authCallback';
import { useAuthRef } from '../../app/AppActor';
import { useScreenActor } from '../../app/useScreenActor';
import { usePageTitle } from '../../components';
import '../../styles/auth.css';
import { useActorToasts, useActorToastWithdrawals } from '../../app/useActorToasts';

/**
 * The return trip of third-party sign-in (/auth/callback). The authCallback
 * actor decides everything (hand-over, toasts, destination); this screen says
 * 'Completing sign-in...' and goes where the actor's output says.
 */
export function AuthCallbackScreen() {
  usePageTitle('Signing in');
  const [params] = useSearchParams();
  // A different query is a different sign-in: start over.
  return <CompletingSignIn key={params.toString()} params={params} />;
}

function CompletingSignIn({ params }: { params: URLSearchParams }) {
  const auth = useAuthRef();
  const actor = useScreenActor(authCallbackMachine, { input: { result: resolveCallback(params), auth } });
  useActorToastWithdrawals(actor);
  useActorToasts(actor);
  const ending = useSelector(actor, selectEnding);

  if (ending) return <Navigate to={ending.to} replace />;

  return (
    <section className="auth-page" data-scope="auth-callback" data-part="root">
      <div className="auth-card auth-callback" role="status">
        <span className="spinner auth-callback__spinner" aria-hidden="true" />
        <h1 className="auth-card__title">{MESSAGES.completingSignIn}</h1>
      </div>
    </section>
  );
}
