/** Characters shown before Read More on a post, and on profile text cards (full, compact, small). */
export const TRUNCATE_AT = {
  readMore: 100,
  profileCard: 150,
  profileCardCompact: 80,
  profileCardSmall: 60,
} as const;

/**
 * At most `max` characters of `text`, with an ellipsis when anything was cut.
 * Cuts at the last word boundary when one is near, so a word is not split in two.
 */
export function truncateText(text: string | null | undefined, max: number): string {
  const value = (text ?? '').trim();
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = lastSpace >= max * 0.6 ? cut.slice(0, lastSpace) : cut;
  // No dangling comma or full stop before the ellipsis.
  return `${atWord.replace(/[\s,;:.]+$/, '')}…`;
}

/** True when `truncateText` would cut the text (the view shows Read More only then). */
export function isTruncated(text: string | null | undefined, max: number): boolean {
  return (text ?? '').trim().length > max;
}
