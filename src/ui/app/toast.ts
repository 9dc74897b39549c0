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

/** react-toastify and the rules of what replaces what load after the first render; toasts asked for earlier wait for them. */
export function loadToastify(): Promise<ToastQueue> {
  queue ??= import('./toastQueue');
  return queue;
}

export function showToast(request: ToastRequest): void {
  void loadToastify().then(({ show }) => show(request));
}

export function withdrawToast(request: ToastRequest): void {
  void loadToastify().then(({ withdraw }) => withdraw(request));
}
