import { DURATIONS } from '../../contract/constants';

// Whole-second countdowns shared by the not-found redirect and the resend
// cooldown: one tick a second, and the last tick reaches zero and ends it.

type Countdown = { secondsLeft: number };

export const COUNTDOWN_TICK_MS = DURATIONS.countdownTick;

/** How many ticks a duration lasts. */
export const secondsIn = (durationMs: number): number => Math.round(durationMs / COUNTDOWN_TICK_MS);

/** The coming tick is the last one. */
export const isLastSecond = (countdown: Countdown): boolean => countdown.secondsLeft <= 1;

/** One second less, never below zero. */
export const oneSecondLess = (countdown: Countdown): Countdown => ({ secondsLeft: Math.max(0, countdown.secondsLeft - 1) });
