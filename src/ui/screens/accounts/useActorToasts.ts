import { useLayoutEffect } from 'react';
import { toast } from 'react-toastify';

type Tone = 'success' | 'info' | 'error';
type Subscription = { unsubscribe: () => void };
type ToastEmitted = { type: 'toast'; tone: 'success' | 'error'; message: string };
type ToastSource = { on: (type: 'toast', handler: (event: ToastEmitted) => void) => Subscription };
type ToastWithdrawn = { type: 'toast.withdrawn'; tone: Tone; message: string };
type WithdrawalSource = { on: (type: 'toast.withdrawn', handler: (event: ToastWithdrawn) => void) => Subscription };

/** The id every toast of the app is shown under (Toasts.tsx does the same), so one can be withdrawn. */
const toastIdOf = (tone: Tone, message: string) => `${tone}:${message}`;

/**
 * Shows a screen actor's `toast` events. A layout effect, so the listener is in
 * place before useActorRef starts the actor (entry actions may already toast).
 */
export function useActorToasts(actor: ToastSource): void {
  useLayoutEffect(() => {
    const subscription = actor.on('toast', ({ tone, message }) => {
      toast[tone](message, { toastId: toastIdOf(tone, message) });
    });
    return () => subscription.unsubscribe();
  }, [actor]);
}

/** Dismisses the toasts a screen actor withdraws (`toast.withdrawn`), such as another actor's. */
export function useActorToastWithdrawals(actor: WithdrawalSource): void {
  useLayoutEffect(() => {
    const subscription = actor.on('toast.withdrawn', ({ tone, message }) => toast.dismiss(toastIdOf(tone, message)));
    return () => subscription.unsubscribe();
  }, [actor]);
}
