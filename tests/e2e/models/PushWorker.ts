import { expect, type BrowserContext, type CDPSession, type Page, type Worker } from '@playwright/test';
import type { PushMessage } from '../../../src/contract/push';

/** A notification as the browser holds it (ServiceWorkerRegistration.getNotifications()). */
export type ShownNotification = { title: string; body: string; tag: string; icon: string; url: unknown; renotify: boolean };

/** The parts of a service worker's global scope a click uses (the DOM typings have no worker scope). */
type WorkerScope = {
  registration: ServiceWorkerRegistration;
  location: Location;
  WindowClient: { prototype: object };
  Clients: { prototype: object };
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
  dispatchEvent(event: Event): boolean;
};

/** What a click on a notification made the service worker do: tabs focused, windows opened (full URLs). */
export type ClickOutcome = { focused: string[]; opened: string[] };

/**
 * The app's real service worker (public/push-handler.js inside the generated sw.js) receiving pushes as a push
 * service would deliver them: through the DevTools protocol (ServiceWorker.deliverPushMessage), so the browser
 * runs the worker's push handler and shows what it shows.
 */
export class PushWorker {
  private constructor(
    private readonly page: Page,
    private readonly cdp: CDPSession,
    private readonly registrationId: string,
    readonly worker: Worker,
  ) {}

  /** Opens `path` in `page`, waits for the app's worker to be active, and finds its registration. */
  static async start(page: Page, path = '/'): Promise<PushWorker> {
    const context: BrowserContext = page.context();
    const cdp = await context.newCDPSession(page);
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      for (const { registrationId, scopeURL, isDeleted } of updated) if (!isDeleted) registrations.set(scopeURL, registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    await page.goto(path);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const scope = new URL('/', page.url()).href;
    await expect.poll(() => registrations.get(scope)).toBeTruthy();
    const worker = context.serviceWorkers().find((candidate) => candidate.url().endsWith('/sw.js')) ?? (await context.waitForEvent('serviceworker'));
    return new PushWorker(page, cdp, registrations.get(scope) ?? '', worker);
  }

  /** A push carrying `message` as the server sends it (server/push/push-sender.ts: the JSON of the message), or raw text. */
  async deliver(message: PushMessage | string): Promise<void> {
    const origin = new URL(this.page.url()).origin;
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    await this.cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: this.registrationId, data });
  }

  /** The notifications the app's worker is showing now, asked from the page. */
  notifications(): Promise<ShownNotification[]> {
    return this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const shown = await registration.getNotifications();
      return shown.map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
        icon: notification.icon,
        url: (notification.data as { url?: unknown } | null)?.url,
        // Chromium has it; the DOM typings do not yet.
        renotify: (notification as Notification & { renotify?: boolean }).renotify === true,
      }));
    });
  }

  /**
   * Delivers `message` and waits for its notification; delivers it once more when none showed in 10 s. A push
   * service's message waits for a worker the browser is stopping; the protocol's can be lost with it (seen once in
   * a full browser run, the fifth push of a test that idled its worker; never in the spec alone). Twice lost fails.
   */
  async deliverAndShow(message: PushMessage | string, tag: string): Promise<ShownNotification> {
    await this.deliver(message);
    const showsIn = (timeout: number) =>
      expect.poll(async () => (await this.notifications()).some((notification) => notification.tag === tag), { timeout }).toBe(true);
    await showsIn(10_000).catch(async () => {
      await this.deliver(message);
      await showsIn(10_000);
    });
    return this.shown(tag);
  }

  /** The notification with `tag`, once it shows. */
  async shown(tag: string): Promise<ShownNotification> {
    await expect.poll(async () => (await this.notifications()).some((notification) => notification.tag === tag)).toBe(true);
    const found = (await this.notifications()).find((notification) => notification.tag === tag);
    if (!found) throw new Error(`no notification tagged ${tag}`);
    return found;
  }

  /**
   * A click on the notification tagged `tag`: the worker's notificationclick handler runs on the real notification
   * and the real tabs. No protocol call clicks a notification, and the browser lets a worker focus or open a window
   * only inside a click the user made, so focus() and openWindow() are the two calls recorded here instead of done;
   * everything else (which tab, which address, navigating the tab) is the handler's own.
   */
  click(tag: string): Promise<ClickOutcome> {
    return this.worker.evaluate(async (clickedTag) => {
      const scope = globalThis as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications({ tag: clickedTag });
      if (!notification) throw new Error(`no notification tagged ${clickedTag}`);
      const outcome = { focused: [] as string[], opened: [] as string[] };
      const focus = Object.getOwnPropertyDescriptor(scope.WindowClient.prototype, 'focus');
      const openWindow = Object.getOwnPropertyDescriptor(scope.Clients.prototype, 'openWindow');
      Object.defineProperty(scope.WindowClient.prototype, 'focus', {
        configurable: true,
        value(this: { url: string }) {
          outcome.focused.push(this.url);
          return Promise.resolve(this);
        },
      });
      Object.defineProperty(scope.Clients.prototype, 'openWindow', {
        configurable: true,
        value: (url: string) => {
          outcome.opened.push(new URL(url, scope.location.origin).href);
          return Promise.resolve(null);
        },
      });
      try {
        const event = new scope.NotificationEvent('notificationclick', { notification });
        let handled: Promise<unknown> = Promise.resolve();
        Object.defineProperty(event, 'waitUntil', { value: (work: Promise<unknown>) => (handled = work) });
        scope.dispatchEvent(event);
        await handled;
      } finally {
        if (focus) Object.defineProperty(scope.WindowClient.prototype, 'focus', focus);
        if (openWindow) Object.defineProperty(scope.Clients.prototype, 'openWindow', openWindow);
      }
      return outcome;
    }, tag);
  }
}
