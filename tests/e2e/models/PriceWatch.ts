import { expect, type Locator } from '@playwright/test';

/** Watch price / Watching on another user's post, in its popup. */
export class PriceWatch {
  constructor(private readonly popup: Locator) {}

  get toggle(): Locator {
    return this.popup.getByRole('button', { name: /^(Watch price|Watching)$/ });
  }

  /** Watch price, until the server says the post is watched (the button says Watching). */
  async watch(): Promise<void> {
    await expect(this.toggle).toHaveText('Watch price');
    await expect(this.toggle).toBeEnabled();
    await this.toggle.click();
    await expect(this.toggle).toHaveText('Watching');
    await expect(this.toggle).toHaveAttribute('aria-pressed', 'true');
  }
}

/** The price-drop notice a watcher is told, in the app's money format. */
export const priceDropText = (title: string, now: string, was: string) => `Price drop: ${title} is now ${now} (was ${was})`;
