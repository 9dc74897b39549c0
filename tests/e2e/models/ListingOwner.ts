import { expect, type Locator, type Page } from '@playwright/test';
import { shownPrice, type Listing } from './listings';
import { PostPopup } from './PostPopup';

/** The owner's Edit post and Mark as sold / Mark as available in the post popup, and what a sold post shows. */
export class ListingOwner {
  constructor(private readonly page: Page) {}

  /** Edit post → Edit Post with the post's values → new title and price → Save Changes; answers the popup of the edited listing. */
  async edit(popup: PostPopup, listing: Listing, changes: Pick<Listing, 'title' | 'price'>): Promise<{ popup: PostPopup; listing: Listing }> {
    await popup.dialog.getByRole('button', { name: 'Edit post' }).click();
    const form = this.page.getByRole('form', { name: 'Edit Post' });
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(listing.title);
    await form.getByRole('textbox', { name: 'Title' }).fill(changes.title);
    await form.getByRole('textbox', { name: 'Price (₦)' }).fill(String(changes.price));
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form).toHaveCount(0);
    const edited = { ...listing, ...changes };
    const editedPopup = new PostPopup(this.page, edited);
    await expect(editedPopup.dialog.getByRole('heading', { name: edited.title, level: 2 })).toBeVisible();
    await expect(editedPopup.dialog.locator('[data-scope="post-popup"][data-part="price"]')).toHaveText(shownPrice(edited.price));
    return { popup: editedPopup, listing: edited };
  }

  async markSold(popup: PostPopup): Promise<void> {
    await popup.dialog.getByRole('button', { name: 'Mark as sold' }).click();
    await expect(popup.dialog.getByRole('button', { name: 'Mark as available' })).toBeVisible();
    await expectSoldRibbon(popup.dialog);
  }
}

/** The Sold ribbon on a card or in the popup. */
export async function expectSoldRibbon(place: Locator): Promise<void> {
  await expect(place.locator('[data-scope="post"][data-part="sold-ribbon"]')).toHaveText('Sold');
}
