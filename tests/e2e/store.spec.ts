import { expect, test } from './support/traced';
import { activatedAccount } from './models/accounts';
import { Mailbox } from './models/Mailbox';
import { NearbyPage } from './models/NearbyPage';
import { StoreSettingsPage } from './models/StoreSettingsPage';
import { signInContext } from './models/vendors';

/** A few streets from Ikeja's centre, where the gazetteer puts the store picked from the suggestions. */
const BUYER_NEAR_IKEJA = { latitude: 6.6059, longitude: 3.3491 };

test('a new user sets up a store by address search and bank details; a buyer finds it near them', async ({ page, browser, request, baseURL, viewport }) => {
  test.slow();
  if (!baseURL) throw new Error('the config sets baseURL');
  const mailbox = new Mailbox();
  const seller = await activatedAccount(request, mailbox);
  const marketname = `Iya Basira Foods ${seller.username.slice(-4)}`;

  await test.step('the seller creates a store, finding the address from part of it', async () => {
    await signInContext(page.context(), baseURL, seller);
    const settings = new StoreSettingsPage(page);
    await settings.open();
    await settings.createStore({ marketname, addressTyped: 'Ikej', suggestion: 'Ikeja, Lagos, Nigeria', radiusKm: 20 });
  });

  await test.step('the seller saves the bank details', async () => {
    const settings = new StoreSettingsPage(page);
    await settings.saveBankDetails({ bankName: 'GTBank', accountName: `${seller.firstName} ${seller.lastName}`, accountNumber: '0123456789' });
    await page.reload();
    await expect(settings.bankForm.getByLabel('Account number *')).toHaveValue('0123456789');
  });

  await test.step('a buyer near Ikeja opens Near me and finds the store, with its distance', async () => {
    const buyer = await activatedAccount(request, mailbox);
    const context = await browser.newContext({ baseURL, viewport, geolocation: BUYER_NEAR_IKEJA, permissions: ['geolocation'] });
    await signInContext(context, baseURL, buyer);
    const buyerPage = await context.newPage();
    const nearby = new NearbyPage(buyerPage);
    await nearby.openFromMarketplace();
    await nearby.expectCentredOnCurrentLocation();
    await expect(nearby.vendor(marketname)).toContainText(/\d+\.\d km away/);
    await nearby.chooseRadius(5);
    await expect(nearby.vendor(marketname)).toBeVisible();
    await context.close();
  });
});
