/** Gradients for text-only post cards; white text reads on each of them (4.5:1 at least at every stop). */
export const TEXT_CARD_GRADIENTS = [
  'linear-gradient(135deg, #4e7a1e 0%, #587f25 100%)',
  'linear-gradient(135deg, #1f6f5c 0%, #328266 100%)',
  'linear-gradient(135deg, #2c4f8c 0%, #4a75b8 100%)',
  'linear-gradient(135deg, #6a3d8f 0%, #955cba 100%)',
  'linear-gradient(135deg, #a23b3b 0%, #b75946 100%)',
  'linear-gradient(135deg, #9a5b12 0%, #9b6a21 100%)',
  'linear-gradient(135deg, #225f78 0%, #297e94 100%)',
  'linear-gradient(135deg, #7a2f5c 0%, #b24f86 100%)',
] as const;

/** The same post always gets the same gradient (chosen from its id). */
export function textCardGradient(postId: number): string {
  const count = TEXT_CARD_GRADIENTS.length;
  const whole = Number.isFinite(postId) ? Math.trunc(Math.abs(postId)) : 0;
  return TEXT_CARD_GRADIENTS[whole % count] ?? TEXT_CARD_GRADIENTS[0];
}
