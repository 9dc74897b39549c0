export type ToastTone = 'success' | 'info' | 'error';
/** A button in the toast: pressing it runs `onPress` and closes the toast. */
export type ToastAction = { label: string; onPress: () => void };
/**
 * `durationMs` overrides the default 5 s (the share toast stays 12 s; false: until closed); live notifications
 * show bottom-right.
 */
export type ToastRequest = { tone: ToastTone; message: string; durationMs?: number | false; position?: 'bottom-right'; action?: ToastAction };

type ToastQueue = typeof import('./toastQueue');
let queue: Promise<ToastQueue> | undefined;
const onFirstLoad = new Set<() => void>();

/**
 * react-toastify and the rules of what replaces what load with the first toast asked for, or once the page has
 * loaded (src/main.tsx): not beside the first screen. Code that could not be fetched (offline) is asked for again
 * with the next toast, so a dropped connection does not silence the page's toasts for good.
 */
export function loadToastify(): Promise<ToastQueue> {
  if (!queue) {
    const loading = import('./toastQueue');
    queue = loading;
    loading.catch(() => {
      if (queue === loading) queue = undefined;
    });
    onFirstLoad.forEach((listener) => listener());
  }
  return queue;
}

/** Whether a toast was asked for yet (the toast area mounts from then on), for useSyncExternalStore. */
export const toastsAskedFor = (): boolean => queue !== undefined;

export function subscribeToastsAskedFor(listener: () => void): () => void {
  onFirstLoad.add(listener);
  return () => onFirstLoad.delete(listener);
}

/** A toast whose code cannot be fetched now is not shown later, out of its moment. */
export function showToast(request: ToastRequest): void {
  loadToastify().then(
    ({ show }) => show(request),
    () => undefined,
  );
}

/** A toast never shown has nothing to withdraw. */
export function withdrawToast(request: ToastRequest): void {
  void queue?.then(
    ({ withdraw }) => withdraw(request),
    () => undefined,
  );
}
