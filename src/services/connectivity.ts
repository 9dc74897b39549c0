/** Calls `back` each time the browser says the network returned (the `online` event); returns the unsubscribe. */
export function whenOnline(back: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('online', back);
  return () => window.removeEventListener('online', back);
}
