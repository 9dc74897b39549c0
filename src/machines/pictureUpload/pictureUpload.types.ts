import type { ImageUpdateAnswer } from '../../contract/settings';
import type { SettingsStatus, UpdateOutcome } from '../shared/settingsUpdate';

export type { SettingsStatus };

/** The profile page's pictures; the chat wallpaper has its own page (chatSettings). */
export type ProfilePictureField = 'profileimg' | 'coverimg';

export type PictureUploadInput = { field: ProfilePictureField };

export type PictureUploadContext = {
  field: ProfilePictureField;
  /** The checked file waiting for Update. */
  file: File | null;
  status: SettingsStatus | null;
};

export type PictureUploadOutcome = UpdateOutcome<ImageUpdateAnswer>;

export type PictureUploadEvent = { type: 'file.selected'; file: File } | { type: 'upload.requested' };

export type PictureUploadEmitted =
  | { type: 'toast'; tone: 'success' | 'error'; message: string; durationMs?: number }
  | { type: 'currentUser.changed' };
