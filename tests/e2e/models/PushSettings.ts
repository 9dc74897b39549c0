import { expect, type Page } from '@playwright/test';
import { PUSH_KIND_LABELS, PUSH_MESSAGES } from '../../../src/contract/push';

/** The endpoint the browser double's push service hands out (tests/e2e/web-push.spec.ts). */
export const DOUBLE_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/e2e-phone';

/**
 * Installs, before the app's scripts run, a double of the browser's push parts: a service worker whose
 * registration has a pushManager, and a permission prompt the user answers `answer`. It counts the prompts
 * (window.__pushPrompts) and keeps the options the page subscribed with (window.__pushSubscribedWith).
 */
export async function installPushDouble(page: Page, answer: 'granted' | 'denied'): Promise<void> {
  await page.addInitScript(
    ({ answer, endpoint }) => {
      const state = window as unknown as { __pushPrompts: number; __pushSubscribedWith: unknown; __permission: string };
      state.__pushPrompts = 0;
      state.__permission = 'default';
      let subscription: unknown = null;
      const made = (key: Uint8Array) => ({
        endpoint,
        options: { applicationServerKey: key.buffer, userVisibleOnly: true },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BE2ePhonePublicKey_base64url', auth: 'E2ePhoneAuthSecret' } }),
        unsubscribe: async () => {
          subscription = null;
          return true;
        },
      });
      const pushManager = {
        getSubscription: async () => subscription,
        subscribe: async (options: { applicationServerKey: Uint8Array }) => {
          state.__pushSubscribedWith = Array.from(options.applicationServerKey);
          subscription = made(options.applicationServerKey);
          return subscription;
        },
      };
      // The app's own registration (workbox-window) waits for ever, as with the config's blocked service workers.
      const container = {
        ready: Promise.resolve({ pushManager }),
        controller: null,
        register: () => new Promise(() => undefined),
        getRegistration: async () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      };
      Object.defineProperty(Navigator.prototype, 'serviceWorker', { configurable: true, get: () => container });
      class PromptedNotification {
        static get permission() {
          return state.__permission;
        }
        static async requestPermission() {
          state.__pushPrompts += 1;
          state.__permission = answer;
          return answer;
        }
      }
      Object.defineProperty(window, 'Notification', { configurable: true, writable: true, value: PromptedNotification });
    },
    { answer, endpoint: DOUBLE_ENDPOINT },
  );
}

/** Settings → Chats & Notifications → Notifications on this phone. */
export class PushSettings {
  constructor(private readonly page: Page) {}

  get section() {
    return this.page.getByRole('region', { name: PUSH_MESSAGES.sectionTitle });
  }

  async open(): Promise<void> {
    await this.page.goto('/settings/chat');
    await expect(this.section).toBeVisible();
  }

  prompts(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { __pushPrompts: number }).__pushPrompts);
  }

  async turnOn(): Promise<void> {
    await this.section.getByRole('button', { name: PUSH_MESSAGES.turnOn }).click();
  }

  async turnOff(): Promise<void> {
    await this.section.getByRole('button', { name: PUSH_MESSAGES.turnOff }).click();
    await expect(this.section.getByRole('button', { name: PUSH_MESSAGES.turnOn })).toBeVisible();
  }

  kind(kind: keyof typeof PUSH_KIND_LABELS) {
    return this.section.getByRole('switch', { name: PUSH_KIND_LABELS[kind] });
  }
}
