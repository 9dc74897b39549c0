import { expect, type Locator, type Page } from '@playwright/test';

/** /nearby: where the page looks, the radius, and the vendors and products found there. */
export class NearbyPage {
  constructor(private readonly page: Page) {}

  /** From the marketplace, by its Near me link. */
  async openFromMarketplace(): Promise<void> {
    await this.page.goto('/');
    await this.page.getByRole('link', { name: 'Near me' }).click();
    await expect(this.page.getByRole('heading', { name: 'Near me', level: 1 })).toBeVisible();
  }

  get vendors(): Locator {
    return this.page.getByRole('region', { name: /^Vendors/ });
  }

  vendor(marketname: string): Locator {
    return this.vendors.getByRole('listitem').filter({ has: this.page.getByRole('link', { name: marketname }) });
  }

  async chooseRadius(km: number): Promise<void> {
    await this.page.getByRole('radio', { name: `${km} km` }).check();
  }

  async expectCentredOnCurrentLocation(): Promise<void> {
    await expect(this.page.getByText('Showing results near your current location.')).toBeVisible();
  }
}
