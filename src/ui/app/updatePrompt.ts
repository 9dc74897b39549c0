import { MESSAGES } from '../../contract';
import { registerServiceWorker } from '../../services/serviceWorker';
import { showToast } from './toast';

/**
 * Starts the service worker and announces a new version with a toast that stays until closed:
 * "A new version is available" with Reload, which switches to it. An open tab is never reloaded unasked.
 */
export function startUpdatePrompt(): void {
  registerServiceWorker((applyUpdate) =>
    showToast({
      tone: 'info',
      message: MESSAGES.newVersionAvailable,
      durationMs: false,
      action: { label: MESSAGES.reloadForNewVersion, onPress: applyUpdate },
    }),
  );
}
