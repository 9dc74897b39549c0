import { useSelector } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import type { Actor } from 'xstate';
import { LIMITS, MESSAGES } from '../../../../contract/constants';
import type { CurrentUser } from '../../../../contract/profile';
import {
  personalFormOf,
  profileSettingsMachine,
  selectEmailTone,
  selectIsSavingProfile,
  selectPersonalField,
  selectPhoneTone,
  selectProfileStatus,
  type FieldTone,
  type PersonalField,
} from '../../../../machines/profileSettings';
import { useScreenActor } from '../../../app/useScreenActor';
import { SubmitButton, TextField } from '../../../components';
import { useActorToasts } from '../../../app/useActorToasts';
import { useReloadsCurrentUser } from '../currentUser';
import { SettingsCard } from '../SettingsLayout';
import { StatusBanner } from '../StatusBanner';
import { TextAreaField } from '../TextAreaField';

type ProfileActor = Actor<typeof profileSettingsMachine>;

type FieldSpec = { field: PersonalField; label: string; type?: string; autoComplete?: string; required?: boolean };

const FIELDS: readonly FieldSpec[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name', required: true },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { field: 'dob', label: 'Date of birth', type: 'date', autoComplete: 'bday' },
  { field: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { field: 'nationality', label: 'Nationality', autoComplete: 'country-name' },
  { field: 'state', label: 'State', autoComplete: 'address-level1' },
  { field: 'city', label: 'City', autoComplete: 'address-level2' },
  { field: 'address', label: 'Address', autoComplete: 'street-address' },
];

const TONE_HINT: Partial<Record<PersonalField, string>> = { email: MESSAGES.validEmail, phone: MESSAGES.validPhone };

/** Personal Information: first and last name and e-mail required; e-mail and phone coloured as they are typed. */
export function PersonalInfoForm({ currentUser }: { currentUser: CurrentUser }) {
  const actor = useScreenActor(profileSettingsMachine, { input: { form: personalFormOf(currentUser) } });
  useActorToasts(actor);
  useReloadsCurrentUser(actor);
  const busy = useSelector(actor, selectIsSavingProfile);
  const status = useSelector(actor, selectProfileStatus);
  useEffect(() => {
    actor.send({ type: 'currentUser.loaded', form: personalFormOf(currentUser) });
  }, [actor, currentUser]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'form.submitted' });
  };
  return (
    <SettingsCard title="Personal Information" part="personal">
      <form className="form" noValidate onSubmit={submit} aria-label="Personal Information" data-scope="settings" data-part="personal-form">
        <div className="form__row form__row--two">
          {FIELDS.map((spec) => (
            <PersonalInput key={spec.field} actor={actor} spec={spec} disabled={busy} />
          ))}
        </div>
        <BioInput actor={actor} disabled={busy} />
        <StatusBanner status={status} />
        <SubmitButton busy={busy} busyLabel={MESSAGES.updating}>
          Update Profile
        </SubmitButton>
      </form>
    </SettingsCard>
  );
}

const noTone = (): FieldTone => 'empty';

function PersonalInput({ actor, spec, disabled }: { actor: ProfileActor; spec: FieldSpec; disabled: boolean }) {
  const value = useSelector(actor, (snapshot) => selectPersonalField(snapshot, spec.field));
  const toneSelector = spec.field === 'email' ? selectEmailTone : spec.field === 'phone' ? selectPhoneTone : noTone;
  const tone = useSelector(actor, toneSelector);
  return (
    <TextField
      label={spec.required ? `${spec.label} *` : spec.label}
      name={spec.field}
      type={spec.type ?? 'text'}
      autoComplete={spec.autoComplete}
      required={spec.required}
      disabled={disabled}
      value={value}
      className={`field--tone-${tone}`}
      hint={tone === 'invalid' ? TONE_HINT[spec.field] : undefined}
      data-tone={tone}
      onValueChange={(next) => actor.send({ type: 'field.changed', field: spec.field, value: next })}
    />
  );
}

function BioInput({ actor, disabled }: { actor: ProfileActor; disabled: boolean }) {
  const bio = useSelector(actor, (snapshot) => selectPersonalField(snapshot, 'bio'));
  return (
    <TextAreaField
      label="Bio"
      name="bio"
      rows={4}
      maxLength={LIMITS.bioMax}
      disabled={disabled}
      value={bio}
      onValueChange={(value) => actor.send({ type: 'field.changed', field: 'bio', value })}
    />
  );
}
