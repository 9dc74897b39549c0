import { expect, type Locator, type Page } from '@playwright/test';

/** /notification, the live notification toasts (bottom-right) and the unread counts the navbar shows. */
export class NotificationsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/notification');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  }

  /**
   * Routes the page's live notification socket; `listening` resolves once it listens: the test pings the server
   * through it (the server answers after it subscribed) and keeps that one pong from the page. Await the route
   * before the page opens, so its socket cannot connect around it.
   */
  async liveConnection(): Promise<{ listening: Promise<void> }> {
    let answered: () => void = () => undefined;
    const listening = new Promise<void>((resolve) => (answered = resolve));
    let pongSeen = false;
    await this.page.routeWebSocket(/\/ws\/notifications\//, (socket) => {
      const server = socket.connectToServer();
      server.onMessage((message) => {
        if (!pongSeen && String(message).includes('"pong"')) {
          pongSeen = true;
          answered();
          return;
        }
        socket.send(message);
      });
      server.send(JSON.stringify({ type: 'ping' }));
    });
    const silent = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('the page’s live notification socket did not answer a ping within 30 s')), 30_000).unref(),
    );
    return { listening: Promise.race([listening, silent]) };
  }

  get list(): Locator {
    return this.page.getByRole('list', { name: 'Notifications' });
  }

  /** The chip that says how many are unread: 'Unread (N)'. */
  unreadChip(count: number): Locator {
    return this.page.getByRole('group', { name: 'Filter notifications' }).getByRole('button', { name: `Unread (${count})` });
  }

  item(text: string): Locator {
    return this.list.getByRole('listitem').filter({ hasText: text });
  }

  /** Opens a notification (it goes where it points) once the server has recorded that it is read. */
  async openItem(text: string): Promise<void> {
    const saved = this.page.waitForResponse((answer) => /\/api\/notifications\/\d+\/read$/.test(answer.url()) && answer.ok());
    await this.item(text).getByRole('button').click();
    await saved;
  }

  /** Mark all as read, once the server has recorded it. */
  async markAllRead(): Promise<void> {
    const saved = this.page.waitForResponse((answer) => answer.url().endsWith('/api/notifications/read') && answer.ok());
    await this.page.getByRole('button', { name: 'Mark all as read' }).click();
    await saved;
  }

  /** A live notification toast, bottom-right. */
  liveToast(text: string): Locator {
    return this.page.getByRole('region', { name: 'Live notifications' }).getByText(text);
  }

  /** A toast of the page, top right. */
  toast(text: string): Locator {
    return this.page.locator('.Toastify__toast-container--top-right').getByText(text);
  }

  /** The navbar's Notifications link badge (wide screens; a phone's is on its tab, models/TabBar). */
  get badge(): Locator {
    return this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Notifications/ }).locator('[data-part="badge"]');
  }
}
