import { told } from './deviceReadings';

/**
 * The clock a machine reads the time from (what it stamps on a message, how old a notification is). A machine
 * takes it as input, so a test passes its SimulatedClock (which has `now()`) and the browser passes nothing.
 */
export type Clock = { now: () => number };

/** This device's clock as `reader` reads it, what a machine reads when its input names no other: each reading goes to the trace. */
export const deviceClockOf = (reader: { sessionId: string }): Clock => ({ now: () => told(reader, 'clock.now', Date.now()) });
