import type { Page } from '@playwright/test';
import { leavesIn, socketStateKey } from '../support/socketPaths';

/**
 * What the chat room's latest socket went through, as the page recorded it: its states in order (as socketStateKey
 * tells them, and the leaf states each is in), and the messages it was given.
 */
export type SocketRecord = { states: string[]; leaves: string[][]; sends: number };

/**
 * The chat room's socket as the page's trace recorder saw it (the browser tests record every page): the
 * latest chat socket's states, one per event it took, and how many messages it was given to send.
 */
export class SocketTrace {
  constructor(private readonly page: Page) {}

  async read(): Promise<SocketRecord> {
    const recorded = await this.page.evaluate(() => {
      const entries = window.__trace?.entries() ?? [];
      const socket = [...entries].reverse().find((entry) => entry.kind === 'actor' && entry.machine === 'socket' && entry.systemId?.startsWith('chat:'));
      const mine = entries.filter((entry) => socket && entry.actor === socket.actor);
      return {
        values: mine.flatMap((entry) => (entry.kind === 'snapshot' ? [entry.value ?? null] : [])),
        sends: mine.filter((entry) => entry.kind === 'event' && entry.event.type === 'user.send' && (entry.event.message as { type?: unknown } | null)?.type === 'message').length,
      };
    });
    return { states: recorded.values.map(socketStateKey), leaves: recorded.values.map((value) => leavesIn(value)), sends: recorded.sends };
  }
}
