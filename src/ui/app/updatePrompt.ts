import { MESSAGES } from '../../contract/texts';
import { showToast } from './toast';

/**
 * Announces a new version of the app, installed and waiting, with a toast that stays until closed:
 * "A new version is available" with Reload, which switches to it. An open tab is never reloaded unasked.
 */
export function announceNewVersion(applyUpdate: () => void): void {
  showToast({
    tone: 'info',
    message: MESSAGES.newVersionAvailable,
    durationMs: false,
    action: { label: MESSAGES.reloadForNewVersion, onPress: applyUpdate },
  });
}
