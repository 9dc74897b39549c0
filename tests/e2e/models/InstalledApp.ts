import { expect, type Locator, type Page } from '@playwright/test';

/** The app as an installed PWA sees it: its service worker, the offline line and the new-version toast. */
export class InstalledApp {
  constructor(private readonly page: Page) {}

  /** Waits until the service worker is activated (it registers once the page has loaded, then precaches the app). */
  async expectWorkerActive(): Promise<void> {
    await this.page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => this.page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state)).toBe('activated');
  }

  /** The script of the worker that controls this page, or null when none does. */
  controller(): Promise<string | null> {
    return this.page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
  }

  /** Loads the page again and expects the app's worker to control it (a page is controlled from its next load). */
  async reloadUnderWorker(): Promise<void> {
    await this.expectWorkerActive();
    await this.page.reload();
    await expect.poll(() => this.controller()).toMatch(/\/sw\.js$/);
  }

  /** Marks this document, so that a reload would show (isSameDocument). */
  async markDocument(): Promise<void> {
    await this.page.evaluate(() => {
      (window as Window & { sameDocument?: boolean }).sameDocument = true;
    });
  }

  isSameDocument(): Promise<boolean> {
    return this.page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument === true);
  }

  /** Asks the browser to look for a new version of the worker now (it also does on navigations). */
  async checkForUpdate(): Promise<void> {
    await this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      await registration.update();
    });
  }

  /** Whether a new version of the worker is installed and waiting. */
  hasWaitingWorker(): Promise<boolean> {
    return this.page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
  }

  get offlineBanner(): Locator {
    return this.page.locator('[data-scope="connectivity"][data-part="banner"]');
  }

  get updateToast(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'A new version is available' });
  }

  get reloadButton(): Locator {
    return this.updateToast.getByRole('button', { name: 'Reload' });
  }
}
