import { expect, type Page } from '@playwright/test';

/** /activate?username=...: six boxes, Verify Account, Resend Code, the verified card. */
export class VerifyPage {
  constructor(private readonly page: Page) {}

  box(position: number) {
    return this.page.getByLabel(`Digit ${position} of 6`);
  }

  /** Types the code digit by digit, as a person does (the focus moves on by itself). */
  async typeCode(code: string): Promise<void> {
    await this.box(1).click();
    await this.page.keyboard.type(code, { delay: 30 });
    for (const [index, digit] of [...code].entries()) await expect(this.box(index + 1)).toHaveValue(digit);
  }

  async verify(code: string): Promise<void> {
    await this.typeCode(code);
    await this.page.getByRole('button', { name: 'Verify Account' }).click();
    await expect(this.page.getByRole('heading', { name: 'Account Verified!' })).toBeVisible();
  }

  async signInNow(): Promise<void> {
    await this.page.getByRole('button', { name: 'Sign In Now' }).or(this.page.getByRole('link', { name: 'Sign In Now' })).click();
    await expect(this.page).toHaveURL(/\/login/);
  }
}
