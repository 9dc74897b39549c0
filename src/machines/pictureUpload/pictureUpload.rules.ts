import { LIMITS, MESSAGES } from '../../contract/constants';

/** Why a chosen file cannot be a picture (profile, cover, wallpaper): not an image, or over 1 MB. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!file.type.startsWith('image/')) return MESSAGES.notAnImage;
  if (file.size > LIMITS.uploadMaxBytes) return MESSAGES.imageOver1MB;
  return undefined;
}
