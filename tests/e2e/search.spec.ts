import { expect, test } from './support/traced';
import { activatedAccount } from './models/accounts';
import { Mailbox } from './models/Mailbox';
import { MarketplacePage } from './models/MarketplacePage';
import { ProfilePage } from './models/ProfilePage';
import { SearchResultsPage } from './models/SearchResultsPage';
import { signInContext, vendorAccount } from './models/vendors';

test('a buyer finds a vendor by the start of the market name in the navbar search and opens the profile', async ({ page, request, baseURL }) => {
  if (!baseURL) throw new Error('the config sets baseURL');
  const mailbox = new Mailbox();
  const vendor = await vendorAccount(request, mailbox);
  const buyer = await activatedAccount(request, mailbox);
  const prefix = vendor.marketname.slice(0, -1).toLowerCase();

  await signInContext(page.context(), baseURL, buyer);
  await new MarketplacePage(page).open();
  const search = new SearchResultsPage(page);
  await search.searchFromNavbar(`  ${prefix}  `);
  await search.expectResultsFor(prefix);
  await expect(page.getByText('1 result', { exact: true })).toBeVisible();
  const card = search.result(vendor.marketname);
  await expect(card.getByText(`@${vendor.username}`)).toBeVisible();
  await expect(card.getByText(`${vendor.city}, ${vendor.state}`)).toBeVisible();

  await search.open(vendor.marketname);
  await new ProfilePage(page).expectProfileOf(vendor.username, vendor.marketname);
});
