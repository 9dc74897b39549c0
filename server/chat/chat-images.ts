import { LIMITS, MESSAGES } from '../../src/contract';
import { MediaRejected } from '../media/errors';
import type { FileRule, ReceivedFile } from '../media/received-file';
import { MEDIA_URL_PREFIX, type MediaStore } from '../media/storage';
import { SINGLE_IMAGE_RULES, storeImage, type ImageRules, type StoredImage } from '../media/uploads';

const CHAT_FOLDER = 'chats';

/** The formats document 3 names for chat images ('Please use JPG, PNG, or GIF'). */
const CHAT_IMAGE_MIMES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/gif']);

/** A file that is a JPG, PNG or GIF by its content but cannot be decoded, or declares too many pixels. */
const CHAT_IMAGE_RULES: ImageRules = {
  ...SINGLE_IMAGE_RULES,
  maxBytes: LIMITS.chatImageMaxBytes,
  notAnImage: () => MESSAGES.invalidImageFormatOrSize,
  tooLarge: () => MESSAGES.imageFileTooLarge,
  tooManyPixels: () => MESSAGES.invalidImageFormatOrSize,
};

/** A chat picture as it arrives: a JPG, PNG or GIF by its first bytes (415 'Unsupported image format...'), at most 1 MB (413 'Image file is too large...'). */
export const CHAT_IMAGE_FILE_RULE: FileRule = (sniffed) => {
  if (!sniffed || !CHAT_IMAGE_MIMES.has(sniffed.mime)) throw new MediaRejected(415, MESSAGES.unsupportedImageFormat);
  return { sniffed, maxBytes: LIMITS.chatImageMaxBytes, tooLarge: MESSAGES.imageFileTooLarge };
};

/**
 * Stores a chat picture received under CHAT_IMAGE_FILE_RULE: decodable (400 'Invalid image format or size...'),
 * re-encoded like every stored picture (WebP, no metadata).
 */
export async function storeChatImage(media: MediaStore, file: ReceivedFile): Promise<StoredImage> {
  try {
    return await storeImage(media, file, CHAT_FOLDER, CHAT_IMAGE_RULES);
  } catch (error) {
    // The format was accepted as the file arrived, so a refusal here means the picture itself is broken.
    if (error instanceof MediaRejected && error.status === 415) throw new MediaRejected(400, MESSAGES.invalidImageFormatOrSize);
    throw error;
  }
}

/** Every variant of a stored chat picture shares `chats/<yyyy>/<mm>/<hex>-`; the URL names one of them. */
const CHAT_IMAGE_URL = /^chats\/(\d{4})\/(\d{2})\/([0-9a-f]{32})-\d+\.webp$/;

/** Deletes every variant of a deleted message's picture; anything outside the chat folder is left alone. */
export async function removeChatImage(media: MediaStore, url: string): Promise<void> {
  const match = CHAT_IMAGE_URL.exec(url.startsWith(MEDIA_URL_PREFIX) ? url.slice(MEDIA_URL_PREFIX.length) : url);
  if (!match) return;
  const [, year, month, base] = match;
  await media.removeVariants(`${CHAT_FOLDER}/${year}/${month}/${base}`);
}
