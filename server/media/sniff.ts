import { fileTypeFromBuffer } from 'file-type';

export type MediaKind = 'image' | 'video';

/** What a file is by its bytes: the kind, the MIME type and the extension it is stored under. */
export type SniffedMedia = { kind: MediaKind; mime: string; ext: string };

/**
 * file-type's answer (its extension) → what the spec accepts. ASF is stored as .wmv (the spec's
 * name for it); an APNG is a PNG; Ogg counts only when it carries video (ogv/ogm).
 */
const ACCEPTED: Readonly<Record<string, SniffedMedia>> = {
  jpg: { kind: 'image', mime: 'image/jpeg', ext: 'jpg' },
  png: { kind: 'image', mime: 'image/png', ext: 'png' },
  apng: { kind: 'image', mime: 'image/png', ext: 'png' },
  gif: { kind: 'image', mime: 'image/gif', ext: 'gif' },
  webp: { kind: 'image', mime: 'image/webp', ext: 'webp' },
  bmp: { kind: 'image', mime: 'image/bmp', ext: 'bmp' },
  mp4: { kind: 'video', mime: 'video/mp4', ext: 'mp4' },
  m4v: { kind: 'video', mime: 'video/x-m4v', ext: 'm4v' },
  mov: { kind: 'video', mime: 'video/quicktime', ext: 'mov' },
  webm: { kind: 'video', mime: 'video/webm', ext: 'webm' },
  mkv: { kind: 'video', mime: 'video/x-matroska', ext: 'mkv' },
  ogv: { kind: 'video', mime: 'video/ogg', ext: 'ogv' },
  ogm: { kind: 'video', mime: 'video/ogg', ext: 'ogv' },
  avi: { kind: 'video', mime: 'video/x-msvideo', ext: 'avi' },
  flv: { kind: 'video', mime: 'video/x-flv', ext: 'flv' },
  asf: { kind: 'video', mime: 'video/x-ms-wmv', ext: 'wmv' },
};

/** How many first bytes decide a file's kind: file-type's own sample size (what its fileTypeStream reads). */
export const SNIFF_BYTES = 4100;

/** ASF files that declare only an audio stream (WMA) are not videos. */
const AUDIO_ONLY_MIMES = new Set(['audio/x-ms-asf']);

/** The file's kind by its content (magic bytes), never by its name; null when it is neither. */
export async function sniffMedia(buffer: Uint8Array): Promise<SniffedMedia | null> {
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || AUDIO_ONLY_MIMES.has(detected.mime)) return null;
  return ACCEPTED[detected.ext] ?? null;
}
