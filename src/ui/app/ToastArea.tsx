import { useEffect } from 'react';
import { Slide, ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { DURATIONS } from '../../contract/constants';
import { forgetToasts, LIVE_AREA, reissueAfterMount } from './toastQueue';

/** The toast areas, one toast at a time each: the page's top right, live notifications bottom-right. Loaded lazily with react-toastify. */
export function ToastArea() {
  useEffect(() => {
    reissueAfterMount();
    return forgetToasts;
  }, []);
  return (
    <>
      <ToastContainer position="top-right" autoClose={DURATIONS.toastDefault} limit={1} newestOnTop transition={Slide} theme="light" />
      <ToastContainer
        containerId={LIVE_AREA}
        position="bottom-right"
        autoClose={DURATIONS.liveNotificationToast}
        limit={1}
        newestOnTop
        transition={Slide}
        theme="light"
        aria-label="Live notifications"
      />
    </>
  );
}
