import type { FastifyRequest } from 'fastify';
import { MESSAGES, UPDATE_IMAGE_FIELDS, type ImageUpdateAnswer, type UpdateImageField } from '../../../src/contract';
import type { MultipartForm } from '../../media/multipart';
import { MEDIA_URL_PREFIX, type MediaStore } from '../../media/storage';
import { imageFileRule, SINGLE_IMAGE_RULES, storedPaths, storeImage, type StoredImage } from '../../media/uploads';
import type { Stores } from '../../store';
import { badRequest } from '../http-error';
import type { UploadGate } from '../upload-gate';

/** Where each picture is stored under the media directory. */
const FOLDERS: Record<UpdateImageField, string> = { profileimg: 'profiles', coverimg: 'covers', wallpaper: 'wallpapers' };

const MESSAGE_OF: Record<UpdateImageField, string> = {
  profileimg: MESSAGES.pictureUpdated,
  coverimg: MESSAGES.pictureUpdated,
  wallpaper: MESSAGES.wallpaperUpdated,
};

function isPictureField(name: string): name is UpdateImageField {
  return (UPDATE_IMAGE_FIELDS as readonly string[]).includes(name);
}

/** A stored picture's variants share `<folder>/<yyyy>/<mm>/<hex>-`; the URL names one of them. */
const PICTURE_URL = /^(profiles|covers|wallpapers)\/(\d{4})\/(\d{2})\/([0-9a-f]{32})-\d+\.webp$/;

/**
 * Deletes every variant of a picture a user replaced. Only pictures of the settings folders are touched (a
 * demo avatar or anything else is left alone); failures are the caller's to log, never the request's.
 */
export async function removePictureVariants(media: MediaStore, url: string): Promise<void> {
  const match = PICTURE_URL.exec(url.startsWith(MEDIA_URL_PREFIX) ? url.slice(MEDIA_URL_PREFIX.length) : url);
  if (!match) return;
  const [, folder, year, month, base] = match;
  await media.removeVariants(`${folder}/${year}/${month}/${base}`);
}

/** The form's one picture, stored; refused when the form holds anything else. */
async function storePicture(media: MediaStore, form: MultipartForm): Promise<{ field: UpdateImageField; stored: StoredImage }> {
  const [file] = form.files;
  if (Object.keys(form.fields).length > 0 || (file && !isPictureField(file.fieldname))) {
    throw badRequest(MESSAGES.unknownUpdateAction);
  }
  if (!file || !isPictureField(file.fieldname)) throw badRequest(MESSAGES.noImageSelected);
  const field = file.fieldname;
  return { field, stored: await storeImage(media, file, FOLDERS[field]) };
}

/**
 * POST /updatedata as multipart: one file in the profileimg, coverimg or wallpaper field and nothing else.
 * The picture is checked by its content (415 'Please select an image file'), at most 1 MB (413 'Image size
 * must be less than 1MB'), re-encoded without metadata, stored, set on the caller, and the one it replaces
 * deleted. Encoding runs outside any transaction, so the database is never held while sharp works.
 */
export async function updatePicture(
  request: FastifyRequest,
  userId: number,
  { stores, media, uploads }: { stores: Stores; media: MediaStore; uploads: UploadGate },
): Promise<ImageUpdateAnswer> {
  const options = { maxFiles: 1, tooManyFiles: MESSAGES.unknownUpdateAction, rule: imageFileRule(SINGLE_IMAGE_RULES) };
  const { field, stored } = await uploads.receive(request, options, (form) => storePicture(media, form));
  let previous: string;
  try {
    previous = await stores.settings.replacePicture(userId, field, stored.url);
  } catch (error) {
    await media.remove(storedPaths([stored]));
    throw error;
  }
  if (previous && previous !== stored.url) {
    await removePictureVariants(media, previous).catch((error: unknown) => request.log.warn({ err: error }, 'an old picture stayed on disk'));
  }
  return { response: 'successful', message: MESSAGE_OF[field], field, url: stored.url };
}
