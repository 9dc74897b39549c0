import { useSelector } from '@xstate/react';
import { Check, Mail } from '../../components/icons';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { MESSAGES } from '../../../contract';
import {
  resetPasswordMachine,
  selectEmail,
  selectEmailMessage,
  selectFailure,
  selectIsSaving,
  selectIsSending,
  selectPassword,
  selectPasswordMessage,
  selectView,
  type NewPasswordField,
} from '../../../machines/resetPassword';
import { useScreenActor } from '../../app/useScreenActor';
import { PasswordField, SubmitButton, TextField, usePageTitle } from '../../components';
import { AuthCard } from '../../layout/AuthCard';
import '../../styles/reset.css';
import { useActorToasts } from '../../app/useActorToasts';

type ResetActor = ActorRefFrom<typeof resetPasswordMachine>;

/** /resetpassword: ask for a reset link, or (with ?token= from the mail) set a new password. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  usePageTitle('Reset Password');
  // Another link (or none) is another reset: start over.
  return <ResetPassword key={token ?? ''} token={token} />;
}

function ResetPassword({ token }: { token: string | null }) {
  const actor = useScreenActor(resetPasswordMachine, { input: { token } });
  useActorToasts(actor);
  const navigate = useNavigate();
  const view = useSelector(actor, selectView);
  const toLogin = () => navigate('/login');
  const backToLogin = (
    <button type="button" className="button button--ghost button--block" onClick={toLogin} data-scope="reset" data-part="back">
      Back to Login
    </button>
  );

  switch (view) {
    case 'request':
      return (
        <AuthCard title="Reset Password" subtitle="Enter the email address of your account and we will send you a link to reset your password." footer={backToLogin}>
          <RequestForm actor={actor} />
        </AuthCard>
      );
    case 'sent':
      return <SentCard actor={actor} onReturn={toLogin} />;
    case 'newPassword':
      return (
        <AuthCard title="Choose a new password" subtitle="Use at least 8 characters with an uppercase letter, a lowercase letter and a number." footer={backToLogin}>
          <NewPasswordForm actor={actor} />
        </AuthCard>
      );
    case 'done':
      return (
        <AuthCard title="Password Reset">
          <div className="reset__result" data-scope="reset" data-part="done">
            <span className="status-mark" aria-hidden="true">
              <Check />
            </span>
            <p role="status">{MESSAGES.passwordResetComplete}</p>
            <button type="button" className="button button--primary button--block" onClick={toLogin} data-scope="reset" data-part="sign-in">
              Sign In
            </button>
          </div>
        </AuthCard>
      );
    case 'linkInvalid':
      return (
        <AuthCard title="Link no longer valid" footer={backToLogin}>
          <div className="reset__result" data-scope="reset" data-part="link-invalid">
            <p role="alert">{MESSAGES.resetLinkInvalid}</p>
            <button
              type="button"
              className="button button--primary button--block"
              onClick={() => navigate('/resetpassword', { replace: true })}
              data-scope="reset"
              data-part="new-link"
            >
              Request a New Link
            </button>
          </div>
        </AuthCard>
      );
  }
}

function SentCard({ actor, onReturn }: { actor: ResetActor; onReturn: () => void }) {
  const email = useSelector(actor, selectEmail);
  return (
    <AuthCard title="Check Your Email">
      <div className="reset__result" data-scope="reset" data-part="sent">
        <span className="status-mark" aria-hidden="true">
          <Mail />
        </span>
        <p role="status">
          We sent password reset instructions to <strong>{email}</strong>.
        </p>
        <p className="reset__hint" data-scope="reset" data-part="spam-hint">
          Can&apos;t find it? Check your spam or junk folder.
        </p>
        <button type="button" className="button button--primary button--block" onClick={onReturn} data-scope="reset" data-part="return">
          Return to Login
        </button>
      </div>
    </AuthCard>
  );
}

function FailureAlert({ actor }: { actor: ResetActor }) {
  const failure = useSelector(actor, selectFailure);
  return failure ? (
    <p className="form__alert" role="alert" data-scope="reset" data-part="failure">
      {failure}
    </p>
  ) : null;
}

function RequestForm({ actor }: { actor: ResetActor }) {
  const email = useSelector(actor, selectEmail);
  const emailMessage = useSelector(actor, selectEmailMessage);
  const sending = useSelector(actor, selectIsSending);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'request.submitted' });
  };
  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Reset Password" data-scope="reset" data-part="request-form">
      <TextField
        label="Email address"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        error={emailMessage}
        onValueChange={(value) => actor.send({ type: 'email.changed', value })}
        onBlur={() => actor.send({ type: 'email.blurred' })}
      />
      <FailureAlert actor={actor} />
      <SubmitButton busy={sending} busyLabel="Sending...">
        Send Reset Instructions
      </SubmitButton>
    </form>
  );
}

function NewPasswordInput({ actor, field, label }: { actor: ResetActor; field: NewPasswordField; label: string }) {
  const value = useSelector(actor, (snapshot) => selectPassword(snapshot, field));
  const error = useSelector(actor, (snapshot) => selectPasswordMessage(snapshot, field));
  return (
    <PasswordField
      label={label}
      name={field}
      autoComplete="new-password"
      value={value}
      error={error}
      onValueChange={(next) => actor.send({ type: 'password.changed', field, value: next })}
      onBlur={() => actor.send({ type: 'password.blurred', field })}
    />
  );
}

function NewPasswordForm({ actor }: { actor: ResetActor }) {
  const saving = useSelector(actor, selectIsSaving);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'reset.submitted' });
  };
  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Choose a new password" data-scope="reset" data-part="new-password-form">
      <NewPasswordInput actor={actor} field="password" label="New password" />
      <NewPasswordInput actor={actor} field="password_confirm" label="Confirm new password" />
      <FailureAlert actor={actor} />
      <SubmitButton busy={saving} busyLabel="Saving...">
        Reset Password
      </SubmitButton>
    </form>
  );
}
