import { expect, type Page } from '@playwright/test';

/** /login: username or e-mail, password, Sign In. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/login');
    await expect(this.form).toBeVisible();
  }

  get form() {
    return this.page.getByRole('form', { name: 'Sign in' });
  }

  async signIn(usernameOrEmail: string, password: string): Promise<void> {
    await expect(this.form).toBeVisible();
    await this.form.getByLabel('Username or email', { exact: true }).fill(usernameOrEmail);
    await this.form.getByLabel('Password', { exact: true }).fill(password);
    await this.form.getByRole('button', { name: 'Sign In' }).click();
  }

  async expectRefused(message: string): Promise<void> {
    await expect(this.form.getByRole('alert')).toHaveText(message);
  }
}
