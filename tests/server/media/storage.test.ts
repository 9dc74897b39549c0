import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MediaPathRefused } from '../../../server/media/storage';
import { filesUnder, useTempMediaStore } from '../support/media-fixtures';

describe('MediaStore', () => {
  const store = useTempMediaStore();

  it('names files by folder, year and month with 128 random bits', () => {
    const first = store().newBaseName('posts');
    const second = store().newBaseName('posts');
    expect(first).toMatch(/^posts\/2026\/11\/[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  it('writes a file and answers its /media URL', async () => {
    const relativePath = `${store().newBaseName('posts')}-400.webp`;
    const url = await store().write(relativePath, Buffer.from('pixels'));
    expect(url).toBe(`/media/${relativePath}`);
    expect(fs.readFileSync(path.join(store().root, relativePath), 'utf8')).toBe('pixels');
  });

  it('never overwrites a file', async () => {
    await store().write('posts/same.webp', Buffer.from('first'));
    await expect(store().write('posts/same.webp', Buffer.from('second'))).rejects.toThrow();
    expect(fs.readFileSync(path.join(store().root, 'posts/same.webp'), 'utf8')).toBe('first');
  });

  it('takes a finished temporary file in, keeping it when the temporary name goes, never over another file', async () => {
    const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-upload-'));
    const upload = path.join(temporary, 'file-0');
    fs.writeFileSync(upload, 'video bytes');
    const url = await store().adopt('posts/2026/11/clip.mp4', upload);
    expect(url).toBe('/media/posts/2026/11/clip.mp4');
    await expect(store().adopt('posts/2026/11/clip.mp4', upload)).rejects.toThrow();
    fs.rmSync(temporary, { recursive: true, force: true });
    expect(fs.readFileSync(path.join(store().root, 'posts/2026/11/clip.mp4'), 'utf8')).toBe('video bytes');
    await expect(store().adopt('../outside.mp4', upload)).rejects.toThrow(MediaPathRefused);
  });

  it('removes files by path or URL and ignores missing ones', async () => {
    await store().write('posts/a.webp', Buffer.from('a'));
    await store().write('posts/b.mp4', Buffer.from('b'));
    await store().remove(['posts/a.webp', '/media/posts/b.mp4', 'posts/never-written.webp']);
    expect(filesUnder(store().root)).toEqual([]);
  });

  it('refuses any path that escapes the media directory or is not a plain media path', async () => {
    const outside = path.join(path.dirname(store().root), 'outside.txt');
    for (const escaping of [
      '../outside.txt',
      'posts/../../outside.txt',
      '/media/../outside.txt',
      '/etc/passwd',
      outside,
      'posts\\..\\..\\outside.txt',
      'posts//double.webp',
      '.hidden',
      'posts/%2e%2e/outside.txt',
      'posts/nul\0.webp',
      '',
    ]) {
      expect(() => store().fileOf(escaping), escaping).toThrow(MediaPathRefused);
      await expect(store().write(escaping, Buffer.from('x'))).rejects.toThrow(MediaPathRefused);
    }
    await expect(store().remove(['posts/fine.webp', '../outside.txt'])).rejects.toThrow(MediaPathRefused);
    expect(() => store().newBaseName('../up')).toThrow(MediaPathRefused);
    expect(fs.existsSync(outside)).toBe(false);
  });
});
