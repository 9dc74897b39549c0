import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { selectIsSavingToggle, selectToggleOn, selectTogglesStatus, type GeneralTogglesSnapshot } from '../../src/machines/generalToggles';
import { generalTogglesEventFixtures as fixtures, generalTogglesModel, generalTogglesSystemEvents, generalTogglesVariant } from './generalToggles.model';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';

const refused = systemEvent(generalTogglesSystemEvents, 'xstate.done.actor.', 1);
const [, wallet] = fixtures['toggle.flipped'];
const shown = (snapshot: GeneralTogglesSnapshot) => ({
  on: selectToggleOn(snapshot, 'wallet'),
  saving: selectIsSavingToggle(snapshot),
  status: selectTogglesStatus(snapshot),
});

describe('general toggles machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(generalTogglesModel);
  });

  it('a flipped switch shows its new value while saving, and the saved one when refused', async () => {
    const saving = await replayJourney(generalTogglesModel, generalTogglesVariant, [wallet]);
    expect(shown(saving.state as GeneralTogglesSnapshot)).toEqual({ on: true, saving: true, status: null });
    const kept = await replayJourney(generalTogglesModel, generalTogglesVariant, [wallet, refused]);
    expect(shown(kept.state as GeneralTogglesSnapshot)).toEqual({ on: false, saving: false, status: { tone: 'error', message: MESSAGES.updateFailed } });
  });
});
