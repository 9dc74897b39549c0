import { fromPromise } from 'xstate';
import { fetchLookups } from '../../services/lookups';
import type { LookupsAnswer } from './lookups.types';

/** GET /categories-and-delivery: product and service categories and the delivery times in one call. */
export const loadLookups = fromPromise<LookupsAnswer>(({ signal }) => fetchLookups(signal));

export const lookupsActors = { loadLookups };
