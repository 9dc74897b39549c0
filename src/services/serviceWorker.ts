/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

/** Told that a new version is installed and waits; `applyUpdate` activates it and reloads this page. */
export type UpdateWaiting = (applyUpdate: () => void) => void;

/**
 * Registers the app's service worker (scripts/vite/pwa.ts) once the page has loaded. A new version
 * never takes over by itself: it waits until `applyUpdate` is called. When another tab activated it,
 * this page is not reloaded but told again that an update waits: its code stays the old version's
 * until the user reloads.
 */
export function registerServiceWorker(onUpdateWaiting: UpdateWaiting): void {
  let updateAsked = false;
  const applyUpdate = () => {
    updateAsked = true;
    void activate();
  };
  const activate = registerSW({
    onNeedRefresh: () => onUpdateWaiting(applyUpdate),
    onNeedReload: () => {
      if (updateAsked) window.location.reload();
      else onUpdateWaiting(applyUpdate);
    },
  });
}
