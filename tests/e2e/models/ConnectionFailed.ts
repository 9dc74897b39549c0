import { expect, type Page } from '@playwright/test';

/** What a screen says when its code could not be fetched: the connection failed, with Retry (never the 404 page). */
export class ConnectionFailed {
  constructor(private readonly page: Page) {}

  get alert() {
    return this.page.getByRole('alert').filter({ has: this.page.getByRole('heading', { name: 'Connection failed' }) });
  }

  async expectShown(): Promise<void> {
    await expect(this.alert).toBeVisible();
    await expect(this.alert).toContainText('Network error. Please check your connection.');
    await expect(this.page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  }

  async retry(): Promise<void> {
    await this.alert.getByRole('button', { name: 'Retry' }).click();
  }
}
