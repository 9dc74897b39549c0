import { LIMITS } from '../../contract/constants';
import type { DistanceRange, FilterContext } from './filter.types';

/* The panel's own rules, used once its machine runs (filter.rules.ts holds what the first render of / reads). */

export const DISTANCE_MAX_KM = LIMITS.distanceSliderMaxKm;

/** Both handles inside 0-15 km, whole km, low first. */
export function clampDistance(range: DistanceRange): DistanceRange {
  const clamp = (km: number) => Math.min(DISTANCE_MAX_KM, Math.max(0, Math.round(Number.isFinite(km) ? km : 0)));
  const [a, b] = [clamp(range[0]), clamp(range[1])];
  return a <= b ? [a, b] : [b, a];
}

const sameCity = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The user's current city, offered as a one-tap filter while it is known and not already the city filtered on; else null. */
export function citySuggestionOf(context: Pick<FilterContext, 'currentCity' | 'values'>): string | null {
  return context.currentCity && !sameCity(context.currentCity, context.values.city) ? context.currentCity : null;
}
