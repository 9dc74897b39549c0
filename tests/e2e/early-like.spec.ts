import { expect, test } from './support/traced';
import { activatedAccount } from './models/accounts';
import { newListing, publishedListing, removesListingsAfterEach } from './models/listings';
import { MarketplacePage } from './models/MarketplacePage';
import { authorization, sessionToken, signInContext, vendorAccount } from './models/vendors';
import { MobileNetwork } from './support/network';
import { listingPhotos } from './support/photos';

/** The chunk of the like's code (the post shadow and like machines), which a card's heart loads after the page. */
const LIKE_CODE = /\/assets\/PostShadowLive-[\w-]+\.js$/;

test.describe('a heart tapped on slow mobile data before its code arrives', () => {
  const published = removesListingsAfterEach();

  test('each tap shows at once, and what the taps add up to is sent once when the code comes', async ({ page, request, baseURL }, testInfo) => {
    test.slow();
    if (!baseURL) throw new Error('the config sets baseURL');
    const vendor = await vendorAccount(request);
    const buyer = await activatedAccount(request);
    const listing = newListing();
    const postId = await publishedListing(request, await sessionToken(request, vendor), listing, (await listingPhotos(testInfo.outputPath('photos'))).slice(0, 1));
    published.push({ owner: vendor, postId });
    const buyerToken = await sessionToken(request, buyer);
    const likedOnServer = async () => {
      const answer = await request.get(`/api/post/${postId}`, { headers: authorization(buyerToken) });
      const { post } = (await answer.json()) as { post: { liked: boolean; no_of_likes: number } };
      return { liked: post.liked, count: post.no_of_likes };
    };

    let arrive: () => void = () => undefined;
    const codeMayArrive = new Promise<void>((resolve) => (arrive = resolve));
    let codeAsked = false;
    await page.route(LIKE_CODE, async (route) => {
      codeAsked = true;
      await codeMayArrive;
      await route.continue();
    });
    const likesSent: boolean[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/like') likesSent.push((sent.postDataJSON() as { action: boolean }).action);
    });
    await signInContext(page.context(), baseURL, buyer);
    await MobileNetwork.slow(page);
    const marketplace = new MarketplacePage(page);
    await marketplace.open();
    await marketplace.expectCardLikes(listing, 0, { pressed: false });

    await test.step('three taps while the code is on its way: each drawn at once, nothing sent', async () => {
      const heart = marketplace.likeButtonOf(listing);
      await heart.click();
      await marketplace.expectCardLikes(listing, 1, { pressed: true });
      await heart.click();
      await marketplace.expectCardLikes(listing, 0, { pressed: false });
      await heart.click();
      await marketplace.expectCardLikes(listing, 1, { pressed: true });
      expect(likesSent).toEqual([]);
      expect(codeAsked, 'the like code is asked for once the page has loaded, or on the first tap').toBe(true);
    });

    await test.step('the code arrives: one like is sent, the heart stays as tapped, and the server keeps it', async () => {
      arrive();
      await expect.poll(likedOnServer, { timeout: 20_000 }).toEqual({ liked: true, count: 1 });
      expect(likesSent).toEqual([true]);
      await marketplace.expectCardLikes(listing, 1, { pressed: true });
      await page.reload();
      await marketplace.expectCardLikes(listing, 1, { pressed: true });
    });
  });
});
