import { LIMITS, MESSAGES } from '../../contract/constants';
import { settingsErrorToast, type SettingsErrorToast } from './settingsUpdate';

/**
 * Why a chosen file cannot be a picture (profile, cover, wallpaper, a chat's picture): not an image, or over the
 * limit (1 MB for each today, document 3 section 5; the chat's is its own constant).
 */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>, maxBytes: number = LIMITS.uploadMaxBytes): string | undefined {
  if (!file.type.startsWith('image/')) return MESSAGES.notAnImage;
  if (file.size > maxBytes) return MESSAGES.imageOver1MB;
  return undefined;
}

/** The guard a picture picker keeps a chosen file by. */
export const isAcceptablePicture = (_: unknown, params: { file: File }): boolean => imageFileProblem(params.file) === undefined;

/** The toast that says why a chosen file was refused. */
export const pictureProblemToast = (file: File): SettingsErrorToast => settingsErrorToast(imageFileProblem(file) ?? MESSAGES.notAnImage);
