import { expect, test } from './support/traced';
import { ConnectionFailed } from './models/ConnectionFailed';
import { LoginPage } from './models/LoginPage';
import { newListing, publishedListing, removesListingsAfterEach } from './models/listings';
import { Mailbox } from './models/Mailbox';
import { MarketplacePage } from './models/MarketplacePage';
import { PostPopup } from './models/PostPopup';
import { RegisterPage } from './models/RegisterPage';
import { sessionToken, signInContext, vendorAccount } from './models/vendors';

test.describe("a screen's code that does not arrive", () => {
  test('offline, the next screen says the connection failed, and it loads by itself once the browser is back online', async ({ page, context }) => {
    await new MarketplacePage(page).open();
    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
    const failed = new ConnectionFailed(page);
    await failed.expectShown();
    await expect(page).toHaveURL(/\/login$/);
    await context.setOffline(false);
    await expect(new LoginPage(page).form).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a dropped chunk request says the connection failed, and Retry loads the screen', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await page.route(/\/assets\/RegisterScreen-[^/]*\.js$/, (route) => route.abort('connectionreset'));
    await page.getByRole('link', { name: 'Sign up', exact: true }).click();
    const failed = new ConnectionFailed(page);
    await failed.expectShown();
    await page.unroute(/\/assets\/RegisterScreen-[^/]*\.js$/);
    await failed.retry();
    await expect(new RegisterPage(page).form).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a chunk a deploy took away (404, no service worker to keep it) offers the new version in the toasts and in the screen\'s place, and Reload opens the screen', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    const register = /\/assets\/RegisterScreen-[^/]*\.js$/;
    await page.route(register, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
    await page.getByRole('link', { name: 'Sign up', exact: true }).click();
    const screenPlace = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'A new version is available' }) });
    await expect(screenPlace).toContainText('This part of the app was updated. Reload to open the new version.');
    await expect(page.getByRole('heading', { name: 'Connection failed' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    // The toast too: the screen's place and the toast, each with Reload.
    await expect(page.getByRole('alert').filter({ hasText: 'A new version is available' }).filter({ has: page.getByRole('button', { name: 'Reload' }) })).toHaveCount(2);
    await page.unroute(register);
    await screenPlace.getByRole('button', { name: 'Reload' }).click();
    await expect(new RegisterPage(page).form).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe("a part of a screen whose code does not arrive", () => {
  const published = removesListingsAfterEach();

  test("the owner's post actions dropped: the post stays on view, the actions' place says the connection failed, and Retry brings them", async ({ page, request, baseURL }) => {
    if (!baseURL) throw new Error('the config sets baseURL');
    const vendor = await vendorAccount(request, new Mailbox());
    const listing = newListing({ category: 'Toys & Games', categoryId: 14, price: 9_500 });
    const postId = await publishedListing(request, await sessionToken(request, vendor), listing, []);
    published.push({ owner: vendor, postId });
    await signInContext(page.context(), baseURL, vendor);
    const ownerActions = /\/assets\/OwnerListingActions-[^/]*\.js$/;
    await page.route(ownerActions, (route) => route.abort('connectionreset'));

    await page.goto(`/post/${postId}`);
    const popup = new PostPopup(page, listing);
    await expect(popup.dialog.getByRole('heading', { name: listing.title, level: 2 })).toBeVisible();
    const failed = popup.dialog.getByRole('alert').filter({ hasText: 'Network error. Please check your connection.' });
    await expect(failed).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Connection failed' })).toHaveCount(0);

    await page.unroute(ownerActions);
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(popup.dialog.getByRole('button', { name: 'Edit post' })).toBeVisible();
  });

  test("a signed-in user's menu dropped: the feed stays, the bar says the connection failed, and Retry brings the menu", async ({ page, request, baseURL }) => {
    if (!baseURL) throw new Error('the config sets baseURL');
    const vendor = await vendorAccount(request, new Mailbox());
    await signInContext(page.context(), baseURL, vendor);
    const signedInParts = /\/assets\/signedInParts-[^/]*\.js$/;
    await page.route(signedInParts, (route) => route.abort('connectionreset'));

    await new MarketplacePage(page).open();
    const bar = page.getByRole('navigation', { name: 'Main' });
    const failed = bar.getByRole('alert').filter({ hasText: 'Network error. Please check your connection.' });
    await expect(failed).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Naija Market' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Connection failed' })).toHaveCount(0);

    await page.unroute(signedInParts);
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(bar.getByRole('button', { name: 'Logout', includeHidden: true })).toBeAttached();
    await expect(failed).toHaveCount(0);
  });
});
