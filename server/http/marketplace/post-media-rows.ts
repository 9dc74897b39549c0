import { MEDIA_URL_PREFIX } from '../../media/storage';
import type { StoredMedia } from '../../media/uploads';
import type { NewPostMedia, PostMediaRecord } from '../../store/posts.store';
import { toMedia } from './post.presenter';

/** A stored upload as a post's media row. */
export function mediaRowOf(item: StoredMedia): NewPostMedia {
  if (item.kind === 'video') return { kind: 'video', url: item.url, width: null, height: null, variants: '[]' };
  const variants = item.variants.map(({ width, url }) => ({ width, url }));
  return { kind: 'image', url: item.url, width: item.width, height: item.height, variants: JSON.stringify(variants) };
}

/** Every file a post's media rows name under /media (the main picture is also its largest variant). */
export function mediaFiles(rows: readonly PostMediaRecord[]): string[] {
  const urls = rows.flatMap((row) => [row.url, ...toMedia(row).variants.map((variant) => variant.url)]);
  return [...new Set(urls)].filter((url) => url.startsWith(MEDIA_URL_PREFIX));
}
