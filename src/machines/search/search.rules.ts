/** The results page of a navbar search, or null when the trimmed text is empty (then nothing happens). */
export function searchPathFor(text: string, scope: SearchScope = 'users'): string | null {
  const query = text.trim();
  if (!query) return null;
  return scope === 'listings' ? `/?${new URLSearchParams({ q: query }).toString()}` : `/search?${new URLSearchParams({ user: query }).toString()}`;
}

/** What the navbar's search looks for: listings on the marketplace, or users. */
export type SearchScope = 'listings' | 'users';

/** '1 result', else 'N results found'. */
export function resultCountText(count: number): string {
  return count === 1 ? '1 result' : `${count} results found`;
}
