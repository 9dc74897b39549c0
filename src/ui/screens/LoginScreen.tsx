import { useSelector } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PRODUCT_NAME } from '../../contract';
import {
  loginFormMachine,
  selectIsSigningIn,
  selectLoginError,
  selectLoginFieldError,
  selectLoginValue,
} from '../../machines/auth';
import { useAuthRef, useAuthSelector } from '../app/AppActor';
import { useTracedActorRef } from '../app/useTracedActorRef';
import { PasswordField, SubmitButton, TextField, usePageTitle } from '../components';
import { AuthCard } from '../layout/AuthCard';

/** Where the third-party sign-in starts: a full-page visit to our API, which answers itself. */
export const THIRD_PARTY_SIGN_IN_PATH = '/api/auth/google/';

const selectUsernameValue = selectLoginValue('username');
const selectPasswordValue = selectLoginValue('password');
const selectUsernameError = selectLoginFieldError('username');
const selectPasswordError = selectLoginFieldError('password');

/** Sign in: username or e-mail and password, Forgot Password, Google, and a way to sign up. */
export function LoginScreen() {
  usePageTitle('Sign In');
  const auth = useAuthRef();
  const form = useTracedActorRef(loginFormMachine, { input: { auth } });
  const username = useSelector(form, selectUsernameValue);
  const password = useSelector(form, selectPasswordValue);
  const usernameError = useSelector(form, selectUsernameError);
  const passwordError = useSelector(form, selectPasswordError);
  const signingIn = useAuthSelector(selectIsSigningIn);
  const loginError = useAuthSelector(selectLoginError);
  const navigate = useNavigate();

  // An unverified account goes on to activation.
  useEffect(() => {
    const subscription = auth.on('login.inactive', ({ username: inactive }) => {
      navigate(`/activate?username=${encodeURIComponent(inactive)}`);
    });
    return () => subscription.unsubscribe();
  }, [auth, navigate]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.send({ type: 'form.submitted' });
  };

  return (
    <AuthCard
      title="Sign In"
      subtitle={`Welcome back to ${PRODUCT_NAME}.`}
      footer={
        <p>
          Don&apos;t have an account? <Link to="/register">Sign up</Link>
        </p>
      }
    >
      <form className="form" noValidate onSubmit={submit} aria-label="Sign in" data-scope="login" data-part="form">
        {loginError ? (
          <p className="form__alert" role="alert" data-scope="login" data-part="error">
            {loginError}
          </p>
        ) : null}
        <TextField
          label="Username or email"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={username}
          error={usernameError}
          onValueChange={(value) => form.send({ type: 'field.changed', field: 'username', value })}
          onBlur={() => form.send({ type: 'field.blurred', field: 'username' })}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={passwordError}
          onValueChange={(value) => form.send({ type: 'field.changed', field: 'password', value })}
          onBlur={() => form.send({ type: 'field.blurred', field: 'password' })}
        />
        <div className="auth-link-row">
          <Link to="/resetpassword">Forgot Password?</Link>
        </div>
        <SubmitButton busy={signingIn} busyLabel="Signing in...">
          Sign In
        </SubmitButton>
      </form>
      <p className="divider">or</p>
      <a className="button button--secondary button--block" href={THIRD_PARTY_SIGN_IN_PATH} data-scope="login" data-part="google">
        <GoogleMark />
        Continue with Google
      </a>
    </AuthCard>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8Z" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.8A11 11 0 0 0 12 23Z" />
      <path fill="#FBBC05" d="M5.7 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.6-2.8Z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.1-3.1A11 11 0 0 0 2.1 7.1l3.6 2.8C6.6 7.3 9.1 5.4 12 5.4Z" />
    </svg>
  );
}
