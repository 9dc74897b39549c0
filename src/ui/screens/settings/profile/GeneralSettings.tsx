import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { CurrentUser } from '../../../../contract/profile';
import {
  generalTogglesMachine,
  generalValuesOf,
  selectIsSavingToggle,
  selectToggleOn,
  selectTogglesStatus,
  type GeneralSetting,
} from '../../../../machines/generalToggles';
import { useScreenActor } from '../../../app/useScreenActor';
import { useActorToasts } from '../../../app/useActorToasts';
import { useReloadsCurrentUser } from '../currentUser';
import { SettingsCard } from '../SettingsLayout';
import { StatusBanner } from '../StatusBanner';
import { ToggleSwitch } from '../ToggleSwitch';

const TOGGLES: ReadonlyArray<{ setting: GeneralSetting; label: string; description: string }> = [
  { setting: 'wallet', label: 'Activate wallet', description: 'Use the wallet to deposit and withdraw' },
  { setting: 'display_bio', label: 'Display bio', description: 'Show your bio on your public profile' },
];

/** General Settings: each switch saves the opposite of its saved value at once. */
export function GeneralSettings({ currentUser }: { currentUser: CurrentUser }) {
  const actor = useScreenActor(generalTogglesMachine, { input: { values: generalValuesOf(currentUser) } });
  useActorToasts(actor);
  useReloadsCurrentUser(actor);
  const busy = useSelector(actor, selectIsSavingToggle);
  const status = useSelector(actor, selectTogglesStatus);
  const wallet = useSelector(actor, (snapshot) => selectToggleOn(snapshot, 'wallet'));
  const displayBio = useSelector(actor, (snapshot) => selectToggleOn(snapshot, 'display_bio'));
  const on: Record<GeneralSetting, boolean> = { wallet, display_bio: displayBio };
  useEffect(() => {
    actor.send({ type: 'currentUser.loaded', values: generalValuesOf(currentUser) });
  }, [actor, currentUser]);

  return (
    <SettingsCard title="General Settings" part="general">
      {TOGGLES.map((toggle) => (
        <ToggleSwitch
          key={toggle.setting}
          label={toggle.label}
          description={toggle.description}
          on={on[toggle.setting]}
          disabled={busy}
          onFlip={() => actor.send({ type: 'toggle.flipped', setting: toggle.setting })}
          part={`toggle-${toggle.setting}`}
        />
      ))}
      <StatusBanner status={status} />
    </SettingsCard>
  );
}
