import { expect, type Page } from '@playwright/test';
import type { Photo } from '../support/photos';
import type { Listing } from './listings';

/** The Create Post modal: post type, category, title, price, delivery time, description, photos; Cancel and Create Post. */
export class CreatePostModal {
  constructor(private readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: 'Create Post' });
  }

  get form() {
    return this.dialog.getByRole('form', { name: 'Create Post' });
  }

  async expectOpen(): Promise<void> {
    await expect(this.dialog).toBeVisible();
    // The categories and delivery times load first.
    await expect(this.form).not.toHaveAttribute('aria-busy', 'true');
  }

  async fillIn(listing: Listing): Promise<void> {
    const form = this.form;
    await form.getByLabel('Post type', { exact: true }).selectOption({ label: listing.postType });
    await form.getByLabel('Category', { exact: true }).selectOption({ label: listing.category });
    await form.getByLabel('Title', { exact: true }).fill(listing.title);
    await form.getByLabel('Price (₦)', { exact: true }).fill(String(listing.price));
    await form.getByLabel('Delivery time', { exact: true }).selectOption({ label: listing.delivery.label });
    await form.getByLabel('Description', { exact: true }).fill(listing.description);
  }

  /** Picks the photos in one go and waits for a preview of each. */
  async attach(photos: readonly Photo[]): Promise<void> {
    await this.form.getByLabel('Photos or video', { exact: true }).setInputFiles(photos.map((photo) => photo.path));
    const previews = this.form.getByRole('list', { name: 'Selected media' });
    await expect(previews.getByRole('listitem')).toHaveCount(photos.length);
    for (const photo of photos) {
      await expect(previews.getByRole('img', { name: photo.name })).toBeVisible();
      await expect(previews.getByRole('button', { name: `Remove ${photo.name}` })).toBeVisible();
    }
  }

  /** Create Post: the success toast, the modal closes, and a second later the page reloads. */
  async create(): Promise<void> {
    const reloaded = this.page.waitForEvent('load');
    await this.form.getByRole('button', { name: 'Create Post' }).click();
    await expect(this.page.getByText('Post created successfully!')).toBeVisible();
    await expect(this.dialog).toBeHidden();
    await reloaded;
  }
}
