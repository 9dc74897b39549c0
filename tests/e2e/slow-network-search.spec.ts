import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/traced';
import { MESSAGES, POST_LIFE_MESSAGES, SAVED_SEARCH_MESSAGES } from '../../src/contract';
import { activatedAccount } from './models/accounts';
import { ListingSearch } from './models/ListingSearch';
import { newListing, publishedListing, removesListingsAfterEach } from './models/listings';
import { Mailbox } from './models/Mailbox';
import { MarketplacePage } from './models/MarketplacePage';
import { PostPopup } from './models/PostPopup';
import { PriceWatch } from './models/PriceWatch';
import { ReportForm } from './models/ReportForm';
import { SaveSearch } from './models/SaveSearch';
import { sessionToken, signInContext, vendorAccount } from './models/vendors';
import { answerLostOnce, MobileNetwork } from './support/network';
import { listingPhotos } from './support/photos';

/** A cheap Android phone's screen. */
test.use({ viewport: { width: 360, height: 640 } });

const SUGGESTIONS = '**/api/listings/suggestions?*';
const suggestedFor = (url: string) => new URL(url).searchParams.get('q');

/**
 * The network handing answers over out of order: the suggestions for `text` reach the page only once those for
 * another text have, and a moment later (`delivered`; the page may have given up on the request by then).
 */
async function suggestionsArriveLate(page: Page, text: string) {
  const asked = page.waitForRequest((request) => suggestedFor(request.url()) === text);
  const newerShown = page.waitForResponse((answer) => answer.url().includes('/api/listings/suggestions?') && suggestedFor(answer.url()) !== text);
  let delivered: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (delivered = resolve));
  await page.route(SUGGESTIONS, async (route) => {
    if (suggestedFor(route.request().url()) !== text) return route.fallback();
    try {
      const answer = await route.fetch();
      await newerShown;
      await page.waitForTimeout(500);
      await route.fulfill({ response: answer });
    } catch {
      // The page dropped the request: nothing to hand over.
    }
    delivered();
  });
  return { asked, delivered: done };
}

const offlineLine = (page: Page) => page.getByText(MESSAGES.offlineBanner);

async function openMarketplaceSettings(page: Page): Promise<void> {
  await page.goto('/settings/marketplace');
  await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
}

test.describe('search, saved searches, price watch and reports on slow, dropping mobile data', () => {
  const published = removesListingsAfterEach();

  test('suggestions follow the newest letters typed, and a search saved offline is said to fail, then saved once online', async ({ page, request, baseURL }, testInfo) => {
    if (!baseURL) throw new Error('the config sets baseURL');
    const mailbox = new Mailbox();
    const vendor = await vendorAccount(request, mailbox);
    const buyer = await activatedAccount(request, mailbox);
    const token = await sessionToken(request, vendor);
    const photos = (await listingPhotos(testInfo.outputPath('photos'))).slice(0, 1);
    // Words of this run's own: the stem finds all three posts, the stem and k only the Ankara ones.
    const stem = `lot${randomBytes(3).toString('hex')}`;
    const gown = newListing({ title: `Ankara gown ${stem}k`, category: 'Fashion & Clothing', categoryId: 2, price: 30_000 });
    const wrapper = newListing({ title: `Ankara wrapper ${stem}k`, category: 'Fashion & Clothing', categoryId: 2, price: 9_000 });
    const asoOke = newListing({ title: `Aso oke cap ${stem}z`, category: 'Fashion & Clothing', categoryId: 2, price: 15_000 });
    for (const listing of [gown, wrapper, asoOke]) published.push({ owner: vendor, postId: await publishedListing(request, token, listing, photos) });

    await signInContext(page.context(), baseURL, buyer);
    const network = await MobileNetwork.slow(page);
    const market = new MarketplacePage(page);
    const search = new ListingSearch(page);
    const save = new SaveSearch(page);
    await market.open();

    await test.step('typed letter by letter, the suggestions are those of the last letters typed, even when an older answer comes last', async () => {
      // Slower than the debounce: each prefix asks, and the next key comes while its answer is on the way.
      await search.type(stem, 300);
      for (const listing of [gown, wrapper, asoOke]) await expect(search.suggestion(listing.title)).toBeVisible();
      // A slip (z: the Aso oke cap only) corrected at once; its answer reaches the phone after the correction's.
      const late = await suggestionsArriveLate(page, `${stem}z`);
      await search.input.pressSequentially('z');
      await late.asked;
      await search.input.press('Backspace');
      await search.input.pressSequentially('k');
      await expect(search.input).toHaveValue(`${stem}k`);
      await late.delivered;
      // A moment for the page to take the late answer, were it still listening.
      await page.waitForTimeout(500);
      await expect(search.suggestion(gown.title)).toBeVisible();
      await expect(search.suggestion(wrapper.title)).toBeVisible();
      await expect(search.suggestion(asoOke.title)).toHaveCount(0);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });

    await test.step('the search shows the two Ankara posts, and Sort by re-sorts them', async () => {
      await search.submit();
      await expect(market.post(gown)).toBeVisible();
      await expect(market.post(wrapper)).toBeVisible();
      await expect(market.posts).toHaveCount(2);
      await search.sortBy('Price: high to low');
      await expect(market.posts.first()).toHaveAccessibleName(gown.title);
      await search.sortBy('Price: low to high');
      await expect(market.posts.first()).toHaveAccessibleName(wrapper.title);
      await expect(market.posts).toHaveCount(2);
    });

    const name = `ankara ${stem}`;
    await test.step('offline, Save search says it could not save, and keeps the form and its name', async () => {
      await network.offline();
      await expect(offlineLine(page)).toBeVisible();
      await save.name(name);
      await save.form.getByRole('button', { name: 'Save' }).click();
      await expect(save.form.getByRole('alert')).toHaveText(SAVED_SEARCH_MESSAGES.savedSearchSaveFailed);
      await expect(save.form.getByRole('button', { name: 'Save' })).toBeEnabled();
      await expect(save.form.getByLabel(SAVED_SEARCH_MESSAGES.savedSearchNameLabel)).toHaveValue(name);
    });

    await test.step('back online, a Save whose answer is lost and a Save again keep one search, which Settings lists once', async () => {
      await network.online();
      await expect(offlineLine(page)).toBeHidden();
      await answerLostOnce(page, '**/api/saved-searches', 'POST');
      await save.form.getByRole('button', { name: 'Save' }).click();
      await expect(save.form.getByRole('alert')).toHaveText(SAVED_SEARCH_MESSAGES.savedSearchSaveFailed);
      await save.confirm();
      await expect(page.getByText(SAVED_SEARCH_MESSAGES.savedSearchSaved)).toBeVisible();
      await openMarketplaceSettings(page);
      const saved = page.getByRole('list', { name: SAVED_SEARCH_MESSAGES.savedSearchesTitle }).getByRole('listitem');
      await expect(saved).toHaveCount(1);
      await expect(saved).toContainText(name);
    });
  });

  test('Watch price and Report post offline or with the answer lost say they failed; sent again each is done once', async ({ page, request, baseURL }, testInfo) => {
    if (!baseURL) throw new Error('the config sets baseURL');
    const mailbox = new Mailbox();
    const seller = await vendorAccount(request, mailbox);
    const buyer = await activatedAccount(request, mailbox);
    const listing = newListing({ title: `Adire tie-dye fabric ${randomBytes(3).toString('hex')}`, category: 'Fashion & Clothing', categoryId: 2, price: 11_500 });
    const postId = await publishedListing(request, await sessionToken(request, seller), listing, (await listingPhotos(testInfo.outputPath('photos'))).slice(0, 1));
    published.push({ owner: seller, postId });

    await signInContext(page.context(), baseURL, buyer);
    const network = await MobileNetwork.slow(page);
    await page.goto(`/post/${postId}`);
    const popup = new PostPopup(page, listing);
    await expect(popup.dialog).toBeVisible();
    const watch = new PriceWatch(popup.dialog);

    await test.step('offline, Watch price says the watch could not change and stays off', async () => {
      await expect(watch.toggle).toBeEnabled();
      await network.offline();
      await expect(offlineLine(page)).toBeVisible();
      await watch.toggle.click();
      await expect(page.getByText(POST_LIFE_MESSAGES.watchFailed)).toBeVisible();
      await expect(watch.toggle).toHaveText('Watch price');
      await expect(watch.toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(watch.toggle).toBeEnabled();
    });

    await test.step('back online, a press whose answer is lost leaves it off; one more watches the post', async () => {
      await network.online();
      await expect(offlineLine(page)).toBeHidden();
      await answerLostOnce(page, `**/api/post/${postId}/watch`, 'POST');
      const lost = page.waitForEvent('requestfailed', (request) => request.url().endsWith(`/api/post/${postId}/watch`));
      await watch.toggle.click();
      await lost;
      await expect(watch.toggle).toHaveText('Watch price');
      await watch.watch();
      await expect(page.getByText(POST_LIFE_MESSAGES.watchStarted)).toBeVisible();
    });

    const report = new ReportForm(page, 'Report post');
    const openReport = async () => {
      await popup.dialog.getByRole('button', { name: 'Post options' }).click();
      await page.getByRole('menuitem', { name: 'Report post' }).click();
    };

    await test.step('offline, Send Report says the report could not be sent and keeps the reason', async () => {
      await network.offline();
      await expect(offlineLine(page)).toBeVisible();
      await openReport();
      await report.dialog.getByRole('radio', { name: 'Scam or fraud' }).check();
      await report.dialog.getByRole('button', { name: 'Send Report' }).click();
      await expect(report.dialog.getByRole('alert')).toHaveText(MESSAGES.reportFailed);
      await expect(report.dialog.getByRole('radio', { name: 'Scam or fraud' })).toBeChecked();
      await expect(report.dialog.getByRole('button', { name: 'Send Report' })).toBeEnabled();
    });

    await test.step('back online, a report whose answer is lost says so; sent again it is the one already made', async () => {
      await network.online();
      await expect(offlineLine(page)).toBeHidden();
      await answerLostOnce(page, '**/api/reports', 'POST');
      await report.dialog.getByRole('button', { name: 'Send Report' }).click();
      await expect(report.dialog.getByRole('alert')).toHaveText(MESSAGES.reportFailed);
      await report.dialog.getByRole('button', { name: 'Send Report' }).click();
      await expect(report.dialog.getByRole('status')).toHaveText(MESSAGES.alreadyReportedPost);
      await report.done();
      await openReport();
      await expect(await report.send('Spam')).toHaveText(MESSAGES.alreadyReportedPost);
      await report.done();
    });

    await test.step('Settings lists the watched post once', async () => {
      await openMarketplaceSettings(page);
      const watched = page.getByRole('list', { name: 'Watched prices' }).getByRole('listitem');
      await expect(watched).toHaveCount(1);
      await expect(watched).toContainText(listing.title);
    });
  });
});
