import { expect, type Page } from '@playwright/test';

/** Block user / Unblock user where a page offers it (a profile, a chat room's header), and its question. */
export class BlockControl {
  constructor(private readonly page: Page) {}

  get toggle() {
    return this.page.getByRole('button', { name: /^(Block user|Unblock user)$/ });
  }

  /** Block user, then Block in the question: the page says so and offers Unblock user. */
  async block(username: string): Promise<void> {
    await expect(this.toggle).toHaveText('Block user');
    await this.toggle.click();
    const question = this.page.getByRole('alertdialog', { name: 'Block user' });
    await expect(question).toContainText(`Block ${username}?`);
    await question.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(this.page.getByText('User blocked. You will no longer see their posts or messages.')).toBeVisible();
    await expect(this.toggle).toHaveText('Unblock user');
  }
}
