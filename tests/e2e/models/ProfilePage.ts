import { expect, type Page } from '@playwright/test';

/** /profile/{username}: the header with the counts, and what the viewer may do (Follow, Message, ...). */
export class ProfilePage {
  constructor(private readonly page: Page) {}

  async open(username: string): Promise<void> {
    await this.page.goto(`/profile/${username}`);
  }

  async expectProfileOf(username: string, name: string): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`/profile/${username}$`));
    await expect(this.page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(this.page.getByText(`@${username}`, { exact: true })).toBeVisible();
  }

  get followButton() {
    return this.page.getByRole('button', { name: /^Follow(ing)?$/ });
  }

  get followers() {
    return this.page.locator('[data-scope="profile"][data-part="followers-count"]');
  }

  /** Follow → Following, the toast names who, and the follower count goes up by one. */
  async follow(name: string): Promise<void> {
    await expect(this.followButton).toHaveText('Follow');
    await expect(this.followButton).toHaveAttribute('aria-pressed', 'false');
    const before = Number(await this.followers.textContent());
    await this.followButton.click();
    await expect(this.followButton).toHaveText('Following');
    await expect(this.followButton).toHaveAttribute('aria-pressed', 'true');
    await expect(this.page.getByText(`Now following ${name}`)).toBeVisible();
    await expect(this.followers).toHaveText(String(before + 1));
  }
}
