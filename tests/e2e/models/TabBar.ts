import type { Locator, Page } from '@playwright/test';

export type TabName = 'Marketplace' | 'Chats' | 'Notifications' | 'Profile';

/** The tabs at the bottom of a phone's screen while signed in, with the unread counts of Chats and Notifications. */
export class TabBar {
  constructor(private readonly page: Page) {}

  get root(): Locator {
    return this.page.getByRole('navigation', { name: 'Sections' });
  }

  /** A tab, named by its label (its count follows in the name: 'Chats, 1 unread messages'). */
  tab(name: TabName): Locator {
    return this.root.getByRole('link', { name: new RegExp(`^${name}`) });
  }

  /** The count drawn on a tab (9+ above 9). */
  badge(name: TabName): Locator {
    return this.tab(name).locator('[data-part="badge"]');
  }
}
