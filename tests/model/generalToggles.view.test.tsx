/**
 * The General Settings switches follow their machine: the graph's paths are
 * replayed on the rendered GeneralSettings of a signed-in Alice. A flip is a
 * click on the switch; the save's outcome is the answer msw gives to POST
 * /updatedata, released step by step; fresh details of Alice are a new
 * `currentUser` prop, as the settings page passes them down after a reload.
 * After every step each switch shows its position (the value being saved, else
 * the saved one), whether it takes a flip, and the banner the step's state says.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { act, useState } from 'react';
import { beforeEach, describe, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { CurrentUser } from '../../src/contract';
import {
  generalTogglesMachine,
  selectToggleOn,
  type GeneralSetting,
  type GeneralTogglesEvent,
  type GeneralTogglesSnapshot,
  type GeneralValues,
  type ToggleSaveOutcome,
} from '../../src/machines/generalToggles';
import { GeneralSettings } from '../../src/ui/screens/settings/profile/GeneralSettings';
import { apiUrl, server } from '../setup/msw';
import { generalTogglesModel } from './generalToggles.model';
import { aliceDetails, expectBanner, expectSwitch, renderForAlice, settingsSwitch, updateAnswer, useFakeClock } from './settings.walk';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, screenWalk } from './view';
import { underFakeClock } from './view/clock';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const LABELS: Record<GeneralSetting, string> = { wallet: 'Activate wallet', display_bio: 'Display bio' };

const section = () => screen.getByRole('region', { name: 'General Settings' });

function expectSwitches(snapshot: GeneralTogglesSnapshot, busy: boolean): void {
  for (const setting of ['wallet', 'display_bio'] as const) expectSwitch(LABELS[setting], selectToggleOn(snapshot, setting), busy);
  expectBanner(section(), snapshot.context.status);
}

const leafAssertions: Record<string, (snapshot: GeneralTogglesSnapshot) => void> = {
  'generalToggles.idle': (snapshot) => expectSwitches(snapshot, false),
  'generalToggles.saving': (snapshot) => expectSwitches(snapshot, true),
};

const detailsOf = (values: GeneralValues): CurrentUser => aliceDetails({ display_bio: values.display_bio, wallet: { is_activated: values.wallet } });

/** Alice's details as the settings page holds them; a reload replaces them. */
let showDetails: (details: CurrentUser) => void = () => undefined;

function Page({ initial }: { initial: CurrentUser }) {
  const [details, setDetails] = useState(initial);
  showDetails = setDetails;
  return <GeneralSettings currentUser={details} />;
}

const answers = answerQueue(['save'] as const);

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.')) return answers.release('save', updateAnswer(event.output as ToggleSaveOutcome));
  const toggleEvent = event as GeneralTogglesEvent;
  switch (toggleEvent.type) {
    case 'toggle.flipped':
      return underFakeClock(user.click(settingsSwitch(LABELS[toggleEvent.setting])));
    case 'currentUser.loaded':
      return act(() => showDetails(detailsOf(toggleEvent.values)));
  }
}

const { walkPath } = screenWalk<GeneralTogglesSnapshot>({
  machine: generalTogglesMachine,
  leafAssertions,
  perform,
  reset: () => answers.reset(),
  render: (variant) => {
    const initial = detailsOf((variant.input as { values: GeneralValues }).values);
    renderForAlice(<Page initial={initial} />, initial);
  },
});

describe('the General Settings switches follow the generalToggles machine', () => {
  useFakeClock();

  beforeEach(() => {
    answers.reset();
    server.use(http.post(apiUrl('/updatedata'), () => answers.next('save')));
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(generalTogglesMachine, leafAssertions);
  });

  it('shows every step of the generated paths, refusals included', async () => {
    await expectViewFollowsModel(generalTogglesModel, walkPath);
  }, 60_000);
});
