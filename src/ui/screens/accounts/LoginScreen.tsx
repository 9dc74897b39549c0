import { useSelector } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../components/links';
import { PRODUCT_NAME } from '../../../contract';
import { preloadSignIn, selectIsSigningIn, selectLoginError } from '../../../machines/auth';
import { loginFormMachine, selectLoginFieldError, selectLoginValue } from '../../../machines/loginForm';
import { useAuthRef, useAuthSelector } from '../../app/AppActor';
import { useScreenActor } from '../../app/useScreenActor';
import { GoogleSignInLink, PasswordField, SubmitButton, TextField, usePageTitle } from '../../components';
import { AuthCard } from '../../layout/AuthCard';

const selectUsernameValue = selectLoginValue('username');
const selectPasswordValue = selectLoginValue('password');
const selectUsernameError = selectLoginFieldError('username');
const selectPasswordError = selectLoginFieldError('password');

/** Sign in: username or e-mail and password, Forgot Password, Google, and a way to sign up. */
export function LoginScreen() {
  usePageTitle('Sign In');
  const auth = useAuthRef();
  const form = useScreenActor(loginFormMachine, { input: { auth } });
  const username = useSelector(form, selectUsernameValue);
  const password = useSelector(form, selectPasswordValue);
  const usernameError = useSelector(form, selectUsernameError);
  const passwordError = useSelector(form, selectPasswordError);
  const signingIn = useAuthSelector(selectIsSigningIn);
  const loginError = useAuthSelector(selectLoginError);
  const navigate = useNavigate();

  useEffect(preloadSignIn, []);

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
      <GoogleSignInLink scope="login">Continue with Google</GoogleSignInLink>
    </AuthCard>
  );
}
