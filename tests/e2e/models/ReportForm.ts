import { expect, type Locator, type Page } from '@playwright/test';

type Reason = 'Scam or fraud' | 'Prohibited item' | 'Wrong category' | 'Offensive' | 'Spam' | 'Other';

/** The report form over a page (Report post, Report user, Report message). */
export class ReportForm {
  readonly dialog: Locator;

  constructor(page: Page, title: 'Report post' | 'Report user' | 'Report message') {
    this.dialog = page.getByRole('dialog', { name: title });
  }

  /** Picks the reason (with words for Other), sends it and waits for the answer the form shows. */
  async send(reason: Reason, words = ''): Promise<Locator> {
    await expect(this.dialog).toBeVisible();
    await this.dialog.getByRole('radio', { name: reason }).check();
    if (words) await this.dialog.getByRole('textbox').fill(words);
    await this.dialog.getByRole('button', { name: 'Send Report' }).click();
    const outcome = this.dialog.getByRole('status');
    await expect(outcome).toBeVisible();
    return outcome;
  }

  async done(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Done' }).click();
    await expect(this.dialog).toHaveCount(0);
  }
}
