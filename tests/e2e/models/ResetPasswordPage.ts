import { expect, type Page } from '@playwright/test';

/** /resetpassword: ask for the mail, then (from the mailed link) choose a new password. */
export class ResetPasswordPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/resetpassword');
    await expect(this.page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  }

  async requestReset(email: string): Promise<void> {
    await this.page.getByLabel('Email address', { exact: true }).fill(email);
    await this.page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await expect(this.page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  }

  /** Opens the mailed link and sets the new password. */
  async chooseNewPassword(link: string, password: string): Promise<void> {
    await this.page.goto(link);
    await expect(this.page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await this.page.getByLabel('New password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm new password', { exact: true }).fill(password);
    await this.page.getByRole('form', { name: 'Choose a new password' }).getByRole('button', { name: 'Reset Password' }).click();
    await expect(this.page.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
  }
}
