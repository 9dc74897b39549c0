import type { ImageUpdateAnswer } from '../../contract/settings';
import type { SettingsStatus, UpdateOutcome } from '../shared/settingsUpdate';

export type { SettingsStatus };

export type ChatSettingsInput = { savedColor: string };

export type ChatSettingsContext = {
  /** The chat colour as saved (#6E9F2E when none). */
  savedColor: string;
  /** The Color code field as typed (empty until a colour is typed or picked). */
  colorText: string;
  pickerOpen: boolean;
  /** The checked wallpaper waiting for Update. */
  wallpaper: File | null;
  status: SettingsStatus | null;
};

export type WallpaperOutcome = UpdateOutcome<ImageUpdateAnswer>;
export type ColorOutcome = UpdateOutcome<{ background_color: string; message: string }>;

export type ChatSettingsEvent =
  | { type: 'wallpaper.selected'; file: File }
  | { type: 'wallpaper.submitted' }
  | { type: 'color.typed'; value: string }
  /** From the picker, which hands over only valid hex codes. */
  | { type: 'color.picked'; value: string }
  | { type: 'picker.toggled' }
  | { type: 'color.submitted' };

export type ChatSettingsEmitted =
  | { type: 'toast'; tone: 'error'; message: string; durationMs: number }
  | { type: 'currentUser.changed' };
