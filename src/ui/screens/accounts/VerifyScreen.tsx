import { useSelector } from '@xstate/react';
import { Check } from '../../components/icons';
import { useId, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import {
  selectCanResend,
  selectError,
  selectIsMissingUsername,
  selectIsResending,
  selectIsVerified,
  selectIsVerifying,
  selectNotice,
  selectSecondsLeft,
  selectUsername,
  selectVerifiedMessage,
  verifyMachine,
} from '../../../machines/verify';
import { useScreenActor } from '../../app/useScreenActor';
import { SubmitButton, usePageTitle } from '../../components';
import { AuthCard } from '../../layout/AuthCard';
import '../../styles/verify.css';
import { useActorToasts } from '../../app/useActorToasts';
import { CodeBoxes } from './CodeBoxes';

/** /activate?username=...: account verification by the mailed 6-digit code. */
export function VerifyScreen() {
  usePageTitle('Verify Account');
  const [params] = useSearchParams();
  const username = params.get('username');
  // A different username is a different verification: start over.
  return <VerifyAccount key={username ?? ''} username={username} />;
}

function VerifyAccount({ username }: { username: string | null }) {
  const actor = useScreenActor(verifyMachine, { input: { username } });
  useActorToasts(actor);
  const navigate = useNavigate();
  const missingUsername = useSelector(actor, selectIsMissingUsername);
  const verified = useSelector(actor, selectIsVerified);
  const verifiedMessage = useSelector(actor, selectVerifiedMessage);
  const shownUsername = useSelector(actor, selectUsername);
  const error = useSelector(actor, selectError);
  const notice = useSelector(actor, selectNotice);
  const verifying = useSelector(actor, selectIsVerifying);
  const secondsLeft = useSelector(actor, selectSecondsLeft);
  const canResend = useSelector(actor, selectCanResend);
  const resending = useSelector(actor, selectIsResending);
  const errorId = useId();

  if (missingUsername) return <Navigate to="/login" replace />;

  const toLogin = () => navigate('/login');

  if (verified) {
    return (
      <AuthCard title="Account Verified!" subtitle={verifiedMessage}>
        <div className="verify__done" data-scope="verify" data-part="verified">
          <span className="status-mark" aria-hidden="true">
            <Check />
          </span>
          <p>You can now sign in with your username and password.</p>
          <button type="button" className="button button--primary button--block" onClick={toLogin} data-scope="verify" data-part="sign-in">
            Sign In Now
          </button>
        </div>
      </AuthCard>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'code.submitted' });
  };

  return (
    <AuthCard
      title="Verify your account"
      subtitle={
        <>
          Enter the 6-digit code we sent to the email address of <strong>{shownUsername}</strong>.
        </>
      }
      footer={
        <button type="button" className="button button--ghost button--block" onClick={toLogin} data-scope="verify" data-part="back">
          Back to Login
        </button>
      }
    >
      <form className="form verify" noValidate onSubmit={submit} aria-label="Verify your account" data-scope="verify" data-part="form">
        <CodeBoxes actor={actor} invalid={Boolean(error)} describedBy={error ? errorId : undefined} />
        {error ? (
          <p id={errorId} className="verify__message verify__message--error" role="alert" data-scope="verify" data-part="error">
            {error}
          </p>
        ) : null}
        {notice ? (
          <p className="verify__message verify__message--notice" role="status" data-scope="verify" data-part="notice">
            {notice}
          </p>
        ) : null}
        <SubmitButton busy={verifying} busyLabel="Verifying...">
          Verify Account
        </SubmitButton>
        <div className="verify__resend" data-scope="verify" data-part="resend">
          <span>Didn&apos;t get a code?</span>
          <button
            type="button"
            className="button button--secondary"
            disabled={!canResend}
            aria-busy={resending || undefined}
            onClick={() => actor.send({ type: 'resend.requested' })}
            data-scope="verify"
            data-part="resend-button"
          >
            {resending ? 'Sending...' : 'Resend Code'}
            {secondsLeft > 0 ? (
              <span className="verify__countdown" data-scope="verify" data-part="countdown">
                {' '}
                ({secondsLeft}s)
              </span>
            ) : null}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
