import type { AnyActorRef } from 'xstate';

/** What XState's scheduler keeps of a delayed event (its system's snapshot lists those pending). */
type ScheduledEvent = { source: AnyActorRef; event: { type: string } };
type Scheduler = { getSnapshot: () => { _scheduledEvents: Record<string, ScheduledEvent> } };
type Timer = { due: number; fire: () => void; scheduled: ScheduledEvent | undefined };

/**
 * A simulated clock for replays: time moves to each recorded timestamp, and a
 * timer fires only where the trace recorded its delayed event. A timer that is
 * not yet due at that moment means the machine's delay is longer than when the
 * trace was recorded, and the replay fails there.
 *
 * The replayed actor's children schedule on this clock too, and their own events
 * are not replayed, so their timers stay pending: a recorded delayed event fires
 * the replayed actor's own timer for that event, never an earlier one of a child.
 */
export class ReplayClock {
  private current = 0;
  private nextId = 1;
  private readonly timers = new Map<number, Timer>();
  private readonly known = new WeakSet<ScheduledEvent>();
  private system: Scheduler | undefined;

  /** The system whose scheduler sets this clock's timers: each timer is then known by its source and event. */
  watch(system: Scheduler): void {
    this.system = system;
  }

  now(): number {
    return this.current;
  }

  setTimeout(fire: () => void, timeout: number): number {
    const id = this.nextId++;
    this.timers.set(id, { due: this.current + timeout, fire, scheduled: this.justScheduled() });
    return id;
  }

  clearTimeout(id: number): void {
    this.timers.delete(id);
  }

  advanceTo(time: number): void {
    this.current = Math.max(this.current, time);
  }

  /** The earliest due time of `source`'s pending timers for events of `type`, if any. */
  nextDue(source: AnyActorRef, type: string): number | undefined {
    return this.earliest(source, type)?.[1].due;
  }

  /** Fires `source`'s earliest pending timer for an event of `type` when it is due by now (within `tolerance` ms). */
  fireNext(source: AnyActorRef, type: string, tolerance: number): boolean {
    const chosen = this.earliest(source, type);
    if (!chosen || chosen[1].due > this.current + tolerance) return false;
    this.timers.delete(chosen[0]);
    chosen[1].fire();
    return true;
  }

  private earliest(source: AnyActorRef, type: string): [number, Timer] | undefined {
    let chosen: [number, Timer] | undefined;
    for (const entry of this.timers.entries()) {
      const { scheduled, due } = entry[1];
      if (scheduled?.source !== source || scheduled.event.type !== type) continue;
      if (!chosen || due < chosen[1].due) chosen = entry;
    }
    return chosen;
  }

  /** The scheduler records a delayed event just before it sets the timer that sends it. */
  private justScheduled(): ScheduledEvent | undefined {
    const pending = Object.values(this.system?.getSnapshot()._scheduledEvents ?? {});
    const fresh = pending.find((scheduled) => !this.known.has(scheduled));
    if (fresh) this.known.add(fresh);
    return fresh;
  }
}
