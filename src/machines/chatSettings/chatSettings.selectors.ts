import type { SnapshotFrom } from 'xstate';
import type { chatSettingsMachine } from './chatSettings.machine';
import { savedFormOf } from './chatSettings.rules';
import type { SettingsStatus } from './chatSettings.types';

export type ChatSettingsSnapshot = SnapshotFrom<typeof chatSettingsMachine>;

export const selectColorText = (snapshot: ChatSettingsSnapshot): string => snapshot.context.colorText;
export const selectSavedColor = (snapshot: ChatSettingsSnapshot): string => snapshot.context.savedColor;
/** What the preview paints: the typed colour once it is a valid code, else the saved one. */
export const selectPreviewColor = (snapshot: ChatSettingsSnapshot): string =>
  savedFormOf(snapshot.context.colorText) ?? snapshot.context.savedColor;
export const selectIsPickerOpen = (snapshot: ChatSettingsSnapshot): boolean => snapshot.context.pickerOpen;
export const selectWallpaperFile = (snapshot: ChatSettingsSnapshot): File | null => snapshot.context.wallpaper;
export const selectChatSettingsBusy = (snapshot: ChatSettingsSnapshot): boolean => snapshot.hasTag('busy');
export const selectIsSavingWallpaper = (snapshot: ChatSettingsSnapshot): boolean => snapshot.matches('savingWallpaper');
export const selectIsSavingColor = (snapshot: ChatSettingsSnapshot): boolean => snapshot.matches('savingColor');
export const selectChatSettingsStatus = (snapshot: ChatSettingsSnapshot): SettingsStatus | null => snapshot.context.status;
/** Update wallpaper is offered only with a file and while nothing saves. */
export const selectCanSaveWallpaper = (snapshot: ChatSettingsSnapshot): boolean =>
  snapshot.context.wallpaper !== null && snapshot.can({ type: 'wallpaper.submitted' });
export const selectCanSaveColor = (snapshot: ChatSettingsSnapshot): boolean => snapshot.can({ type: 'color.submitted' });
