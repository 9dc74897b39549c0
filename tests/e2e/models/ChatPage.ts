import { expect, type Locator, type Page } from '@playwright/test';

/** One conversation at /chats/{uniquecode}, as a person uses it. */
export class ChatPage {
  constructor(private readonly page: Page) {}

  async open(uniquecode: string): Promise<void> {
    await this.page.goto(`/chats/${uniquecode}`);
    await expect(this.composer).toBeVisible();
  }

  get composer(): Locator {
    return this.page.getByPlaceholder('Type a message...');
  }

  get header(): Locator {
    return this.page.locator('[data-scope="chat"][data-part="header"]');
  }

  /** The header's way back to the inbox. */
  get backButton(): Locator {
    return this.page.getByRole('link', { name: 'Back to chats' });
  }

  /** How far (px) below the top of the screen the messages start: the height of the bars above them. */
  async chromeAbove(): Promise<number> {
    const box = await this.list.boundingBox();
    if (!box) throw new Error('the list of messages is not shown');
    return box.y;
  }

  message(text: string): Locator {
    return this.page.locator('[data-part="message"]', { hasText: text });
  }

  /** The texts of the conversation's messages, top to bottom. */
  async messageTexts(): Promise<string[]> {
    return this.page.locator('[data-part="message"]').allInnerTexts();
  }

  /** The scrolling list of the conversation. */
  get list(): Locator {
    return this.page.locator('[data-scope="chat"][data-part="messages"]');
  }

  /** Scrolls the list to its top, as a reader going back through the history does. */
  async scrollToTop(): Promise<void> {
    await this.list.evaluate((list) => {
      list.scrollTop = 0;
      list.dispatchEvent(new Event('scroll'));
    });
  }

  /** How far (px) the list is from showing its last line. */
  async distanceFromBottom(): Promise<number> {
    return this.list.evaluate((list) => list.scrollHeight - list.scrollTop - list.clientHeight);
  }

  /** A message that could not be sent: its text stays, with Retry. */
  notSent(text: string): Locator {
    return this.page.locator('[data-part="message"][data-failed]', { hasText: text });
  }

  /** Messages shown as sending: not yet confirmed by the server. */
  get sending(): Locator {
    return this.page.locator('[data-part="message"][data-pending]');
  }

  /** The room's connection banner, whatever it says ('Real-time chat unavailable...', or the server's refusal). */
  get banner(): Locator {
    return this.page.locator('[data-scope="chat"] [data-part="banner"]');
  }

  get unavailableBanner(): Locator {
    return this.page.getByText('Real-time chat unavailable. Messages may be delayed.');
  }

  get pictures(): Locator {
    return this.page.getByRole('img', { name: 'Shared' });
  }

  /** Types (the other side sees typing...) and sends with Enter. */
  async send(text: string): Promise<void> {
    await this.composer.pressSequentially(text);
    await this.composer.press('Enter');
    await expect(this.message(text)).toBeVisible();
  }

  async typeWithoutSending(text: string): Promise<void> {
    await this.composer.pressSequentially(text);
  }

  async sendPicture(path: string): Promise<void> {
    await this.page.getByLabel('Image file').setInputFiles(path);
    await expect(this.page.getByText('Image to send:')).toBeVisible();
    await this.page.getByRole('button', { name: 'Send' }).click();
  }

  async expectRead(text: string): Promise<void> {
    await expect(this.message(text).getByLabel('Read')).toBeVisible();
  }

  async expectPartnerTyping(): Promise<void> {
    await expect(this.header.getByText('typing...')).toBeVisible();
  }
}
