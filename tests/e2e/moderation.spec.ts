import { expect, test } from './support/traced';
import { activatedAccount } from './models/accounts';
import { newListing, publishedListing, shownPrice } from './models/listings';
import { LoginPage } from './models/LoginPage';
import { Mailbox } from './models/Mailbox';
import { ModerationPage } from './models/ModerationPage';
import { ProfilePage } from './models/ProfilePage';
import { ReviewsSection } from './models/ReviewsSection';
import { openedRoom, sentMessage } from './models/rooms';
import { authorization, sessionToken, signInContext, vendorAccount } from './models/vendors';
import { grantModerator } from './support/moderators';
import { listingPhotos } from './support/photos';

/** A day a week from now, as the date field takes it. */
const inAWeek = (): string => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

test.describe('moderation', () => {
  test('a moderator suspends the owner of a reported post, who then cannot sign in and is told why and until when', async ({ page, browser, request, baseURL, viewport }, testInfo) => {
    test.slow();
    if (!baseURL) throw new Error('the config sets baseURL');
    const mailbox = new Mailbox();
    const vendor = await vendorAccount(request, mailbox);
    const listing = newListing({ category: 'Books & Media', categoryId: 6, price: 8_600 });
    const photos = await listingPhotos(testInfo.outputPath('photos'));
    const postId = await publishedListing(request, await sessionToken(request, vendor), listing, photos.slice(0, 1));
    const reporters = [await activatedAccount(request, mailbox), await activatedAccount(request, mailbox)];

    await test.step('two users report the post', async () => {
      const reports = [
        { reason: 'scam', details: '' },
        { reason: 'other', details: 'The same photos are on another seller’s page' },
      ];
      for (const [index, reporter] of reporters.entries()) {
        const answer = await request.post('/api/reports', { headers: authorization(await sessionToken(request, reporter)), data: { kind: 'post', post_id: postId, ...reports[index] } });
        expect(answer.status(), await answer.text()).toBe(201);
      }
    });

    const moderator = await activatedAccount(request, mailbox);
    await grantModerator(moderator.username);
    const until = inAWeek();

    await test.step('the moderator opens Moderation from Settings and sees the post in context with its reports', async () => {
      const context = await browser.newContext({ baseURL, viewport });
      await signInContext(context, baseURL, moderator);
      const moderation = new ModerationPage(await context.newPage());
      await moderation.openFromSettings();
      const card = moderation.post(listing.title);
      await expect(card).toContainText('2 reports');
      await expect(card).toContainText(shownPrice(listing.price));
      await expect(card).toContainText(`Posted by @${vendor.username}`);
      await expect(card.getByRole('img', { name: `Photo of ${listing.title}` })).toBeVisible();
      await expect(card.getByRole('list', { name: /^Reports of/ }).getByRole('listitem')).toHaveText([
        new RegExp(`^Other — The same photos are on another seller’s page by @${reporters[1]?.username}`),
        new RegExp(`^Scam or fraud by @${reporters[0]?.username}`),
      ]);

      await moderation.suspend(card, 'Sells counterfeit goods', until);
      await expect(card).toHaveCount(0);
      await moderation.expectDone();
      const log = await moderation.openAuditLog();
      await expect(log.getByRole('listitem').first()).toContainText(`@${moderator.username} suspended the user of post #${postId}`);
      await expect(log.getByRole('listitem').first()).toContainText(`Reason: Sells counterfeit goods · Until ${until}`);
      await context.close();
    });

    await test.step('the suspended owner cannot sign in and is told why and until when', async () => {
      const login = new LoginPage(page);
      await login.open();
      await login.signIn(vendor.username, vendor.password);
      await login.expectRefused(`Your account is suspended until ${until}. Reason: Sells counterfeit goods`);
      await expect(page).toHaveURL(/\/login$/);
    });

    await test.step('a user who is no moderator opening /moderation cannot see the queue', async () => {
      const context = await browser.newContext({ baseURL, viewport });
      await signInContext(context, baseURL, reporters[0] ?? moderator);
      const reporterPage = await context.newPage();
      await reporterPage.goto('/settings');
      const settings = reporterPage.getByRole('navigation', { name: 'Settings' });
      await expect(settings.getByRole('link').first()).toBeVisible();
      await expect(settings.getByRole('link', { name: /Moderation/ })).toHaveCount(0);
      await reporterPage.goto('/moderation');
      await new ModerationPage(reporterPage).expectNotAllowed();
      await context.close();
    });
  });

  test('a moderator hides a reported review: it leaves the vendor’s profile, its stars and its count', async ({ page, browser, request, baseURL, viewport }) => {
    test.slow();
    if (!baseURL) throw new Error('the config sets baseURL');
    const mailbox = new Mailbox();
    const vendor = await vendorAccount(request, mailbox);
    const [buyer, fairBuyer] = [await activatedAccount(request, mailbox), await activatedAccount(request, mailbox)];
    const words = 'Rubbish seller, call 0803 for a better deal';

    await test.step('two buyers who chatted with the vendor review them, and the vendor reports the 1-star one', async () => {
      for (const [reviewer, stars, text] of [[buyer, 1, words], [fairBuyer, 5, 'Lovely ankara']] as const) {
        const token = await sessionToken(request, reviewer);
        await sentMessage(request, token, await openedRoom(request, token, vendor.username), 'Good morning, is the ankara still available?');
        const written = await request.post(`/api/reviews/${vendor.username}`, { headers: authorization(token), data: { rating: stars, text } });
        expect(written.status(), await written.text()).toBe(200);
      }
      const listed = (await (await request.get(`/api/reviews/${vendor.username}`)).json()) as { results: { id: number; text: string }[] };
      const reviewId = listed.results.find((review) => review.text === words)?.id;
      const report = await request.post('/api/reports', { headers: authorization(await sessionToken(request, vendor)), data: { kind: 'review', review_id: reviewId, reason: 'offensive' } });
      expect(report.status(), await report.text()).toBe(201);
      const profile = new ProfilePage(page);
      await profile.open(vendor.username);
      await expect(new ReviewsSection(page).summary).toHaveText('3.0 out of 5 (2 reviews)');
    });

    const moderator = await activatedAccount(request, mailbox);
    await grantModerator(moderator.username);

    await test.step('the moderator sees the review in context and hides it; the audit log says who', async () => {
      const context = await browser.newContext({ baseURL, viewport });
      await signInContext(context, baseURL, moderator);
      const moderation = new ModerationPage(await context.newPage());
      await moderation.openFromSettings();
      const card = moderation.review(buyer.username);
      await expect(card).toContainText('1 report');
      await expect(card).toContainText(words);
      await expect(card).toContainText(`Review of @${vendor.username}`);
      await card.getByRole('button', { name: 'Hide review' }).click();
      await expect(card).toHaveCount(0);
      await moderation.expectDone();
      const log = await moderation.openAuditLog();
      await expect(log.getByRole('listitem').first()).toContainText(new RegExp(`@${moderator.username} hid review #\\d+`));
      await context.close();
    });

    await test.step('the vendor’s profile no longer shows the review, nor counts its stars', async () => {
      await page.reload();
      const reviews = new ReviewsSection(page);
      await expect(reviews.summary).toHaveText('5.0 out of 5 (1 review)');
      await expect(reviews.review(buyer.username)).toHaveCount(0);
      await expect(reviews.review(fairBuyer.username)).toContainText('Lovely ankara');
    });
  });
});
