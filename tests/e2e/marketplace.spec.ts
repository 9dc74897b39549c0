import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/traced';
import { activatedAccount } from './models/accounts';
import { newListing, publishedListing, removesListingsAfterEach } from './models/listings';
import { LoginPage } from './models/LoginPage';
import { Mailbox } from './models/Mailbox';
import { MarketplacePage } from './models/MarketplacePage';
import { PostPopup } from './models/PostPopup';
import { ProfilePage } from './models/ProfilePage';
import { sessionToken, signInContext, vendorAccount } from './models/vendors';
import { listingPhotos } from './support/photos';

type ContextOptions = { baseURL: string; viewport: { width: number; height: number } | null };

/** Another person at another browser (their own cookies), signed in or not. */
async function anotherBrowser(browser: Browser, options: ContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}

test.describe('marketplace', () => {
  // A journey that fails before its owner deletes the post leaves it to every later spec's feed: remove it.
  const published = removesListingsAfterEach();

  test('a vendor posts two photos; a buyer filters, likes, comments, replies and follows; a share link opens it signed out; the owner deletes it', async ({
    page,
    browser,
    request,
    baseURL,
    viewport,
  }, testInfo) => {
    test.slow();
    if (!baseURL) throw new Error('the config sets baseURL');
    const mailbox = new Mailbox();
    const vendor = await vendorAccount(request, mailbox);
    const buyer = await activatedAccount(request, mailbox);
    const listing = newListing();
    const photos = await listingPhotos(testInfo.outputPath('photos'));
    const options = { baseURL, viewport };

    const vendorMarket = new MarketplacePage(page);
    let postId = 0;
    await test.step('the vendor creates a post with two photos from the create-post bar', async () => {
      await signInContext(page.context(), baseURL, vendor);
      await vendorMarket.open();
      const modal = await vendorMarket.startPost();
      await modal.fillIn(listing);
      await modal.attach(photos);
      await modal.create();
      await vendorMarket.expectPost(listing, vendor.marketname);
      await vendorMarket.expectPhotos(listing, photos);
      postId = await vendorMarket.postIdOf(listing);
      published.push({ owner: vendor, postId });
    });

    const buyerPage = await anotherBrowser(browser, options);
    const buyerMarket = new MarketplacePage(buyerPage);
    const comment = 'Is the coral real? I need it for a wedding on Saturday.';
    const reply = 'Also, can you deliver to Independence Layout?';
    let shareLink = '';
    await test.step('a buyer finds it through the filters', async () => {
      await signInContext(buyerPage.context(), baseURL, buyer);
      await buyerMarket.open();
      await buyerMarket.filterToListing(listing, vendor.city);
      await buyerMarket.expectFilterResults(1, 5);
      await buyerMarket.expectPost(listing, vendor.marketname);
    });

    await test.step('the buyer opens it, likes it, comments and replies', async () => {
      const popup = await buyerMarket.openPost(listing);
      await expect(buyerPage).toHaveURL(new RegExp(`[?&]postId=${postId}$`));
      await popup.expectListing(vendor.marketname);
      await popup.like();
      await popup.addComment(comment);
      await popup.reply(comment, reply);
      await popup.expectAuthor(comment, 'You');
      await expect(popup.comments.locator('[data-scope="comments"][data-part="count"]')).toHaveText('1 comment');
      shareLink = await popup.shareLink();
      expect(shareLink).toBe(`${baseURL}/post/${postId}`);
      await popup.close();
      await expect(buyerPage).not.toHaveURL(/postId=/);
    });

    await test.step("the buyer follows the vendor from the seller's profile", async () => {
      await buyerMarket.openSellerProfile(listing);
      const profile = new ProfilePage(buyerPage);
      await profile.expectProfileOf(vendor.username, vendor.marketname);
      await profile.follow(vendor.marketname);
      await buyerPage.reload();
      await expect(profile.followButton).toHaveText('Following');
    });

    const visitorPage = await anotherBrowser(browser, options);
    await test.step('a signed-out visitor opens the share link and sees the post without logging in', async () => {
      await visitorPage.goto(shareLink);
      const shared = new PostPopup(visitorPage, listing);
      await shared.expectListing(vendor.marketname);
      await expect(shared.dialog.getByRole('link', { name: 'View Seller Profile' })).toHaveAttribute('href', `/profile/${vendor.username}`);
      await shared.expectLikes(1, { pressed: false });
      await expect(shared.comment(comment)).toBeVisible();
      await expect(visitorPage).toHaveURL(`${baseURL}/post/${postId}`);
      await expect(new LoginPage(visitorPage).form).toHaveCount(0);
    });

    await test.step('the vendor sees the comment and the reply, and deletes the post', async () => {
      await vendorMarket.open();
      const popup = await vendorMarket.openPost(listing);
      await popup.expectLikes(1, { pressed: false });
      await expect(popup.comment(comment)).toBeVisible();
      await popup.expectAuthor(comment, `${buyer.firstName} ${buyer.lastName}`);
      await popup.expectReply(comment, reply);
      await popup.deletePost();
      await expect(vendorMarket.post(listing)).toHaveCount(0);
      await page.reload();
      await expect(vendorMarket.feed.getByText('No Content Found...').or(vendorMarket.posts.first())).toBeVisible();
      await expect(vendorMarket.post(listing)).toHaveCount(0);
    });

    await test.step('the share link now says the post is gone', async () => {
      await visitorPage.reload();
      await expect(visitorPage.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
      await expect(visitorPage.getByText('The requested post could not be found.')).toBeVisible();
    });

    await buyerPage.context().close();
    await visitorPage.context().close();
  });

  test("an open post shows others' likes and comments live, and its card and popup agree on likes and comments", async ({
    page,
    browser,
    request,
    baseURL,
    viewport,
  }, testInfo) => {
    test.slow();
    if (!baseURL) throw new Error('the config sets baseURL');
    const mailbox = new Mailbox();
    const vendor = await vendorAccount(request, mailbox);
    const [watcher, other] = [await activatedAccount(request, mailbox), await activatedAccount(request, mailbox)];
    const listing = newListing();
    const postId = await publishedListing(request, await sessionToken(request, vendor), listing, await listingPhotos(testInfo.outputPath('photos')));
    published.push({ owner: vendor, postId });

    const market = new MarketplacePage(page);
    await signInContext(page.context(), baseURL, watcher);
    await market.open();
    await market.filterToListing(listing, vendor.city);
    await market.expectPost(listing, vendor.marketname);
    const popup = await market.openPost(listing);
    await popup.expectLikes(0, { pressed: false });
    await expect(popup.commentCount).toHaveText('0 comments');

    const comment = 'Is it still available in gold?';
    const otherPage = await anotherBrowser(browser, { baseURL, viewport });
    await test.step('someone else likes and comments at another browser: the open popup shows both without a reload', async () => {
      await signInContext(otherPage.context(), baseURL, other);
      await otherPage.goto(`/post/${postId}`);
      const theirs = new PostPopup(otherPage, listing);
      await theirs.like();
      await theirs.addComment(comment);
      await popup.expectLikes(1, { pressed: false });
      await expect(popup.comment(comment)).toBeVisible();
      await expect(popup.commentCount).toHaveText('1 comment');
      await popup.expectAuthor(comment, `${other.firstName} ${other.lastName}`);
    });

    await test.step('a like in the popup shows on the card behind it, and the card heart then unlikes', async () => {
      await popup.pressLike();
      await popup.expectLikes(2, { pressed: true });
      await popup.close();
      await market.expectCardLikes(listing, 2, { pressed: true });
      await market.expectCardComments(listing, 1);
      await market.likeButtonOf(listing).click();
      await market.expectCardLikes(listing, 1, { pressed: false });
      const reopened = await market.openPost(listing);
      await reopened.expectLikes(1, { pressed: false });
    });

    await test.step("the other browser's open post sees that like and unlike live too", async () => {
      await new PostPopup(otherPage, listing).expectLikes(1, { pressed: true });
    });
    await otherPage.context().close();
  });
});
