import { useSelector } from '@xstate/react';
import { Check } from '../../components/icons';
import type { FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Link } from '../../components/links';
import { PRODUCT_NAME } from '../../../contract';
import {
  registerMachine,
  selectCanSubmit,
  selectFailureNotice,
  selectFieldMessage,
  selectFormErrors,
  selectIsSubmitting,
  selectReferralApplied,
  selectReferralCode,
  selectRegisteredUsername,
  selectTermsAccepted,
} from '../../../machines/register';
import { useScreenActor } from '../../app/useScreenActor';
import { Checkbox, GoogleSignInLink, SubmitButton, TextField, usePageTitle } from '../../components';
import { AuthCard } from '../../layout/AuthCard';
import '../../styles/register.css';
import { useActorToasts } from '../../app/useActorToasts';
import { RegisterField } from './RegisterField';

/** /register: sign up, with an optional ?ref= referral code. */
export function RegisterScreen() {
  usePageTitle('Sign Up');
  const [params] = useSearchParams();
  const actor = useScreenActor(registerMachine, { input: { referralCode: params.get('ref') } });
  useActorToasts(actor);
  const registeredUsername = useSelector(actor, selectRegisteredUsername);
  const referralCode = useSelector(actor, selectReferralCode);
  const referralApplied = useSelector(actor, selectReferralApplied);
  const termsAccepted = useSelector(actor, selectTermsAccepted);
  const termsMessage = useSelector(actor, (snapshot) => selectFieldMessage(snapshot, 'terms'));
  const referralMessage = useSelector(actor, (snapshot) => selectFieldMessage(snapshot, 'referral_code'));
  const canSubmit = useSelector(actor, selectCanSubmit);
  const submitting = useSelector(actor, selectIsSubmitting);
  const formErrors = useSelector(actor, selectFormErrors);
  const failureNotice = useSelector(actor, selectFailureNotice);

  if (registeredUsername) {
    return <Navigate to={`/activate?username=${encodeURIComponent(registeredUsername)}`} replace />;
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'form.submitted' });
  };
  const alerts = failureNotice ? [...formErrors, failureNotice] : formErrors;

  return (
    <AuthCard
      wide
      title="Create your account"
      subtitle={`Join ${PRODUCT_NAME} to buy from and sell to vendors near you.`}
      footer={
        <>
          <p>
            Already have an account? <Link to="/login">Sign in</Link>
          </p>
          <p className="register__copyright" data-scope="register" data-part="copyright">
            © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
          </p>
        </>
      }
    >
      <div data-scope="register" data-part="root" className="register">
        <GoogleSignInLink scope="register">Sign up with Google</GoogleSignInLink>
        <p className="divider">or sign up with your email</p>
        <form className="form" noValidate onSubmit={submit} aria-label="Create your account" data-scope="register" data-part="form">
          <div className="form__row form__row--two">
            <RegisterField actor={actor} field="first_name" label="First name" autoComplete="given-name" />
            <RegisterField actor={actor} field="last_name" label="Last name" autoComplete="family-name" />
          </div>
          <RegisterField actor={actor} field="username" label="Username" autoComplete="username" />
          <RegisterField actor={actor} field="email" label="Email" type="email" inputMode="email" autoComplete="email" />
          <div className="form__row form__row--two">
            <RegisterField actor={actor} field="phone" label="Phone" type="tel" inputMode="tel" autoComplete="tel" />
            <RegisterField actor={actor} field="city" label="City" autoComplete="address-level2" />
          </div>
          <div className="form__row form__row--two">
            <RegisterField actor={actor} field="password" label="Password" type="password" autoComplete="new-password" />
            <RegisterField actor={actor} field="password_confirm" label="Confirm password" type="password" autoComplete="new-password" />
          </div>
          {referralCode ? (
            <div data-scope="register" data-part="referral">
              <TextField
                label="Referral code"
                name="referral_code"
                value={referralCode}
                onValueChange={() => undefined}
                readOnly
                error={referralMessage}
                hint={
                  referralApplied ? (
                    <span className="register__applied" data-scope="register" data-part="referral-applied">
                      <Check /> Applied
                    </span>
                  ) : null
                }
              />
            </div>
          ) : null}
          <Checkbox
            name="terms"
            checked={termsAccepted}
            onCheckedChange={(accepted) => actor.send({ type: 'terms.toggled', accepted })}
            error={termsMessage}
            label={
              <>
                I agree to the <Link to="/settings/about#terms">Terms of Service</Link> and{' '}
                <Link to="/settings/about#privacy-policy">Privacy Policy</Link>
              </>
            }
          />
          {alerts.length > 0 ? (
            <div className="form__alert" role="alert" data-scope="register" data-part="form-errors">
              {alerts.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          ) : null}
          <SubmitButton disabled={!canSubmit} busy={submitting} busyLabel="Creating account...">
            Create Account
          </SubmitButton>
        </form>
      </div>
    </AuthCard>
  );
}
