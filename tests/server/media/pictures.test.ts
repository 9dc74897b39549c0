import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawAvatar, drawCover, drawProductPicture } from '../../../server/seed/pictures';
import { sniffMedia } from '../../../server/media/sniff';

describe('demo pictures', () => {
  it('draws a 1200 × 900 JPEG product photo by default', async () => {
    const picture = await drawProductPicture({ seed: 1, category: 'Electronics', title: 'iPhone 13 Pro Max' });
    const metadata = await sharp(picture).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 900]);
    expect(await sniffMedia(picture)).toMatchObject({ kind: 'image', ext: 'jpg' });
  });

  it('draws the size and format asked for', async () => {
    const picture = await drawProductPicture({ seed: 'x', category: 'Automotive', title: 'Toyota Camry', width: 800, height: 800, format: 'webp' });
    const metadata = await sharp(picture).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 800, 800]);
  });

  it('is deterministic by seed and different across seeds', async () => {
    const request = { category: 'Food & Groceries', title: 'Party jollof rice' };
    const first = await drawProductPicture({ ...request, seed: 'post-7' });
    const again = await drawProductPicture({ ...request, seed: 'post-7' });
    const other = await drawProductPicture({ ...request, seed: 'post-8' });
    expect(again.equals(first)).toBe(true);
    expect(other.equals(first)).toBe(false);
  });

  it('draws every category of the catalogue, even with awkward titles', async () => {
    const categories = ['Fashion & Clothing', 'Pet Supplies', 'Legal Services', 'Unknown <&> "category"'];
    for (const [index, category] of categories.entries()) {
      const picture = await drawProductPicture({ seed: index, category, title: `Item <${index}> & "quotes" ${'long '.repeat(20)}` });
      expect((await sharp(picture).metadata()).width).toBe(1200);
    }
  });

  it('draws avatars and covers', async () => {
    const avatar = await sharp(await drawAvatar({ seed: 'ada_fabrics', initials: 'AO' })).metadata();
    expect([avatar.format, avatar.width, avatar.height]).toEqual(['jpeg', 400, 400]);
    const cover = await sharp(await drawCover({ seed: 'ada_fabrics' })).metadata();
    expect([cover.format, cover.width, cover.height]).toEqual(['jpeg', 1500, 500]);
  });
});
