/**
 * The service worker's runtime caches (scripts/vite/pwa.ts names them): what was read on this device,
 * kept so it can be shown offline. They hold a signed-in user's answers (liked, chats), so a logout
 * removes them with the rest of the private storage.
 */
export const RUNTIME_CACHES = {
  /** Feed pages, posts, comments, profiles and the lookups the feed needs. */
  pages: 'naija-market-pages',
  /** The inbox and each room's newest messages. */
  chats: 'naija-market-chats',
  /** Photos under /media. */
  media: 'naija-market-media',
} as const;

/** Forgets every cached answer and photo (nothing to do where the browser has no Cache Storage). */
export function clearRuntimeCaches(): void {
  if (typeof caches === 'undefined') return;
  for (const name of Object.values(RUNTIME_CACHES)) void caches.delete(name).catch(() => false);
}
