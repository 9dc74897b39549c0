import { expect, type Locator, type Page } from '@playwright/test';

/** The Reviews section of a vendor's profile: the summary, Rate Seller's form, the reviews and their replies. */
export class ReviewsSection {
  readonly root: Locator;

  constructor(private readonly page: Page) {
    this.root = page.locator('[data-scope="reviews"][data-part="root"]');
  }

  get summary(): Locator {
    return this.root.locator('[data-part="summary"]');
  }

  review(reviewer: string): Locator {
    return this.root.locator(`[data-part="review"][data-reviewer="${reviewer}"]`);
  }

  /** Rate Seller from the profile's actions, then stars and words, and Post Review. */
  async write(stars: number, words: string): Promise<void> {
    await this.page.getByRole('link', { name: 'Rate Seller' }).click();
    const form = this.root.getByRole('form', { name: 'Rate Seller' });
    await form.getByRole('radio', { name: `${stars} ${stars === 1 ? 'star' : 'stars'}` }).click();
    await form.getByRole('textbox', { name: 'Your review' }).fill(words);
    await form.getByRole('button', { name: 'Post Review' }).click();
    await expect(this.page.getByText('Thanks! Your review was saved.')).toBeVisible();
  }

  /** The vendor's Reply under a buyer's review. */
  async reply(reviewer: string, words: string): Promise<void> {
    const review = this.review(reviewer);
    await review.getByRole('button', { name: 'Reply' }).click();
    await review.getByRole('textbox', { name: 'Your reply' }).fill(words);
    await review.getByRole('button', { name: 'Save Reply' }).click();
    await expect(this.page.getByText('Your reply was saved.')).toBeVisible();
  }
}
