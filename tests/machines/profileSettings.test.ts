import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type InputFrom } from 'xstate';
import { MESSAGES } from '../../src/contract';
import {
  profileSettingsMachine,
  saveProfile,
  selectEmailTone,
  selectIsSavingProfile,
  selectPersonalField,
  selectPhoneTone,
  selectProfileStatus,
  type ProfileSaveOutcome,
} from '../../src/machines/profileSettings';
import { aliceForm, answered, listen, settle } from '../fixtures/settings';

function start(save: (body: unknown) => Promise<ProfileSaveOutcome> = async () => answered(MESSAGES.profileUpdated)) {
  const bodies: unknown[] = [];
  const machine = profileSettingsMachine.provide({
    actors: {
      saveProfile: fromPromise<ProfileSaveOutcome, InputFrom<typeof saveProfile>>(({ input }) => {
        bodies.push(input.body);
        return save(input.body);
      }),
    },
  });
  const actor = createActor(machine, { input: { form: aliceForm } });
  const heard = listen(actor);
  actor.start();
  return { actor, heard, bodies };
}

describe('profile settings machine', () => {
  it('starts from the saved details', () => {
    const { actor } = start();
    expect(selectPersonalField(actor.getSnapshot(), 'firstName')).toBe('Alice');
  });

  it('refuses a form without first name, last name or e-mail: Please fill in all required fields', () => {
    const { actor, heard, bodies } = start();
    actor.send({ type: 'field.changed', field: 'lastName', value: '  ' });
    actor.send({ type: 'form.submitted' });
    expect(heard.toasts).toEqual([{ tone: 'error', message: MESSAGES.fillAllRequired }]);
    expect(bodies).toEqual([]);
  });

  it('refuses a phone the contract does not accept, in its words', () => {
    const { actor, heard } = start();
    actor.send({ type: 'field.changed', field: 'phone', value: '12' });
    actor.send({ type: 'form.submitted' });
    expect(heard.toasts[0]?.message).toBe(MESSAGES.validPhone);
  });

  it('sends the data submission body, is busy meanwhile, then says so and reloads the current user', async () => {
    const { actor, heard, bodies } = start();
    actor.send({ type: 'field.changed', field: 'city', value: 'Ikeja' });
    actor.send({ type: 'form.submitted' });
    expect(selectIsSavingProfile(actor.getSnapshot())).toBe(true);
    await settle();
    expect(bodies).toEqual([
      {
        first_name: 'Alice',
        last_name: 'Okafor',
        email: 'alice@example.com',
        profile: { dob: '', state: 'Lagos', nationality: '', city: 'Ikeja', bio: '', address: '', phone: '+2348012345678' },
      },
    ]);
    expect(selectIsSavingProfile(actor.getSnapshot())).toBe(false);
    expect(selectProfileStatus(actor.getSnapshot())).toEqual({ tone: 'success', message: MESSAGES.profileUpdated });
    expect(heard.toasts).toEqual([{ tone: 'success', message: MESSAGES.profileUpdated }]);
    expect(heard.reloads).toBe(1);
  });

  it("shows the server's refusal in the banner and does not reload", async () => {
    const { actor, heard } = start(async () => ({ ok: false, message: MESSAGES.emailTaken }));
    actor.send({ type: 'form.submitted' });
    await settle();
    expect(selectProfileStatus(actor.getSnapshot())).toEqual({ tone: 'error', message: MESSAGES.emailTaken });
    expect(heard.reloads).toBe(0);
  });

  it('a reload refills an untouched form, and leaves an edited one alone', async () => {
    const { actor } = start();
    actor.send({ type: 'currentUser.loaded', form: { ...aliceForm, city: 'Abuja' } });
    expect(selectPersonalField(actor.getSnapshot(), 'city')).toBe('Abuja');
    actor.send({ type: 'field.changed', field: 'bio', value: 'Fresh bread daily' });
    actor.send({ type: 'currentUser.loaded', form: aliceForm });
    expect(selectPersonalField(actor.getSnapshot(), 'bio')).toBe('Fresh bread daily');
    actor.send({ type: 'form.submitted' });
    await settle();
    actor.send({ type: 'currentUser.loaded', form: { ...aliceForm, bio: 'Saved bio' } });
    expect(selectPersonalField(actor.getSnapshot(), 'bio')).toBe('Saved bio');
  });

  it('colours e-mail and phone as they are typed', () => {
    const { actor } = start();
    expect(selectEmailTone(actor.getSnapshot())).toBe('valid');
    actor.send({ type: 'field.changed', field: 'email', value: 'alice@' });
    expect(selectEmailTone(actor.getSnapshot())).toBe('invalid');
    actor.send({ type: 'field.changed', field: 'phone', value: '' });
    expect(selectPhoneTone(actor.getSnapshot())).toBe('empty');
    actor.send({ type: 'field.changed', field: 'phone', value: '+234 801 234 5678' });
    expect(selectPhoneTone(actor.getSnapshot())).toBe('valid');
    actor.send({ type: 'field.changed', field: 'phone', value: '0801' });
    expect(selectPhoneTone(actor.getSnapshot())).toBe('invalid');
  });
});
