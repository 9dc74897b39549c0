/** Calls `back` each time the browser says the network returned (the `online` event); returns the unsubscribe. */
export function whenOnline(back: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('online', back);
  return () => window.removeEventListener('online', back);
}

/** Whether the browser says it has a network (true where it cannot say). */
export const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Calls `report` with each change the browser tells (`online` and `offline` events); returns the unsubscribe. */
export function listenToConnectivity(report: (online: boolean) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const online = () => report(true);
  const offline = () => report(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}

/** Resolves once the browser is online (at once if it is); an abort stops the wait. */
export function untilOnline(signal?: AbortSignal): Promise<void> {
  if (isOnline()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = whenOnline(() => {
      stop();
      resolve();
    });
    signal?.addEventListener('abort', stop, { once: true });
  });
}
