import { expect, type Locator, type Page } from '@playwright/test';

/** The marketplace's listing search: the box, its suggestions, and Sort by. */
export class ListingSearch {
  constructor(private readonly page: Page) {}

  get box(): Locator {
    return this.page.getByRole('search', { name: 'Search listings' });
  }

  get input(): Locator {
    return this.box.getByRole('searchbox', { name: 'Search listings' });
  }

  get sort(): Locator {
    return this.page.getByRole('combobox', { name: 'Sort by' });
  }

  /** The line under the box: how many results for which words, in which order. */
  get summary(): Locator {
    return this.page.locator('[data-scope="listing-search"][data-part="summary"]');
  }

  /** Types the text as a person does, key by key (suggestions are asked for after a pause); `delay` ms between keys. */
  async type(text: string, delay = 40): Promise<void> {
    await this.input.click();
    await this.input.pressSequentially(text, { delay });
  }

  suggestion(text: string): Locator {
    return this.box.getByRole('list', { name: 'Suggestions' }).getByRole('button', { name: text });
  }

  async submit(): Promise<void> {
    await this.input.press('Enter');
  }

  async sortBy(label: string): Promise<void> {
    await this.sort.selectOption({ label });
    await expect(this.sort.locator('option:checked')).toHaveText(label);
  }
}
