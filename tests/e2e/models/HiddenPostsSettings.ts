import { expect, type Page } from '@playwright/test';
import type { Listing } from './listings';

/** Settings → Marketplace → Hidden Posts: the posts the signed-in account hid, each with Unhide. */
export class HiddenPostsSettings {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/settings/marketplace');
    await expect(this.section).toBeVisible();
  }

  get section() {
    return this.page.getByRole('region', { name: 'Hidden Posts' });
  }

  entry(listing: Listing) {
    return this.section.getByRole('listitem').filter({ has: this.page.getByRole('link', { name: listing.title, exact: true }) });
  }

  async unhide(listing: Listing): Promise<void> {
    await this.entry(listing).getByRole('button', { name: `Unhide ${listing.title}` }).click();
    await expect(this.page.getByText('Post unhidden successfully')).toBeVisible();
    await expect(this.entry(listing)).toHaveCount(0);
  }
}
