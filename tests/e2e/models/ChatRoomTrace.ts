import type { Page } from '@playwright/test';
import { leavesIn } from '../support/socketPaths';

/**
 * The page's latest chat room actor as its trace recorder saw it (the browser tests record every page): the leaf
 * states of each of its snapshots, in order, from the room's first (loading).
 */
export class ChatRoomTrace {
  constructor(private readonly page: Page) {}

  async read(): Promise<string[][]> {
    const values = await this.page.evaluate(() => {
      const entries = window.__trace?.entries() ?? [];
      const room = [...entries].reverse().find((entry) => entry.kind === 'actor' && entry.machine === 'chatRoom');
      return entries.flatMap((entry) => (room && entry.actor === room.actor && entry.kind === 'snapshot' ? [entry.value ?? null] : []));
    });
    return values.map((value) => leavesIn(value));
  }
}
