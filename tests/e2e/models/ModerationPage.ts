import { expect, type Locator, type Page } from '@playwright/test';

/** /moderation: the moderators' queue of reported targets, each with Dismiss, Hide (a post or a review) and Suspend user, and the audit log. */
export class ModerationPage {
  constructor(private readonly page: Page) {}

  /** From Settings, as a moderator finds it. */
  async openFromSettings(): Promise<void> {
    await this.page.goto('/settings');
    await this.page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: /Moderation/ }).click();
    await expect(this.page).toHaveURL(/\/moderation$/);
  }

  /** A reported post's card, named by its title. */
  post(title: string): Locator {
    return this.page.getByRole('listitem', { name: `Post "${title}"` });
  }

  /** A reported review's card, named by its author. */
  review(author: string): Locator {
    return this.page.getByRole('listitem', { name: `Review by @${author}` });
  }

  /** Suspends the user a card makes answerable, with a reason and the day it ends (YYYY-MM-DD). */
  async suspend(card: Locator, reason: string, until: string): Promise<void> {
    await card.getByRole('button', { name: 'Suspend user' }).click();
    const form = card.getByRole('form', { name: 'Suspend user' });
    await form.getByLabel('Reason').fill(reason);
    await form.getByLabel('Suspended until').fill(until);
    await form.getByRole('button', { name: 'Suspend' }).click();
  }

  /** An action done: the server's word in a toast. */
  async expectDone(): Promise<void> {
    await expect(this.page.getByText('Done.', { exact: true })).toBeVisible();
  }

  async openAuditLog(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Audit log' }).click();
    const log = this.page.getByRole('list', { name: 'Audit log' });
    await expect(log).toBeVisible();
    return log;
  }

  /** What anyone but a moderator sees. */
  async expectNotAllowed(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(this.page.getByRole('alert')).toHaveText('Only moderators can do this.');
    await expect(this.page.getByRole('list', { name: 'Reported targets' })).toHaveCount(0);
  }
}
