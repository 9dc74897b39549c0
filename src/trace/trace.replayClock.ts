/**
 * A simulated clock for replays: time moves to each recorded timestamp, and a
 * timer fires only where the trace recorded its delayed event. A timer that is
 * not yet due at that moment means the machine's delay is longer than when the
 * trace was recorded, and the replay fails there.
 */
export class ReplayClock {
  private current = 0;
  private nextId = 1;
  private readonly timers = new Map<number, { due: number; fire: () => void }>();

  now(): number {
    return this.current;
  }

  setTimeout(fire: () => void, timeout: number): number {
    const id = this.nextId++;
    this.timers.set(id, { due: this.current + timeout, fire });
    return id;
  }

  clearTimeout(id: number): void {
    this.timers.delete(id);
  }

  advanceTo(time: number): void {
    this.current = Math.max(this.current, time);
  }

  /** The earliest pending timer's due time, if any. */
  nextDue(): number | undefined {
    let earliest: number | undefined;
    for (const timer of this.timers.values()) if (earliest === undefined || timer.due < earliest) earliest = timer.due;
    return earliest;
  }

  /** Fires the earliest pending timer when it is due by now (within `tolerance` ms). */
  fireNext(tolerance: number): boolean {
    let chosen: [number, { due: number; fire: () => void }] | undefined;
    for (const entry of this.timers.entries()) if (!chosen || entry[1].due < chosen[1].due) chosen = entry;
    if (!chosen || chosen[1].due > this.current + tolerance) return false;
    this.timers.delete(chosen[0]);
    chosen[1].fire();
    return true;
  }
}
