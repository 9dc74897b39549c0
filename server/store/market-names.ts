/**
 * The key two market names share when one copies the other: lower-cased, runs of spaces made one, trimmed
 * ("Ada's  Fabrics " and "ada's fabrics" are the same store name). Null for a blank name (no store yet).
 */
export function marketNameKey(marketname: string | null | undefined): string | null {
  const key = (marketname ?? '').toLowerCase().replace(/\s+/gu, ' ').trim();
  return key === '' ? null : key;
}
