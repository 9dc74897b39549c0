/** The results page of a navbar search, or null when the trimmed text is empty (then nothing happens). */
export function searchPathFor(text: string): string | null {
  const query = text.trim();
  return query ? `/search?${new URLSearchParams({ user: query }).toString()}` : null;
}

/** '1 result', else 'N results found'. */
export function resultCountText(count: number): string {
  return count === 1 ? '1 result' : `${count} results found`;
}
