import type { Page } from '@playwright/test';
import { socketStateKey } from '../support/socketPaths';

type Recorded = { now: number; states: string[]; events: string[] };

/**
 * The chat room's socket as the page's trace recorder saw it (the browser tests record every page): the states
 * its latest chat socket reached and the events it received since a moment of the recording.
 */
export class SocketTrace {
  constructor(private readonly page: Page) {}

  /** The recording's clock now (ms since it started): steps read what came after it. */
  async now(): Promise<number> {
    return (await this.since(0)).now;
  }

  async since(t: number): Promise<Recorded> {
    const recorded = await this.page.evaluate((from) => {
      const entries = window.__trace?.entries() ?? [];
      const socket = [...entries].reverse().find((entry) => entry.kind === 'actor' && entry.machine === 'socket' && entry.systemId?.startsWith('chat:'));
      const mine = entries.filter((entry) => entry.t >= from && socket && entry.actor === socket.actor);
      return {
        now: entries.at(-1)?.t ?? 0,
        values: mine.flatMap((entry) => (entry.kind === 'snapshot' ? [entry.value ?? null] : [])),
        events: mine.flatMap((entry) => (entry.kind === 'event' ? [entry.event.type] : [])),
      };
    }, t);
    return { now: recorded.now, states: recorded.values.map(socketStateKey), events: recorded.events };
  }
}
