import { describe, expect, it } from 'vitest';
import { selectIsSavingToggle, selectToggleValue, type VendorTogglesSnapshot } from '../../src/machines/vendorToggles';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { vendorTogglesEventFixtures as fixtures, vendorTogglesModel, vendorTogglesSystemEvents, vendorTogglesVariant } from './vendorToggles.model';

const saved = systemEvent(vendorTogglesSystemEvents, 'xstate.done.actor.');
const refused = systemEvent(vendorTogglesSystemEvents, 'xstate.error.actor.');
const [phone] = fixtures['toggle.clicked'];
const shown = (snapshot: VendorTogglesSnapshot) => ({ phone: selectToggleValue('display_phone')(snapshot), saving: selectIsSavingToggle(snapshot) });

describe('vendor toggles machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(vendorTogglesModel);
  });

  it('the switch shows its new value only once saved, and keeps the old one when refused', async () => {
    const waiting = await replayJourney(vendorTogglesModel, vendorTogglesVariant, [phone]);
    expect(shown(waiting.state as VendorTogglesSnapshot)).toEqual({ phone: false, saving: true });
    const done = await replayJourney(vendorTogglesModel, vendorTogglesVariant, [phone, saved]);
    expect(shown(done.state as VendorTogglesSnapshot)).toEqual({ phone: true, saving: false });
    const kept = await replayJourney(vendorTogglesModel, vendorTogglesVariant, [phone, refused]);
    expect(shown(kept.state as VendorTogglesSnapshot)).toEqual({ phone: false, saving: false });
  });
});
