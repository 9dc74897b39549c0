import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { chatMessageSchema, MESSAGES } from '../../../src/contract';
import { buyerVendorRoom, call, chatState, sendImage } from '../support/chat-fixtures';
import { json, useTestApp } from '../support/helpers';
import { filesUnder, phonePhotoWithGps, solidJpeg } from '../support/media-fixtures';

describe('chat images', () => {
  const t = useTestApp();
  const stored = () => filesUnder(path.join(t().config.mediaDir, 'chats'));

  it('stores a picture re-encoded as WebP without its metadata, with [Image] as the text', async () => {
    const { buyer, code } = await buyerVendorRoom(t());
    const photo = await phonePhotoWithGps(640, 480);
    const answer = await sendImage(t(), buyer, code, { filename: 'IMG_2041.jpg', bytes: photo, type: 'image/jpeg' }, { temp_id: 'img-1' });
    expect(answer.statusCode).toBe(201);
    const message = chatMessageSchema.parse(answer.json());
    expect(message).toMatchObject({ message_type: 'image', message: MESSAGES.imageMessageText, temp_id: 'img-1' });
    expect(message.image).toMatch(/^\/media\/chats\/\d{4}\/\d{2}\/[0-9a-f]{32}-\d+\.webp$/);
    const file = path.join(t().config.mediaDir, (message.image ?? '').replace('/media/', ''));
    const metadata = await sharp(fs.readFileSync(file)).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();

    const resend = await sendImage(t(), buyer, code, { filename: 'IMG_2041.jpg', bytes: photo, type: 'image/jpeg' }, { temp_id: 'img-1' });
    expect(resend.statusCode).toBe(200);
    expect(chatMessageSchema.parse(resend.json()).id).toBe(message.id);
    const withCaption = await sendImage(t(), buyer, code, { filename: 'a.png', bytes: await sharp(await solidJpeg(50, 50)).png().toBuffer() }, { message: 'Blue one' });
    expect(chatMessageSchema.parse(withCaption.json()).message).toBe('Blue one');
  });

  it('refuses a renamed non-image and a WebP (415), an oversize file (413) and a broken picture (400), storing nothing', async () => {
    const { buyer, code } = await buyerVendorRoom(t());
    const renamed = await sendImage(t(), buyer, code, { filename: 'photo.jpg', bytes: new TextEncoder().encode('not a picture at all'), type: 'image/jpeg' });
    expect(renamed.statusCode).toBe(415);
    expect(json(renamed)).toEqual({ message: MESSAGES.unsupportedImageFormat });

    const webp = await sharp(await solidJpeg(40, 40)).webp().toBuffer();
    const other = await sendImage(t(), buyer, code, { filename: 'photo.webp', bytes: webp, type: 'image/webp' });
    expect(other.statusCode).toBe(415);
    expect(json(other)).toEqual({ message: MESSAGES.unsupportedImageFormat });

    const noise = Buffer.alloc(720 * 720 * 3);
    for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 2654435761) >>> 24;
    const large = await sharp(noise, { raw: { width: 720, height: 720, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(large.length).toBeGreaterThan(1024 * 1024);
    const oversize = await sendImage(t(), buyer, code, { filename: 'big.png', bytes: large, type: 'image/png' });
    expect(oversize.statusCode).toBe(413);
    expect(json(oversize)).toEqual({ message: MESSAGES.imageFileTooLarge });

    const png = await sharp(await solidJpeg(300, 300)).png().toBuffer();
    const broken = await sendImage(t(), buyer, code, { filename: 'broken.png', bytes: png.subarray(0, Math.floor(png.length / 2)), type: 'image/png' });
    expect(broken.statusCode).toBe(400);
    expect(json(broken)).toEqual({ message: MESSAGES.invalidImageFormatOrSize });

    expect((await chatState(t())).messages).toBe(0);
    expect(stored()).toEqual([]);
  });

  it('removes the picture from disk when its message is deleted', async () => {
    const { buyer, code } = await buyerVendorRoom(t());
    const answer = await sendImage(t(), buyer, code, { filename: 'a.jpg', bytes: await solidJpeg(500, 500) });
    const message = chatMessageSchema.parse(answer.json());
    expect(stored().length).toBeGreaterThan(0);
    const removed = await call(t(), 'DELETE', `/api/v2/chats/${code}/messages/${message.id}/`, buyer.token);
    expect(removed.statusCode).toBe(204);
    expect(stored()).toEqual([]);
  });
});
