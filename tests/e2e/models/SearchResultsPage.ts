import { expect, type Page } from '@playwright/test';

/** The navbar's user search box and the /search?user={text} results it opens. */
export class SearchResultsPage {
  constructor(private readonly page: Page) {}

  /** Types the text in the navbar's search box (behind Menu on a phone) and searches. */
  async searchFromNavbar(text: string): Promise<void> {
    const navbar = this.page.getByRole('navigation', { name: 'Main' });
    const menu = navbar.getByRole('button', { name: 'Menu' });
    if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    const box = navbar.getByRole('search', { name: 'User search' });
    await box.getByRole('searchbox', { name: 'Search users' }).fill(text);
    await box.getByRole('button', { name: 'Search' }).click();
  }

  async expectResultsFor(query: string): Promise<void> {
    await expect(this.page).toHaveURL(`/search?${new URLSearchParams({ user: query }).toString()}`);
    await expect(this.page.getByRole('heading', { level: 1, name: `Search Results for "${query}"` })).toBeVisible();
  }

  /** The result card whose heading is this display name. */
  result(name: string) {
    return this.page
      .getByRole('list', { name: 'Search results' })
      .getByRole('link')
      .filter({ has: this.page.getByRole('heading', { level: 2, name }) });
  }

  async open(name: string): Promise<void> {
    await this.result(name).click();
  }
}
