import { expect, type Page } from '@playwright/test';

/** /settings/profile: the Personal Information form and its banner. */
export class ProfileSettingsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/settings/profile');
    await expect(this.personalForm).toBeVisible();
  }

  get personalForm() {
    return this.page.getByRole('form', { name: 'Personal Information' });
  }

  field(label: string) {
    return this.personalForm.getByLabel(label, { exact: true });
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  async save(): Promise<void> {
    await this.personalForm.getByRole('button', { name: 'Update Profile' }).click();
    await expect(this.personalForm.getByRole('status')).toHaveText('Profile updated successfully');
  }
}

/** /settings/chat: the wallpaper, the colour and the preview. */
export class ChatSettingsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/settings/chat');
    await expect(this.colourForm).toBeVisible();
  }

  get colourForm() {
    return this.page.getByRole('form', { name: 'Chat Color Theme' });
  }

  get colourField() {
    return this.colourForm.getByLabel('Color code', { exact: true });
  }

  get preview() {
    return this.page.locator('[data-scope="settings"][data-part="chat-preview"]');
  }

  async saveColour(code: string): Promise<void> {
    await this.colourField.fill(code);
    await this.colourForm.getByRole('button', { name: 'Update Color' }).click();
    await expect(this.page.getByRole('status').filter({ hasText: 'Chat color updated successfully!' })).toBeVisible();
  }

  async saveWallpaper(path: string): Promise<void> {
    await this.page.getByLabel('Choose wallpaper').setInputFiles(path);
    await expect(this.page.getByText('Wallpaper selected. Click Update to save changes.')).toBeVisible();
    await this.page.getByRole('button', { name: 'Update Wallpaper' }).click();
    await expect(this.page.getByRole('status').filter({ hasText: 'Wallpaper updated successfully!' })).toBeVisible();
  }
}

/** /settings/profile, Sessions: every sign-in of the user, with Sign out for each and for all the others. */
export class SessionsSettings {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/settings/profile');
    await expect(this.section).toBeVisible();
  }

  get section() {
    return this.page.getByRole('region', { name: 'Sessions' });
  }

  get sessions() {
    return this.section.getByRole('list', { name: 'Active sessions' }).getByRole('listitem');
  }

  /** This browser's session. */
  get thisDevice() {
    return this.sessions.filter({ hasText: '(this device)' });
  }

  /** The sessions of other browsers. */
  get others() {
    return this.sessions.filter({ hasNotText: '(this device)' });
  }

  async signOutFirstOther(): Promise<void> {
    await this.others.first().getByRole('button', { name: /^Sign out/ }).click();
    await expect(this.page.getByText('Signed out of the session')).toBeVisible();
  }

  async signOutAllOthers(): Promise<void> {
    await this.section.getByRole('button', { name: 'Sign out of all other sessions' }).click();
    await expect(this.page.getByText('Signed out of all other sessions')).toBeVisible();
  }
}
