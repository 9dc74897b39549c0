/**
 * The Advanced Settings switches follow their machine: the graph's paths are
 * replayed on the rendered AdvancedSettings of a signed-in vendor. A click on a
 * switch saves its opposite; the save's outcome is the answer msw gives to POST
 * /updatedata (a refusal in the server's words), released step by step. After
 * every step each switch shows its saved position and whether it takes a click,
 * as the step's state says.
 */
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { STORE_TOGGLES, type StoreToggle } from '../../src/contract/settings';
import { vendorTogglesMachine, type ToggleValues, type VendorTogglesEvent, type VendorTogglesSnapshot } from '../../src/machines/vendorToggles';
import { AdvancedSettings } from '../../src/ui/screens/settings/marketplace/AdvancedSettings';
import { apiUrl, server } from '../setup/msw';
import { vendorTogglesModel } from './vendorToggles.model';
import { expectSwitch, renderForAlice, settingsSwitch, useFakeClock } from './settings.walk';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, refusal, screenWalk } from './view';
import { underFakeClock } from './view/clock';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const LABELS: Record<StoreToggle, string> = {
  display_phone: 'Display phone number',
  allow_comments: 'Allow comments',
  allow_multi_image: 'Allow multiple images',
};

const expectSwitches = (busy: boolean) => (snapshot: VendorTogglesSnapshot) => {
  for (const name of STORE_TOGGLES) expectSwitch(LABELS[name], snapshot.context.values[name], busy);
};

const leafAssertions: Record<string, (snapshot: VendorTogglesSnapshot) => void> = {
  'vendorToggles.idle': expectSwitches(false),
  // The switch keeps its saved position until the server took the change.
  'vendorToggles.saving': expectSwitches(true),
};

const answers = answerQueue(['save'] as const);

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.')) {
    return answers.release('save', () => HttpResponse.json({ response: 'successful', message: MESSAGES.updatedSuccessfully }));
  }
  if (event.type.startsWith('xstate.error.actor.')) return answers.release('save', refusal({ status: 400, message: String((event.error as Error).message) }));
  const toggleEvent = event as VendorTogglesEvent;
  return underFakeClock(user.click(settingsSwitch(LABELS[toggleEvent.name])));
}

const { walkPath } = screenWalk<VendorTogglesSnapshot>({
  machine: vendorTogglesMachine,
  leafAssertions,
  perform,
  reset: () => answers.reset(),
  render: (variant) => renderForAlice(<AdvancedSettings values={(variant.input as { values: ToggleValues }).values} />),
});

describe('the Advanced Settings switches follow the vendorToggles machine', () => {
  useFakeClock();

  beforeEach(() => {
    answers.reset();
    server.use(http.post(apiUrl('/updatedata'), () => answers.next('save')));
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(vendorTogglesMachine, leafAssertions);
  });

  it('shows every step of the generated paths, refusals included', async () => {
    await expectViewFollowsModel(vendorTogglesModel, walkPath, { reachable: () => true });
  }, 60_000);
});
