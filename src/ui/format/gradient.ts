/** Gradients for text-only post cards; white text reads on each of them. */
export const TEXT_CARD_GRADIENTS = [
  'linear-gradient(135deg, #4e7a1e 0%, #6e9f2e 100%)',
  'linear-gradient(135deg, #1f6f5c 0%, #3fa37f 100%)',
  'linear-gradient(135deg, #2c4f8c 0%, #4f7cc4 100%)',
  'linear-gradient(135deg, #6a3d8f 0%, #9a5fc0 100%)',
  'linear-gradient(135deg, #a23b3b 0%, #d0654f 100%)',
  'linear-gradient(135deg, #9a5b12 0%, #c98a2b 100%)',
  'linear-gradient(135deg, #225f78 0%, #2f8fa8 100%)',
  'linear-gradient(135deg, #7a2f5c 0%, #b24f86 100%)',
] as const;

/** The same post always gets the same gradient (chosen from its id). */
export function textCardGradient(postId: number): string {
  const count = TEXT_CARD_GRADIENTS.length;
  const whole = Number.isFinite(postId) ? Math.trunc(Math.abs(postId)) : 0;
  return TEXT_CARD_GRADIENTS[whole % count] ?? TEXT_CARD_GRADIENTS[0];
}
