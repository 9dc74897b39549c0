import { type WebSocket } from '@playwright/test';
import { expect, test } from './support/traced';
import { activatedAccount, registeredAccount } from './models/accounts';
import { LoginPage } from './models/LoginPage';
import { Mailbox } from './models/Mailbox';
import { Navbar } from './models/Navbar';
import { newPerson } from './models/people';
import { RegisterPage } from './models/RegisterPage';
import { ResetPasswordPage } from './models/ResetPasswordPage';
import { SessionsSettings } from './models/SettingsPages';
import { VerifyPage } from './models/VerifyPage';

test.describe('accounts', () => {
  test('register, activate with the mailed code, sign in, keep the session over a reload, sign out', async ({ page }) => {
    const person = newPerson();
    const mailbox = new Mailbox();
    const since = Date.now();

    const register = new RegisterPage(page);
    await register.open();
    await register.register(person);

    const verify = new VerifyPage(page);
    await verify.verify(await mailbox.activationCode(person.email, since));
    await verify.signInNow();

    await new LoginPage(page).signIn(person.username, person.password);
    await expect(page).toHaveURL(/\/$/);
    const navbar = new Navbar(page);
    await navbar.expectSignedIn();

    await page.reload();
    await navbar.expectSignedIn();

    await navbar.logOut();
    await page.reload();
    await navbar.expectSignedOut();
  });

  test('an unverified account is sent to activation when it signs in', async ({ page, request }) => {
    const person = await registeredAccount(request);
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(person.email, person.password);
    await expect(page).toHaveURL(new RegExp(`/activate\\?username=${person.username}$`));
  });

  test('a protected route sends a visitor to /login and back after signing in', async ({ page, request }) => {
    const person = await activatedAccount(request, new Mailbox());
    await page.goto('/chats');
    await expect(page).toHaveURL(/\/login/);
    const login = new LoginPage(page);
    await login.signIn(person.username, 'not-the-password');
    await login.expectRefused('Invalid username or password');
    await login.signIn(person.username, person.password);
    await expect(page).toHaveURL(/\/chats$/);
    await new Navbar(page).expectSignedIn();
  });

  test('reset a forgotten password through the mailed link', async ({ page, request }) => {
    const mailbox = new Mailbox();
    const person = await activatedAccount(request, mailbox);
    const since = Date.now();
    const reset = new ResetPasswordPage(page);
    await reset.open();
    await reset.requestReset(person.email);
    const link = await mailbox.resetLink(person.email, since);
    const newPassword = `${person.password}X`;
    await reset.chooseNewPassword(link, newPassword);

    const login = new LoginPage(page);
    await login.open();
    await login.signIn(person.username, person.password);
    await login.expectRefused('Invalid username or password');
    await login.signIn(person.username, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await new Navbar(page).expectSignedIn();
  });

  test('two browsers signed in as one user with the same device string both stay signed in, and one signs the other out', async ({ browser, request }) => {
    const person = await activatedAccount(request);
    const [first, second] = [await browser.newContext(), await browser.newContext()];
    const [here, there] = [await first.newPage(), await second.newPage()];
    for (const page of [here, there]) {
      await new LoginPage(page).open();
      await new LoginPage(page).signIn(person.username, person.password);
      await new Navbar(page).expectSignedIn();
    }
    // Both sent the same device string (same browser): the second sign-in did not sign the first out.
    const device = await here.evaluate(() => `${navigator.platform} ${navigator.userAgent}`);
    expect(await there.evaluate(() => `${navigator.platform} ${navigator.userAgent}`)).toBe(device);
    const mine = new SessionsSettings(here);
    await mine.open();
    await expect(mine.sessions).toHaveCount(2);
    await expect(mine.thisDevice).toHaveCount(1);
    await expect(mine.others).toContainText(device.slice(0, 40));
    await there.reload();
    await new Navbar(there).expectSignedIn();

    // The other browser holds a live socket (the notifications one) that closes when its session ends.
    const sockets: WebSocket[] = [];
    there.on('websocket', (socket) => sockets.push(socket));
    await new SessionsSettings(there).open();
    await expect.poll(() => sockets.filter((socket) => !socket.isClosed()).length).toBeGreaterThan(0);
    const open = sockets.filter((socket) => !socket.isClosed());
    await mine.signOutFirstOther();
    await expect(mine.sessions).toHaveCount(1);
    await expect.poll(() => open.every((socket) => socket.isClosed())).toBe(true);
    // Its socket's 4001 makes it ask the server, which refuses the token: logged out at once, no reload needed.
    await expect(there.getByText('You have been logged out')).toBeVisible();
    await expect(there).toHaveURL(/\/login/);

    // This browser is still signed in; signing out its own session logs it out.
    await here.reload();
    await expect(mine.thisDevice).toHaveCount(1);
    await mine.thisDevice.getByRole('button', { name: /^Sign out/ }).click();
    await expect(here.getByText('You have been logged out')).toBeVisible();
    await new Navbar(here).expectSignedOut();
    await Promise.all([first.close(), second.close()]);
  });
});
