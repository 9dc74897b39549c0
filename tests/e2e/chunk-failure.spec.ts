import { expect, test } from './support/traced';
import { ConnectionFailed } from './models/ConnectionFailed';
import { LoginPage } from './models/LoginPage';
import { MarketplacePage } from './models/MarketplacePage';
import { RegisterPage } from './models/RegisterPage';

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
});
