import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MediaRejected } from '../../../server/media/errors';
import { MEDIA_MESSAGES } from '../../../server/media/messages';
import type { ReceivedFile } from '../../../server/media/received-file';
import { imageFileRule, SINGLE_IMAGE_RULES, storedPaths, storeImage, storePostMedia } from '../../../server/media/uploads';
import { filesUnder, minimalMp4, phonePhotoWithGps, pngDeclaring, rejectionOf, solidJpeg, useReceivedFiles, useTempMediaStore } from '../support/media-fixtures';

const MB = 1024 * 1024;

const rejection = (promise: Promise<unknown>) => rejectionOf(promise, MediaRejected);

describe('storePostMedia', () => {
  const store = useTempMediaStore();
  const received = useReceivedFiles();
  const photo = async (filename: string, width = 900, height = 600): Promise<ReceivedFile> => received(filename, await solidJpeg(width, height));

  it('stores pictures as WebP variants and videos as they are, in order', async () => {
    const mp4 = minimalMp4();
    const stored = await storePostMedia(store(), [await photo('stall.jpg', 2000, 1500), await received('walkthrough.mp4', mp4)]);

    const [image, video] = stored;
    expect(image).toMatchObject({ kind: 'image', filename: 'stall.jpg', mime: 'image/webp', width: 1920, height: 1440 });
    if (image?.kind !== 'image') throw new Error('first item is the image');
    expect(image.variants.map((variant) => variant.width)).toEqual([400, 800, 1200, 1920]);
    expect(image.path).toMatch(/^posts\/2026\/11\/[0-9a-f]{32}-1920\.webp$/);
    expect(image.url).toBe(`/media/${image.path}`);

    expect(video).toMatchObject({ kind: 'video', filename: 'walkthrough.mp4', mime: 'video/mp4', bytes: mp4.length });
    expect(video?.path).toMatch(/^posts\/2026\/11\/[0-9a-f]{32}\.mp4$/);
    expect(fs.readFileSync(path.join(store().root, video?.path ?? '')).equals(mp4)).toBe(true);

    expect(filesUnder(store().root).sort()).toEqual(storedPaths(stored).sort());
  });

  it('stores a video under the extension its bytes show, whatever its name says', async () => {
    const [video] = await storePostMedia(store(), [await received('clip.avi', minimalMp4('qt  '))]);
    expect(video).toMatchObject({ kind: 'video', mime: 'video/quicktime' });
    expect(video?.path).toMatch(/\.mov$/);
  });

  it('refuses a text file named photo.jpg with the spec text (415) as it arrives', async () => {
    const error = await rejection(received('photo.jpg', Buffer.from('just some text, not a picture')));
    expect(error.message).toBe('photo.jpg is not a valid image or video file');
    expect(error.status).toBe(415);
    expect(error.statusCode).toBe(415);
  });

  it('refuses an image over 10MB (413) as it arrives, before decoding it', async () => {
    const large = Buffer.concat([await solidJpeg(20, 20), Buffer.alloc(10 * MB)]);
    const error = await rejection(received('huge.jpg', large));
    expect(error.message).toBe('huge.jpg exceeds 10MB limit');
    expect(error.status).toBe(413);
  });

  it('refuses a video over 50MB (413) and accepts one just under', async () => {
    const tooLong = Buffer.concat([minimalMp4(), Buffer.alloc(50 * MB)]);
    const error = await rejection(received('long.mp4', tooLong));
    expect(error.message).toBe('long.mp4 exceeds 50MB limit');
    expect(error.status).toBe(413);

    const fits = Buffer.concat([minimalMp4(), Buffer.alloc(11 * MB)]);
    await expect(storePostMedia(store(), [await received('short.mp4', fits)])).resolves.toHaveLength(1);
  });

  it('refuses six files with "Maximum 5 files allowed" (400) and takes five', async () => {
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => photo(`p${n}.jpg`, 40, 30)));
    const error = await rejection(storePostMedia(store(), six));
    expect(error.message).toBe('Maximum 5 files allowed');
    expect(error.status).toBe(400);
    expect(filesUnder(store().root)).toEqual([]);

    await expect(storePostMedia(store(), six.slice(0, 5))).resolves.toHaveLength(5);
  });

  it('refuses an image bomb (400)', async () => {
    const error = await rejection(storePostMedia(store(), [await received('bomb.png', await pngDeclaring(100_000, 100_000))]));
    expect(error.status).toBe(400);
    expect(error.message).toBe(MEDIA_MESSAGES.tooManyPixels('bomb.png'));
  });

  it('leaves nothing on disk when a later file fails', async () => {
    const files = [await photo('first.jpg', 1300, 900), await received('tour.mp4', minimalMp4()), await received('bomb.png', await pngDeclaring(90_000, 90_000))];
    const error = await rejection(storePostMedia(store(), files));
    expect(error.message).toBe(MEDIA_MESSAGES.tooManyPixels('bomb.png'));
    expect(filesUnder(store().root)).toEqual([]);

    const broken = [await photo('ok.jpg'), await received('broken.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))];
    const undecodable = await rejection(storePostMedia(store(), broken));
    expect(undecodable.message).toBe('broken.jpg is not a valid image or video file');
    expect(filesUnder(store().root)).toEqual([]);
  });

  it('refuses a file that is no picture as it arrives, before any is stored', async () => {
    await photo('fine.jpg');
    const error = await rejection(received('notes.png', Buffer.from('plain text')));
    expect(error.message).toBe('notes.png is not a valid image or video file');
    expect(fs.existsSync(path.join(store().root, 'posts'))).toBe(false);
  });

  it('strips GPS from a stored phone photo', async () => {
    const [image] = await storePostMedia(store(), [await received('gps.jpg', await phonePhotoWithGps(1200, 900))]);
    const stored = fs.readFileSync(path.join(store().root, image?.path ?? ''));
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([900, 1200]);
  });
});

describe('storeImage (chat, profile, cover, wallpaper: 1 MB)', () => {
  const store = useTempMediaStore();
  const received = useReceivedFiles();
  const picture = (filename: string, bytes: Uint8Array) => received(filename, bytes, imageFileRule(SINGLE_IMAGE_RULES));

  it('stores one image in the folder asked for', async () => {
    const image = await storeImage(store(), await picture('me.jpg', await solidJpeg(600, 600)), 'profiles');
    expect(image.path).toMatch(/^profiles\/2026\/11\/[0-9a-f]{32}-600\.webp$/);
    expect(image.variants.map((variant) => variant.width)).toEqual([400, 600]);
  });

  it('answers with the settings texts', async () => {
    const video = await rejection(picture('clip.mp4', minimalMp4()));
    expect([video.status, video.message]).toEqual([415, 'Please select an image file']);
    const postVideo = await rejection(storeImage(store(), await received('clip.mp4', minimalMp4()), 'chat'));
    expect([postVideo.status, postVideo.message]).toEqual([415, 'Please select an image file']);

    const heavy = Buffer.concat([await solidJpeg(20, 20), Buffer.alloc(MB)]);
    const large = await rejection(picture('big.jpg', heavy));
    expect([large.status, large.message]).toEqual([413, 'Image size must be less than 1MB']);
    expect(filesUnder(store().root)).toEqual([]);
  });
});
