import type { SnapshotFrom } from 'xstate';
import type { generalTogglesMachine } from './generalToggles.machine';
import type { GeneralSetting, SettingsStatus } from './generalToggles.types';

export type GeneralTogglesSnapshot = SnapshotFrom<typeof generalTogglesMachine>;

/** The switch's position: the value being saved, else the saved one. */
export function selectToggleOn(snapshot: GeneralTogglesSnapshot, setting: GeneralSetting): boolean {
  const { pending, values } = snapshot.context;
  return pending?.setting === setting ? pending.value : values[setting];
}

export const selectIsSavingToggle = (snapshot: GeneralTogglesSnapshot): boolean => snapshot.hasTag('busy');
export const selectTogglesStatus = (snapshot: GeneralTogglesSnapshot): SettingsStatus | null => snapshot.context.status;
