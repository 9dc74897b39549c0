/**
 * The clock a machine reads the time from (what it stamps on a message, how old a notification is). A machine
 * takes it as input, so a test passes its SimulatedClock (which has `now()`) and the browser passes nothing.
 */
export type Clock = { now: () => number };

/** This device's clock: what a machine reads when its input names no other. */
export const deviceClock: Clock = { now: () => Date.now() };
