import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { filterMachine } from './filter.machine';
import { filterCountOf, filterQueryOf, firstFilterContext } from './filter.rules';
import type { FilterInput } from './filter.types';

export type FilterActorRef = ActorRefFrom<typeof filterMachine>;
export type FilterSnapshot = SnapshotFrom<typeof filterMachine>;

export const selectIsPanelOpen = (snapshot: FilterSnapshot): boolean => snapshot.matches({ panel: 'open' });
export const selectIsNarrow = (snapshot: FilterSnapshot): boolean => snapshot.context.narrow;
/** True while the filter request is in flight: Apply reads Filtering... and the controls are disabled. */
export const selectIsApplying = (snapshot: FilterSnapshot): boolean => snapshot.matches({ request: 'applying' });
/** How many of the panel's filters are set (what Apply would send), for the banner. */
export const selectActiveFilterCount = (snapshot: FilterSnapshot): number => filterCountOf(filterQueryOf(snapshot.context.values));

/** What the toggle and the panel show before the machine runs (its code comes after the first render of /). */
export type FilterFirstView = { open: boolean; narrow: boolean; activeFilterCount: number };

/** The state the machine starts in for `input`: the panel open unless the screen is narrow, the input's filters counted. */
export function firstFilterView(input: FilterInput): FilterFirstView {
  const context = firstFilterContext(input);
  return { open: !context.narrow, narrow: context.narrow, activeFilterCount: filterCountOf(filterQueryOf(context.values)) };
}
