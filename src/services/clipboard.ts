/** Puts text on the system clipboard; rejects where the browser refuses or has no clipboard. */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard) throw new Error('No clipboard');
  await navigator.clipboard.writeText(text);
}
