import { useSelector } from '@xstate/react';
import type { StoreToggle } from '../../../../contract/settings';
import {
  selectIsSavingToggle,
  selectToggleValue,
  vendorTogglesMachine,
  type ToggleValues,
  type VendorTogglesActorRef,
} from '../../../../machines/vendorToggles';
import { useScreenActor } from '../../../app/useScreenActor';
import { useActorToasts } from '../../../app/useActorToasts';
import { useReloadsCurrentUser } from '../currentUser';
import { SettingsCard } from '../SettingsLayout';
import { ToggleSwitch } from '../ToggleSwitch';

const TOGGLES: ReadonlyArray<{ name: StoreToggle; label: string; description: string }> = [
  { name: 'display_phone', label: 'Display phone number', description: 'Show your business phone on your posts' },
  { name: 'allow_comments', label: 'Allow comments', description: 'Let buyers comment on your posts' },
  { name: 'allow_multi_image', label: 'Allow multiple images', description: 'Add up to 5 pictures or videos to a post' },
];

/** Advanced Settings: each switch flips its saved value and saves at once. */
export function AdvancedSettings({ values }: { values: ToggleValues }) {
  const toggles = useScreenActor(vendorTogglesMachine, { input: { values } });
  useActorToasts(toggles);
  useReloadsCurrentUser(toggles);
  return (
    <SettingsCard title="Advanced Settings" part="advanced">
      {TOGGLES.map((toggle) => (
        <StoreSwitch key={toggle.name} toggles={toggles} {...toggle} />
      ))}
    </SettingsCard>
  );
}

function StoreSwitch({ toggles, name, label, description }: { toggles: VendorTogglesActorRef; name: StoreToggle; label: string; description: string }) {
  const on = useSelector(toggles, selectToggleValue(name));
  const busy = useSelector(toggles, selectIsSavingToggle);
  return (
    <ToggleSwitch
      label={label}
      description={description}
      on={on}
      disabled={busy}
      onFlip={() => toggles.send({ type: 'toggle.clicked', name })}
      part={`toggle-${name}`}
    />
  );
}
