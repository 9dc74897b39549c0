import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { Actor } from 'xstate';
import { MESSAGES } from '../../../../contract/constants';
import {
  passwordChangeMachine,
  selectCurrentPassword,
  selectIsSavingPassword,
  selectNewPassword,
  selectPasswordStatus,
  selectPasswordStrength,
  selectVerifyPassword,
  selectVerifyTone,
  type PasswordStrength,
} from '../../../../machines/passwordChange';
import { useTracedActorRef } from '../../../app/useTracedActorRef';
import { PasswordField, SubmitButton } from '../../../components';
import { useActorToasts } from '../../accounts/useActorToasts';
import { useReloadsCurrentUser } from '../currentUser';
import { SettingsCard } from '../SettingsLayout';
import { StatusBanner } from '../StatusBanner';

type PasswordActor = Actor<typeof passwordChangeMachine>;

const STRENGTH_TEXT: Record<PasswordStrength, string | undefined> = {
  empty: undefined,
  weak: 'Too short: at least 6 characters',
  fair: 'Fair: 10 or more characters is stronger',
  strong: 'Strong password',
};

/** Change Password: the current password, then the new one coloured as typed (red, orange, green), the verification green when equal. */
export function PasswordForm() {
  const actor = useTracedActorRef(passwordChangeMachine, {});
  useActorToasts(actor);
  useReloadsCurrentUser(actor);
  const busy = useSelector(actor, selectIsSavingPassword);
  const status = useSelector(actor, selectPasswordStatus);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'password.submitted' });
  };
  return (
    <SettingsCard title="Change Password" part="password">
      <form className="form" noValidate onSubmit={submit} aria-label="Change Password" data-scope="settings" data-part="password-form">
        <CurrentPasswordInput actor={actor} disabled={busy} />
        <NewPasswordInput actor={actor} disabled={busy} />
        <VerifyPasswordInput actor={actor} disabled={busy} />
        <StatusBanner status={status} />
        <SubmitButton busy={busy} busyLabel={MESSAGES.updating}>
          Update Password
        </SubmitButton>
      </form>
    </SettingsCard>
  );
}

/** Asked beyond the spec: the server changes a password only with the current one. */
function CurrentPasswordInput({ actor, disabled }: { actor: PasswordActor; disabled: boolean }) {
  const value = useSelector(actor, selectCurrentPassword);
  return (
    <PasswordField
      label="Current password"
      name="currentPassword"
      autoComplete="current-password"
      disabled={disabled}
      value={value}
      onValueChange={(next) => actor.send({ type: 'currentPassword.changed', value: next })}
    />
  );
}

function NewPasswordInput({ actor, disabled }: { actor: PasswordActor; disabled: boolean }) {
  const value = useSelector(actor, selectNewPassword);
  const strength = useSelector(actor, selectPasswordStrength);
  return (
    <PasswordField
      label="New password"
      name="NewPassword"
      autoComplete="new-password"
      disabled={disabled}
      value={value}
      className={`field--strength-${strength}`}
      hint={STRENGTH_TEXT[strength]}
      data-strength={strength}
      onValueChange={(next) => actor.send({ type: 'newPassword.changed', value: next })}
    />
  );
}

function VerifyPasswordInput({ actor, disabled }: { actor: PasswordActor; disabled: boolean }) {
  const value = useSelector(actor, selectVerifyPassword);
  const tone = useSelector(actor, selectVerifyTone);
  return (
    <PasswordField
      label="Verify new password"
      name="verifyNewPassword"
      autoComplete="new-password"
      disabled={disabled}
      value={value}
      className={`field--verify-${tone}`}
      hint={tone === 'mismatch' ? MESSAGES.passwordsDontMatch : tone === 'match' ? 'Passwords match' : undefined}
      data-tone={tone}
      onValueChange={(next) => actor.send({ type: 'verifyPassword.changed', value: next })}
    />
  );
}
