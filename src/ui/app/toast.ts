export type ToastTone = 'success' | 'info' | 'error';
/** `durationMs` overrides the default 5 s (the share toast stays 12 s); live notifications show bottom-right. */
export type ToastRequest = { tone: ToastTone; message: string; durationMs?: number; position?: 'bottom-right' };

type Toastify = typeof import('react-toastify');
let toastify: Promise<Toastify> | undefined;

/** react-toastify loads after the first render (no first screen needs it); toasts asked for earlier wait in its queue. */
export function loadToastify(): Promise<Toastify> {
  toastify ??= import('react-toastify');
  return toastify;
}

/** Every toast is shown under `{tone}:{message}`: the same one never stacks, and an actor can withdraw it. */
const toastIdOf = ({ tone, message }: ToastRequest) => `${tone}:${message}`;

export function showToast(request: ToastRequest): void {
  void loadToastify().then(({ toast }) =>
    toast[request.tone](request.message, {
      toastId: toastIdOf(request),
      ...(request.durationMs ? { autoClose: request.durationMs } : {}),
      ...(request.position ? { position: request.position } : {}),
    }),
  );
}

export function withdrawToast(request: ToastRequest): void {
  void loadToastify().then(({ toast }) => toast.dismiss(toastIdOf(request)));
}
