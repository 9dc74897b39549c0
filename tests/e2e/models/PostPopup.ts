import { expect, type Page } from '@playwright/test';
import { shownPrice, type Listing } from './listings';

/** The post popup (over the feed at /?postId=, or alone at /post/{id}): seller, price, like, share links, comments, post menu. */
export class PostPopup {
  constructor(
    private readonly page: Page,
    private readonly listing: Listing,
  ) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: this.listing.title });
  }

  get seller() {
    return this.dialog.locator('[data-scope="post-popup"][data-part="seller"]');
  }

  get likeButton() {
    return this.dialog.getByRole('button', { name: /^Like \d+$/ });
  }

  get comments() {
    return this.dialog.getByRole('region', { name: 'Comments' });
  }

  /** The title, the price and who sells it. */
  async expectListing(sellerName: string): Promise<void> {
    await expect(this.dialog).toBeVisible();
    await expect(this.dialog.getByRole('heading', { name: this.listing.title, level: 2 })).toBeVisible();
    await expect(this.dialog.locator('[data-scope="post-popup"][data-part="price"]')).toHaveText(shownPrice(this.listing.price));
    await expect(this.seller).toContainText(sellerName);
  }

  async expectLikes(count: number, { pressed }: { pressed: boolean }): Promise<void> {
    await expect(this.likeButton).toHaveAccessibleName(`Like ${count}`);
    await expect(this.likeButton).toHaveAttribute('aria-pressed', String(pressed));
  }

  /** Presses the heart once, whatever it shows. */
  async pressLike(): Promise<void> {
    await this.likeButton.click();
  }

  get commentCount() {
    return this.comments.locator('[data-scope="comments"][data-part="count"]');
  }

  async like(): Promise<void> {
    await this.expectLikes(0, { pressed: false });
    await this.likeButton.click();
    await this.expectLikes(1, { pressed: true });
  }

  /** The innermost comment (or reply) with this text. */
  comment(text: string) {
    return this.comments
      .getByRole('listitem')
      .filter({ has: this.page.getByText(text, { exact: true }) })
      .last();
  }

  async addComment(text: string): Promise<void> {
    const form = this.comments.getByRole('form', { name: 'Add a comment' });
    await form.getByRole('textbox', { name: 'Write a comment' }).fill(text);
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(this.comment(text)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
  }

  /** Opens the comment's reply form (its own Reply button comes before any reply's) and sends the reply. */
  async reply(to: string, text: string): Promise<void> {
    await this.comment(to).getByRole('button', { name: 'Reply', exact: true }).first().click();
    const form = this.comments.getByRole('form', { name: /^Reply to / });
    await form.getByRole('textbox', { name: 'Write a reply' }).fill(text);
    await form.getByRole('button', { name: 'Reply', exact: true }).click();
    await this.expectReply(to, text);
  }

  async expectReply(to: string, text: string): Promise<void> {
    const replies = this.comment(to).getByRole('list', { name: /^Replies to / });
    await expect(replies.getByText(text, { exact: true })).toBeVisible();
  }

  /** Who the comment is shown as written by ('You' for one's own). */
  async expectAuthor(text: string, author: string): Promise<void> {
    await expect(this.comment(text).getByRole('link').first()).toHaveText(author);
  }

  /** The share address the popup builds for the post (the one its share buttons send). */
  async shareLink(): Promise<string> {
    const share = this.dialog.getByRole('region', { name: 'Share this post' });
    const href = await share.getByRole('link', { name: 'Facebook' }).getAttribute('href');
    const link = href ? new URL(href).searchParams.get('u') : null;
    if (!link) throw new Error(`no post link in the share button's address ${String(href)}`);
    return link;
  }

  /** Delete post from the ⋯ menu, confirmed: the toast, and the popup closes. */
  async deletePost(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Post options' }).click();
    await this.dialog.getByRole('menuitem', { name: 'Delete post' }).click();
    const confirmation = this.dialog.getByRole('alertdialog', { name: 'Delete post' });
    await expect(confirmation).toContainText('Delete this post? This cannot be undone.');
    await confirmation.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(this.page.getByText('Post deleted successfully')).toBeVisible();
    await expect(this.dialog).toBeHidden();
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(this.dialog).toBeHidden();
  }
}
