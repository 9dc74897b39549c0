/** The time source of the server; tests pass a clock they can move. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export function isoAfter(clock: Clock, milliseconds: number): string {
  return new Date(clock.now().getTime() + milliseconds).toISOString();
}

export function isoBefore(clock: Clock, milliseconds: number): string {
  return new Date(clock.now().getTime() - milliseconds).toISOString();
}
