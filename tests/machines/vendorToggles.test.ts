import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MESSAGES } from '../../src/contract';
import {
  selectIsSavingToggle,
  selectToggleValue,
  vendorTogglesMachine,
  type ToggleChange,
  type VendorTogglesEmitted,
} from '../../src/machines/vendorToggles';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(save: (change: ToggleChange) => Promise<void> = async () => undefined) {
  const changes: ToggleChange[] = [];
  const emitted: VendorTogglesEmitted[] = [];
  const machine = vendorTogglesMachine.provide({
    actors: {
      saveToggle: fromPromise<void, ToggleChange>(({ input }) => {
        changes.push(input);
        return save(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { values: { display_phone: false, allow_comments: true, allow_multi_image: false } } });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, changes, emitted };
}

describe('vendor toggles machine', () => {
  it('flips the saved value and saves it at once, one switch at a time', async () => {
    const { actor, changes, emitted } = start();
    actor.send({ type: 'toggle.clicked', name: 'allow_comments' });
    actor.send({ type: 'toggle.clicked', name: 'display_phone' });
    expect(selectIsSavingToggle(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.pending).toBe('allow_comments');
    expect(selectToggleValue('allow_comments')(actor.getSnapshot())).toBe(true);
    await settle();
    expect(changes).toEqual([{ name: 'allow_comments', value: false }]);
    expect(selectToggleValue('allow_comments')(actor.getSnapshot())).toBe(false);
    expect(emitted).toEqual([{ type: 'toast', tone: 'success', message: MESSAGES.updatedSuccessfully }, { type: 'currentUser.changed' }]);
  });

  it('keeps the old value and says why when the save fails', async () => {
    const { actor, emitted } = start(() => Promise.reject(new Error(MESSAGES.saveChangesFailed)));
    actor.send({ type: 'toggle.clicked', name: 'allow_multi_image' });
    await settle();
    expect(selectToggleValue('allow_multi_image')(actor.getSnapshot())).toBe(false);
    expect(emitted).toEqual([{ type: 'toast', tone: 'error', message: MESSAGES.saveChangesFailed, durationMs: 8000 }]);
  });
});
