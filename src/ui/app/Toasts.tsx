import { lazy, Suspense, useEffect } from 'react';
import { AppActor, useAuthRef, useNotificationsRef } from './AppActor';
import { loadToastify, showToast } from './toast';

const ToastArea = lazy(() => loadToastify().then(() => import('./ToastArea')));

/** The toast area, loaded after the first render, and the bridge from the long-lived actors' `toast` events to it. */
export function Toasts() {
  const app = AppActor.useActorRef();
  const auth = useAuthRef();
  const notifications = useNotificationsRef();
  useEffect(() => {
    const subscriptions = [app.on('toast', showToast), auth.on('toast', showToast), notifications?.on('toast', showToast)];
    return () => subscriptions.forEach((subscription) => subscription?.unsubscribe());
  }, [app, auth, notifications]);
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
