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
import { useScreenActor } from '../../../app/useScreenActor';
import { PasswordField, SubmitButton, useActorText } from '../../../components';
import { useActorToasts } from '../../../app/useActorToasts';
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
  const actor = useScreenActor(passwordChangeMachine, {});
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
  const text = useActorText(actor, selectCurrentPassword, 'currentPassword.changed');
  return <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" disabled={disabled} {...text} />;
}

function NewPasswordInput({ actor, disabled }: { actor: PasswordActor; disabled: boolean }) {
  const text = useActorText(actor, selectNewPassword, 'newPassword.changed');
  const strength = useSelector(actor, selectPasswordStrength);
  return (
    <PasswordField
      label="New password"
      name="NewPassword"
      autoComplete="new-password"
      disabled={disabled}
      {...text}
      className={`field--strength-${strength}`}
      hint={STRENGTH_TEXT[strength]}
      data-strength={strength}
    />
  );
}

function VerifyPasswordInput({ actor, disabled }: { actor: PasswordActor; disabled: boolean }) {
  const text = useActorText(actor, selectVerifyPassword, 'verifyPassword.changed');
  const tone = useSelector(actor, selectVerifyTone);
  return (
    <PasswordField
      label="Verify new password"
      name="verifyNewPassword"
      autoComplete="new-password"
      disabled={disabled}
      {...text}
      className={`field--verify-${tone}`}
      hint={tone === 'mismatch' ? MESSAGES.passwordsDontMatch : tone === 'match' ? 'Passwords match' : undefined}
      data-tone={tone}
    />
  );
}
