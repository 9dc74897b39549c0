import { useLayoutEffect } from 'react';
import { toast } from 'react-toastify';

type ToastEmitted = { type: 'toast'; tone: 'success' | 'error'; message: string };
type ToastSource = { on: (type: 'toast', handler: (event: ToastEmitted) => void) => { unsubscribe: () => void } };

/**
 * Shows a screen actor's `toast` events. A layout effect, so the listener is in
 * place before useActorRef starts the actor (entry actions may already toast).
 */
export function useActorToasts(actor: ToastSource): void {
  useLayoutEffect(() => {
    const subscription = actor.on('toast', ({ tone, message }) => {
      toast[tone](message, { toastId: `${tone}:${message}` });
    });
    return () => subscription.unsubscribe();
  }, [actor]);
}
