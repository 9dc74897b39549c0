import { expect, type Page } from '@playwright/test';

/** The navbar: signed out it offers Sign In / Sign Up; signed in, the links and Logout (on a phone: search, Settings and Logout behind Menu, the other links in the tab bar). */
export class Navbar {
  constructor(private readonly page: Page) {}

  get root() {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  private async openMenuIfCollapsed(): Promise<void> {
    const menu = this.root.getByRole('button', { name: 'Menu' });
    if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  }

  /** Logout in the bar (or its menu), and Chats there on a wide screen or in the tab bar on a phone. */
  async expectSignedIn(): Promise<void> {
    await this.openMenuIfCollapsed();
    await expect(this.root.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(this.page.getByRole('link', { name: /^Chats/ })).toBeVisible();
  }

  async expectSignedOut(): Promise<void> {
    await expect(this.root.getByRole('link', { name: /^Sign (In|Up)$/ })).toBeVisible();
    await expect(this.root.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  }

  async logOut(): Promise<void> {
    await this.openMenuIfCollapsed();
    await this.root.getByRole('button', { name: 'Logout' }).click();
    await expect(this.page.getByText('You have been logged out')).toBeVisible();
    await this.expectSignedOut();
  }
}
