import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffMedia } from '../../../server/media/sniff';
import { minimalMp4, solidBmp, solidJpeg } from '../support/media-fixtures';

function pixel(): Sharp {
  return sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } });
}

describe('sniffMedia: the kind of a file by its bytes', () => {
  it('knows the spec’s image formats', async () => {
    expect(await sniffMedia(await solidJpeg(2, 2))).toEqual({ kind: 'image', mime: 'image/jpeg', ext: 'jpg' });
    expect(await sniffMedia(await pixel().png().toBuffer())).toMatchObject({ kind: 'image', ext: 'png' });
    expect(await sniffMedia(await pixel().gif().toBuffer())).toMatchObject({ kind: 'image', ext: 'gif' });
    expect(await sniffMedia(await pixel().webp().toBuffer())).toMatchObject({ kind: 'image', ext: 'webp' });
    expect(await sniffMedia(solidBmp(2, 2, [1, 2, 3]))).toMatchObject({ kind: 'image', ext: 'bmp' });
  });

  it('knows MP4, M4V and QuickTime from the ftyp brand', async () => {
    expect(await sniffMedia(minimalMp4('isom'))).toEqual({ kind: 'video', mime: 'video/mp4', ext: 'mp4' });
    expect(await sniffMedia(minimalMp4('M4V '))).toMatchObject({ kind: 'video', ext: 'm4v' });
    expect(await sniffMedia(minimalMp4('qt  '))).toMatchObject({ kind: 'video', ext: 'mov' });
  });

  it('refuses text, SVG, audio and formats the spec does not list', async () => {
    expect(await sniffMedia(Buffer.from('I am not a photo at all, just text.'))).toBeNull();
    expect(await sniffMedia(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(await sniffMedia(minimalMp4('M4A '))).toBeNull();
    expect(await sniffMedia(await pixel().tiff().toBuffer())).toBeNull();
    expect(await sniffMedia(Buffer.alloc(0))).toBeNull();
  });
});
