import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MESSAGES } from '../../src/contract';
import {
  generalTogglesMachine,
  selectIsSavingToggle,
  selectToggleOn,
  selectTogglesStatus,
  toggleBodyOf,
  type GeneralSetting,
  type ToggleSaveOutcome,
} from '../../src/machines/generalToggles';
import { answered, listen, settle } from '../fixtures/settings';

function start(save: () => Promise<ToggleSaveOutcome> = async () => answered(MESSAGES.updatedSuccessfully)) {
  const saves: Array<{ setting: GeneralSetting; value: boolean }> = [];
  const machine = generalTogglesMachine.provide({
    actors: {
      saveToggle: fromPromise<ToggleSaveOutcome, { setting: GeneralSetting; value: boolean }>(({ input }) => {
        saves.push(input);
        return save();
      }),
    },
  });
  const actor = createActor(machine, { input: { values: { display_bio: true, wallet: false } } });
  const heard = listen(actor);
  actor.start();
  return { actor, heard, saves };
}

describe('general toggles machine', () => {
  it('flips the saved value and saves at once, showing the new value meanwhile', async () => {
    const { actor, heard, saves } = start();
    actor.send({ type: 'toggle.flipped', setting: 'wallet' });
    expect(selectIsSavingToggle(actor.getSnapshot())).toBe(true);
    expect(selectToggleOn(actor.getSnapshot(), 'wallet')).toBe(true);
    await settle();
    expect(saves).toEqual([{ setting: 'wallet', value: true }]);
    expect(selectToggleOn(actor.getSnapshot(), 'wallet')).toBe(true);
    expect(selectTogglesStatus(actor.getSnapshot())).toEqual({ tone: 'success', message: MESSAGES.updatedSuccessfully });
    expect(heard.reloads).toBe(1);
  });

  it('turns display_bio off when it was on', async () => {
    const { actor, saves } = start();
    actor.send({ type: 'toggle.flipped', setting: 'display_bio' });
    await settle();
    expect(saves).toEqual([{ setting: 'display_bio', value: false }]);
  });

  it('shows the saved value again when the save fails', async () => {
    const { actor } = start(async () => ({ ok: false, message: MESSAGES.updateFailed }));
    actor.send({ type: 'toggle.flipped', setting: 'wallet' });
    await settle();
    expect(selectToggleOn(actor.getSnapshot(), 'wallet')).toBe(false);
    expect(selectTogglesStatus(actor.getSnapshot())).toEqual({ tone: 'error', message: MESSAGES.updateFailed });
  });

  it('follows the reloaded current user', () => {
    const { actor } = start();
    actor.send({ type: 'currentUser.loaded', values: { display_bio: false, wallet: true } });
    expect(selectToggleOn(actor.getSnapshot(), 'display_bio')).toBe(false);
    expect(selectToggleOn(actor.getSnapshot(), 'wallet')).toBe(true);
  });

  it('builds the bodies of document 3', () => {
    expect(toggleBodyOf('wallet', true)).toEqual({ wallet: { is_activated: true } });
    expect(toggleBodyOf('display_bio', false)).toEqual({ display_bio: false });
  });
});
