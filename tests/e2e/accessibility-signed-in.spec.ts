import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/traced';
import { activatedAccount } from './models/accounts';
import { Mailbox } from './models/Mailbox';
import { MarketplacePage } from './models/MarketplacePage';
import { NotificationsPage } from './models/NotificationsPage';
import { openedRoom, sentMessage } from './models/rooms';
import { sessionToken, signedInAs, signInContext, vendorAccount } from './models/vendors';
import { violations } from './support/axe';
import { colorSchemes, expectScheme, type ColorScheme } from './support/screenshots';

/** Bola (no store) opens a room with Ada (a vendor) and writes; Ada answers, which notifies Bola. */
async function buyerAndVendor(request: APIRequestContext) {
  const mailbox = new Mailbox();
  const ada = await vendorAccount(request, mailbox);
  const bola = await activatedAccount(request, mailbox);
  const bolaToken = await sessionToken(request, bola);
  const uniquecode = await openedRoom(request, bolaToken, ada.username);
  await sentMessage(request, bolaToken, uniquecode, 'Good evening, do you have coral beads in stock?');
  await sentMessage(request, await sessionToken(request, ada), uniquecode, 'Yes, two strands left.');
  return { ada, bola };
}

/** Axe's findings on the screen once `loaded` shows, in the scheme asked for; soft, so one run lists every screen's. */
async function expectNoViolations(page: Page, scheme: ColorScheme, loaded: Locator, name: string): Promise<void> {
  await expect(loaded).toBeVisible();
  await expectScheme(page, scheme);
  expect.soft(await violations(page), `${name} (${scheme})`).toEqual([]);
}

const heading = (page: Page, name: string | RegExp): Locator => page.getByRole('heading', { level: 1, name });

for (const colorScheme of colorSchemes) {
  test.describe(`every other screen in the ${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test(`a visitor's search, Near me, a vendor's profile, About, the not-found screen and a phone's filter panel have no accessibility violation (${colorScheme})`, async ({
      page,
      request,
    }) => {
      const vendor = await vendorAccount(request);

      await page.goto('/search');
      await expectNoViolations(page, colorScheme, page.getByRole('searchbox', { name: 'Search users' }).last(), '/search');
      await page.goto(`/search?user=${vendor.username}`);
      await expectNoViolations(page, colorScheme, page.getByRole('list', { name: 'Search results' }).getByRole('link'), '/search?user=');

      await page.goto('/nearby');
      await expect(heading(page, 'Near me')).toBeVisible();
      await page.getByRole('combobox', { name: 'Or search a city or address' }).pressSequentially('Ikej', { delay: 50 });
      await expectNoViolations(page, colorScheme, page.getByRole('option', { name: 'Ikeja, Lagos, Nigeria' }), '/nearby with address suggestions');

      await page.goto(`/profile/${vendor.username}`);
      await expectNoViolations(page, colorScheme, page.getByRole('heading', { level: 1 }), "a vendor's profile");

      await page.goto('/settings/about');
      await expectNoViolations(page, colorScheme, heading(page, 'About Us'), '/settings/about');

      await page.goto('/no-such-page');
      await expectNoViolations(page, colorScheme, heading(page, 'Page not found'), 'the not-found screen');

      await page.setViewportSize({ width: 360, height: 640 });
      const feed = new MarketplacePage(page);
      await feed.open();
      await feed.expectFeedLoaded();
      await feed.openFilters();
      await expectNoViolations(page, colorScheme, feed.filterPanel.getByRole('button', { name: 'Apply Filters' }), '/ with the filter panel open at 360x640');
    });

    test(`the signed-in screens (chats, a vendor's profile, notifications, settings, a buyer's and a vendor's marketplace settings, Create Post, a phone's menu) have no accessibility violation (${colorScheme})`, async ({
      page,
      request,
      baseURL,
    }) => {
      test.slow();
      if (!baseURL) throw new Error('the config sets baseURL');
      const { ada, bola } = await buyerAndVendor(request);
      await signInContext(page.context(), baseURL, bola);

      await page.goto('/chats');
      await expectNoViolations(page, colorScheme, page.getByRole('list', { name: 'Conversations' }).getByText('Yes, two strands left.'), '/chats');

      await page.goto(`/profile/${ada.username}`);
      await expectNoViolations(page, colorScheme, page.getByRole('heading', { level: 1 }), "a vendor's profile seen by a buyer");

      const notifications = new NotificationsPage(page);
      await notifications.open();
      await expectNoViolations(page, colorScheme, notifications.list.getByRole('listitem').first(), '/notification');

      await page.goto('/settings');
      await expectNoViolations(page, colorScheme, heading(page, 'Settings'), '/settings');
      await page.goto('/settings/profile');
      await expectNoViolations(page, colorScheme, page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem').first(), '/settings/profile');
      await page.goto('/settings/chat');
      await expectNoViolations(page, colorScheme, page.getByRole('form', { name: 'Chat Color Theme' }), '/settings/chat');
      await page.goto('/settings/contact');
      await expectNoViolations(page, colorScheme, page.getByRole('form', { name: 'Support Ticket' }), '/settings/contact');
      await page.goto('/settings/marketplace');
      await expectNoViolations(page, colorScheme, page.getByRole('form', { name: 'Create Store' }), '/settings/marketplace without a store');

      await signedInAs(page, baseURL, ada);
      await page.goto('/settings/marketplace');
      await expectNoViolations(page, colorScheme, page.getByRole('form', { name: 'Bank Details' }), '/settings/marketplace with a store');
      const feed = new MarketplacePage(page);
      await feed.open();
      const createPost = await feed.startPost();
      await expectNoViolations(page, colorScheme, createPost.form, '/ with the Create Post dialog open');

      await page.setViewportSize({ width: 360, height: 640 });
      await page.goto('/chats');
      // The navbar's menu works before the inbox's code has arrived: open it over the drawn inbox.
      await expect(heading(page, /^Messages/)).toBeVisible();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click();
      await expectNoViolations(page, colorScheme, page.getByRole('button', { name: 'Logout' }), '/chats with the menu open at 360x640');
    });
  });
}
