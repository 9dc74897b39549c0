import { toast } from 'react-toastify';

export type ToastTone = 'success' | 'info' | 'error';
/** `durationMs` overrides the default 5 s (the share toast stays 12 s). */
export type ToastRequest = { tone: ToastTone; message: string; durationMs?: number };

/** Every toast is shown under `{tone}:{message}`: the same one never stacks, and an actor can withdraw it. */
const toastIdOf = ({ tone, message }: ToastRequest) => `${tone}:${message}`;

export function showToast(request: ToastRequest): void {
  toast[request.tone](request.message, { toastId: toastIdOf(request), ...(request.durationMs ? { autoClose: request.durationMs } : {}) });
}

export function withdrawToast(request: ToastRequest): void {
  toast.dismiss(toastIdOf(request));
}
