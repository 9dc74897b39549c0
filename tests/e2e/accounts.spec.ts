import { expect, test } from '@playwright/test';
import { activatedAccount, registeredAccount } from './models/accounts';
import { LoginPage } from './models/LoginPage';
import { Mailbox } from './models/Mailbox';
import { Navbar } from './models/Navbar';
import { newPerson } from './models/people';
import { RegisterPage } from './models/RegisterPage';
import { ResetPasswordPage } from './models/ResetPasswordPage';
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
});
