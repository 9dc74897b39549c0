import { useSelector } from '@xstate/react';
import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';
import {
  selectHasOtherSessions,
  selectSessions,
  selectSessionsBusy,
  selectSessionsLoadError,
  selectSessionsLoading,
  selectSigningOutSession,
  sessionsMachine,
  type AccountSession,
} from '../../../../machines/sessions';
import { useAuthRef } from '../../../app/AppActor';
import { useScreenActor } from '../../../app/useScreenActor';
import { postTime } from '../../../format/relativeTime';
import { useActorToasts } from '../../../app/useActorToasts';
import { SettingsCard } from '../SettingsLayout';
import { LoadFailed } from '../../../components/LoadFailed';

const signedInAt = (iso: string) => new Date(iso).toLocaleString();

/**
 * Sessions: every sign-in of the user (device, where from, when signed in, last used) with "Sign out" for each
 * and "Sign out of all other sessions". Signing out this browser's session logs out, as Logout does.
 */
export function SessionsSection() {
  const actor = useScreenActor(sessionsMachine, {});
  useActorToasts(actor);
  const auth = useAuthRef();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    // Home first, then the session ends: a protected page must not bounce to /login on the way out.
    const subscription = actor.on('logout.requested', () => {
      void Promise.resolve(navigate('/')).then(() => auth.send({ type: 'user.logoutRequested' }));
    });
    return () => subscription.unsubscribe();
  }, [actor, auth, navigate]);
  const sessions = useSelector(actor, selectSessions);
  const loading = useSelector(actor, selectSessionsLoading);
  const loadError = useSelector(actor, selectSessionsLoadError);
  const busy = useSelector(actor, selectSessionsBusy);
  const signingOut = useSelector(actor, selectSigningOutSession);
  const hasOthers = useSelector(actor, selectHasOtherSessions);

  return (
    <SettingsCard title="Sessions" part="sessions" description="Where your account is signed in. Sign out of any session you do not recognise.">
      {loading ? <span className="spinner" role="status" aria-label="Loading sessions" /> : null}
      {loadError ? (
        <LoadFailed message={loadError} onRetry={() => actor.send({ type: 'sessions.retried' })} className="settings__failed" scope="sessions" part="load-failed" />
      ) : null}
      <ul className="settings-list" aria-label="Active sessions" data-scope="sessions" data-part="list">
        {sessions.map((session) => (
          <SessionItem
            key={session.id}
            session={session}
            disabled={busy}
            busy={signingOut === session.id}
            onSignOut={() => actor.send({ type: 'session.signOutRequested', id: session.id })}
          />
        ))}
      </ul>
      {hasOthers ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => actor.send({ type: 'others.signOutRequested' })}
          data-scope="sessions"
          data-part="sign-out-others"
        >
          Sign out of all other sessions
        </button>
      ) : null}
    </SettingsCard>
  );
}

type SessionItemProps = { session: AccountSession; disabled: boolean; busy: boolean; onSignOut: () => void };

function SessionItem({ session, disabled, busy, onSignOut }: SessionItemProps) {
  return (
    <li className="settings-list__item" aria-label={session.device} data-scope="sessions" data-part="session" data-current={session.current ? '' : undefined}>
      <div className="settings-list__details">
        <p className="settings-list__title">
          {session.device}
          {session.current ? <span className="settings-list__current"> (this device)</span> : null}
        </p>
        <p className="settings-list__meta">{session.location}</p>
        <p className="settings-list__meta">
          Signed in {signedInAt(session.created_at)} · Last used {postTime(session.last_used_at, Date.now())}
        </p>
      </div>
      <button type="button" className="button button--secondary" disabled={disabled} onClick={onSignOut} aria-label={`Sign out ${session.device}`}>
        {busy ? 'Signing out...' : 'Sign out'}
      </button>
    </li>
  );
}
