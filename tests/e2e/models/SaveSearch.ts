import { expect, type Locator, type Page } from '@playwright/test';
import { SAVED_SEARCH_MESSAGES } from '../../../src/contract';

/** Save search beside the marketplace's listing search: names the search shown and saves it. */
export class SaveSearch {
  constructor(private readonly page: Page) {}

  get form(): Locator {
    return this.page.getByRole('form', { name: SAVED_SEARCH_MESSAGES.saveSearch });
  }

  /** Opens the form and names the search, not yet saved. */
  async name(name: string): Promise<void> {
    await this.page.getByRole('button', { name: SAVED_SEARCH_MESSAGES.saveSearch }).click();
    await this.form.getByLabel(SAVED_SEARCH_MESSAGES.savedSearchNameLabel).fill(name);
  }

  /** Saves the search shown under `name`, until the server says it is saved. */
  async save(name: string): Promise<void> {
    await this.name(name);
    await this.confirm();
  }

  /** Save in the open form, until the server says it is saved. */
  async confirm(): Promise<void> {
    const form = this.form;
    const saved = this.page.waitForResponse((answer) => answer.url().endsWith('/api/saved-searches') && answer.request().method() === 'POST' && answer.status() === 201);
    await form.getByRole('button', { name: 'Save' }).click();
    await saved;
    await expect(form).toHaveCount(0);
  }
}
