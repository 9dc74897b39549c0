import { useEffect, useState, type ComponentType } from 'react';
import { AppActor, useAuthRef, useNotificationsRef } from './AppActor';
import { loadToastify, showToast, subscribeToastsAskedFor, toastsAskedFor } from './toast';

/**
 * The toast area's component once the first toast is asked for (react-toastify and all), else null. Not React.lazy:
 * a Suspense boundary would hold the area back for its reveal throttle while the first toast waits.
 */
function useToastArea(): ComponentType | null {
  const [area, setArea] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    // Offline, the code does not come: the next toast asks for it again (loadToastify), and this listener with it.
    const load = () =>
      void loadToastify()
        .then(() => import('./ToastArea'))
        .then(({ ToastArea }) => mounted && setArea(() => ToastArea))
        .catch(() => undefined);
    if (toastsAskedFor()) load();
    const unsubscribe = subscribeToastsAskedFor(load);
    return () => {
      mounted = false;
      unsubscribe();
    };
  }, []);
  return area;
}

/** The toast area, loaded with the first toast, and the bridge from the long-lived actors' `toast` events to it. */
export function Toasts() {
  const app = AppActor.useActorRef();
  const auth = useAuthRef();
  const notifications = useNotificationsRef();
  useEffect(() => {
    const subscriptions = [app.on('toast', showToast), auth.on('toast', showToast), notifications?.on('toast', showToast)];
    return () => subscriptions.forEach((subscription) => subscription?.unsubscribe());
  }, [app, auth, notifications]);
  const ToastArea = useToastArea();
  return ToastArea ? <ToastArea /> : null;
}
