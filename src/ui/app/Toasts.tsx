import { useEffect } from 'react';
import { Slide, ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { DURATIONS } from '../../contract';
import { AppActor, useAuthRef } from './AppActor';
import { showToast } from './toast';

/** The toast area (top right, one at a time) and the bridge from the actors' `toast` events to it. */
export function Toasts() {
  const app = AppActor.useActorRef();
  const auth = useAuthRef();
  useEffect(() => {
    const subscriptions = [app.on('toast', showToast), auth.on('toast', showToast)];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [app, auth]);
  return (
    <ToastContainer
      position="top-right"
      autoClose={DURATIONS.toastDefault}
      limit={1}
      newestOnTop
      transition={Slide}
      theme="light"
    />
  );
}
