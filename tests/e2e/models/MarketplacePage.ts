import { expect, type Locator, type Page } from '@playwright/test';
import type { Photo } from '../support/photos';
import { CreatePostModal } from './CreatePostModal';
import { shownPrice, type Listing } from './listings';
import { PostPopup } from './PostPopup';

export type FeedFilters = {
  categoryType: 'Products' | 'Services';
  category: string;
  minPrice: number;
  maxPrice: number;
  city: string;
};

/** The marketplace (/): the create-post bar, the filter panel, the feed of post cards. */
export class MarketplacePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
  }

  get feed() {
    return this.page.getByRole('region', { name: 'Marketplace feed' });
  }

  get createPostBar() {
    return this.feed.getByRole('textbox', { name: 'Create a post' });
  }

  /** The card of a post in the feed (an article named by its title). */
  post(listing: Listing): Locator {
    return this.feed.getByRole('article', { name: listing.title });
  }

  get posts(): Locator {
    return this.feed.getByRole('article');
  }

  async startPost(): Promise<CreatePostModal> {
    await expect(this.createPostBar).toHaveAttribute('placeholder', 'Create a post...');
    await this.createPostBar.click();
    const modal = new CreatePostModal(this.page);
    await modal.expectOpen();
    return modal;
  }

  async expectPost(listing: Listing, sellerName: string): Promise<void> {
    const card = this.post(listing);
    await expect(card).toBeVisible();
    await expect(card.locator('[data-scope="feed-card"][data-part="price"]')).toHaveText(shownPrice(listing.price));
    await expect(card.locator('[data-scope="feed-card"][data-part="category"]')).toHaveText(listing.category);
    await expect(card.locator('[data-scope="feed-card"][data-part="seller"]')).toContainText(sellerName);
  }

  /** A compact card (a phone's first layout): title, price and the seller's place; no seller row or category. */
  async expectCompactPost(listing: Listing, place: string): Promise<void> {
    const card = this.post(listing);
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { name: listing.title })).toBeVisible();
    await expect(card.locator('[data-scope="feed-card"][data-part="price"]')).toHaveText(shownPrice(listing.price));
    await expect(card.locator('[data-scope="feed-card"][data-part="place"]')).toHaveText(place);
    await expect(card.locator('[data-scope="feed-card"][data-part="seller"]')).toHaveCount(0);
    await expect(card.locator('[data-scope="feed-card"][data-part="category"]')).toHaveCount(0);
  }

  /** Compact cards (pressed) or full cards: the feed's layout, which this device keeps. */
  get compactCardsToggle(): Locator {
    return this.page.getByRole('button', { name: 'Compact cards' });
  }

  /** The card's picture frame, and the photo shown first in it. */
  photoFrame(listing: Listing): Locator {
    return this.post(listing).locator('[data-scope="feed-card"][data-part="media"]');
  }

  firstPhoto(listing: Listing): Locator {
    return this.photoFrame(listing).locator('[data-scope="carousel"][data-part="slide"] img').first();
  }

  /** The card shows every photo, served from /media/, each one loaded when its slide is shown. */
  async expectPhotos(listing: Listing, photos: readonly Photo[]): Promise<void> {
    const carousel = this.post(listing).getByRole('region', { name: listing.title });
    const images = carousel.locator('[data-scope="carousel"][data-part="slide"] img');
    await expect(images).toHaveCount(photos.length);
    for (const [index] of photos.entries()) {
      await carousel.getByRole('button', { name: `Go to slide ${index + 1}` }).click();
      const image = images.nth(index);
      await expect(image).toHaveAttribute('src', /^(https?:\/\/[^/]+)?\/media\//);
      await expect(image).toHaveAccessibleName(listing.title);
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    }
  }

  async postIdOf(listing: Listing): Promise<number> {
    const id = Number(await this.post(listing).getAttribute('data-post-id'));
    expect(id).toBeGreaterThan(0);
    return id;
  }

  /** Opens the post popup from the card's title (the address gets ?postId=). */
  async openPost(listing: Listing): Promise<PostPopup> {
    await this.post(listing).getByRole('button', { name: listing.title, exact: true }).click();
    await expect(this.page).toHaveURL(/[?&]postId=\d+/);
    const popup = new PostPopup(this.page, listing);
    await expect(popup.dialog).toBeVisible();
    return popup;
  }

  /** The first page has loaded: some posts, or No Content Found... */
  async expectFeedLoaded(): Promise<void> {
    await expect(this.posts.first().or(this.feed.getByText('No Content Found...'))).toBeVisible();
  }

  /** Post options → Hide post on the card: it says so and the card leaves the feed. */
  async hidePost(listing: Listing): Promise<void> {
    const card = this.post(listing);
    await card.getByRole('button', { name: 'Post options' }).click();
    await card.getByRole('menuitem', { name: 'Hide post' }).click();
    await expect(this.page.getByText('Post hidden successfully')).toBeVisible();
    await expect(card).toHaveCount(0);
  }

  /** The heart on the post's card. */
  likeButtonOf(listing: Listing): Locator {
    return this.post(listing).getByRole('button', { name: /^Like \d+$/ });
  }

  async expectCardLikes(listing: Listing, count: number, { pressed }: { pressed: boolean }): Promise<void> {
    await expect(this.likeButtonOf(listing)).toHaveAccessibleName(`Like ${count}`);
    await expect(this.likeButtonOf(listing)).toHaveAttribute('aria-pressed', String(pressed));
  }

  async expectCardComments(listing: Listing, count: number): Promise<void> {
    await expect(this.post(listing).locator('[data-scope="feed-card"][data-part="comments"]')).toHaveAccessibleName(`Comments (${count})`);
  }

  /** The seller's name on the card links to their profile. */
  async openSellerProfile(listing: Listing): Promise<void> {
    await this.post(listing).locator('[data-scope="feed-card"][data-part="seller"]').click();
  }

  // --- The filter panel ---

  get filterToggle() {
    return this.page.getByRole('button', { name: /^Filters/ });
  }

  get filterPanel() {
    return this.page.getByRole('region', { name: 'FILTER BY' });
  }

  /** Shows the panel (a sidebar on wide screens, open from the start there). */
  async openFilters(): Promise<void> {
    if ((await this.filterToggle.getAttribute('aria-expanded')) !== 'true') await this.filterToggle.click();
    await expect(this.filterToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(this.filterPanel).toBeVisible();
  }

  get activeFilterBanner() {
    return this.filterPanel.locator('[data-scope="filter"][data-part="banner"]');
  }

  /** The user's own city, offered in one tap under the City field ('My city: Enugu'). */
  myCityOffer(city: string): Locator {
    return this.filterPanel.getByRole('button', { name: `My city: ${city}` });
  }

  async filterBy(filters: FeedFilters): Promise<void> {
    const form = this.filterPanel.getByRole('form', { name: 'Filters' });
    await form.getByLabel('Category type', { exact: true }).selectOption({ label: filters.categoryType });
    await form.getByLabel('Category', { exact: true }).selectOption({ label: filters.category });
    await form.getByLabel('Min price (₦)', { exact: true }).fill(String(filters.minPrice));
    await form.getByLabel('Max price (₦)', { exact: true }).fill(String(filters.maxPrice));
    await form.getByLabel('City', { exact: true }).fill(filters.city);
    await expect(this.filterPanel.locator('[data-scope="filter"][data-part="banner"]')).toHaveText(`${Object.keys(filters).length} active filters`);
    await form.getByRole('button', { name: 'Apply Filters' }).click();
  }

  /** Filters down to one listing: its type and category, a price around it, the seller's city. */
  async filterToListing(listing: Listing, city: string): Promise<void> {
    await this.openFilters();
    await this.filterBy({ categoryType: 'Products', category: listing.category, minPrice: listing.price - 500, maxPrice: listing.price + 500, city });
  }

  async expectFilterResults(items: number, filters: number): Promise<void> {
    await expect(this.page.getByText(`Found ${items} item(s) with ${filters} filter(s) applied.`)).toBeVisible();
    await expect(this.filterPanel.getByRole('button', { name: 'Apply Filters' })).toBeEnabled();
    await expect(this.posts).toHaveCount(items);
  }
}
