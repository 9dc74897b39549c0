import { useLayoutEffect } from 'react';
import { showToast, withdrawToast, type ToastRequest } from './toast';

type Subscription = { unsubscribe: () => void };
type ToastEmitted = ToastRequest & { type: 'toast' };
type ToastSource = { on: (type: 'toast', handler: (event: ToastEmitted) => void) => Subscription };
type ToastWithdrawn = ToastRequest & { type: 'toast.withdrawn' };
type WithdrawalSource = { on: (type: 'toast.withdrawn', handler: (event: ToastWithdrawn) => void) => Subscription };

/**
 * Shows a screen actor's `toast` events. A layout effect, so the listener is in
 * place before useScreenActor starts the actor (entry actions may already toast).
 */
export function useActorToasts(actor: ToastSource): void {
  useLayoutEffect(() => {
    const subscription = actor.on('toast', showToast);
    return () => subscription.unsubscribe();
  }, [actor]);
}

/** Dismisses the toasts a screen actor withdraws (`toast.withdrawn`), such as another actor's. */
export function useActorToastWithdrawals(actor: WithdrawalSource): void {
  useLayoutEffect(() => {
    const subscription = actor.on('toast.withdrawn', withdrawToast);
    return () => subscription.unsubscribe();
  }, [actor]);
}
