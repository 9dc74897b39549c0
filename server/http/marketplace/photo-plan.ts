import { LIMITS, MESSAGES, type EditedPhoto } from '../../../src/contract';
import type { PostMediaRecord } from '../../store/posts.store';
import { badRequest } from '../http-error';

/** One photo of an edited post in its new place: a media row it keeps, or the n-th file uploaded with the edit. */
export type PlannedPhoto = { kept: PostMediaRecord } | { upload: number };

/** The post's photos after the edit and the rows it drops (their files go once the edit is stored). */
export type PhotoPlan = { photos: PlannedPhoto[]; dropped: PostMediaRecord[] };

const refused = (message: string) => badRequest(MESSAGES.invalidPostData, { photos: [message] });

/**
 * Checks an edit's photo order against the post's media and the files that came with it, before any file is
 * stored: a kept photo must be one of the post's, every upload must have exactly one place, and the post keeps
 * the create form's limits (5 files, or one for a store without allow_multi_image). Without an order the photos
 * stay as they are and the uploads follow them.
 */
export function planPhotos(order: readonly EditedPhoto[] | undefined, current: readonly PostMediaRecord[], uploads: number, singleFile: boolean): PhotoPlan {
  const wanted: EditedPhoto[] = order ? [...order] : [...current.map((row) => ({ keep: row.url })), ...Array.from({ length: uploads }, (_, upload) => ({ upload }))];
  const byUrl = new Map(current.map((row) => [row.url, row]));
  const photos: PlannedPhoto[] = [];
  const placed = new Set<number>();
  for (const photo of wanted) {
    if ('keep' in photo) {
      const kept = byUrl.get(photo.keep);
      if (!kept || photos.some((other) => 'kept' in other && other.kept === kept)) throw refused(MESSAGES.photoNotInPost);
      photos.push({ kept });
    } else {
      if (photo.upload >= uploads || placed.has(photo.upload)) throw refused(MESSAGES.photoNotPlaced);
      placed.add(photo.upload);
      photos.push({ upload: photo.upload });
    }
  }
  if (placed.size !== uploads) throw refused(MESSAGES.photoNotPlaced);
  if (singleFile && photos.length > 1) throw refused(MESSAGES.oneImagePerPost);
  if (photos.length > LIMITS.mediaFilesMax) throw refused(MESSAGES.maxFiles);
  const keptRows = new Set(photos.flatMap((photo) => ('kept' in photo ? [photo.kept] : [])));
  return { photos, dropped: current.filter((row) => !keptRows.has(row)) };
}
