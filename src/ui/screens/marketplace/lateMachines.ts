import type { filterMachine } from '../../../machines/filter/filter.machine';
import type { listingSearchMachine } from '../../../machines/listingSearch/listingSearch.machine';
import { lazyModule } from '../../app/lazyModule';
import type { LateScreenActor } from '../../app/useLateScreenActor';

/**
 * The marketplace's filter panel and listing search machines, fetched after the first render of /: the panel
 * and the box show the state their machines start in until they run (src/ui/app/useLateScreenActor.ts).
 */
export const filterLogic = lazyModule(() => import('../../../machines/filter/filter.machine').then((module) => module.filterMachine));
export const listingSearchLogic = lazyModule(() =>
  import('../../../machines/listingSearch/listingSearch.machine').then((module) => module.listingSearchMachine),
);

export type LateFilter = LateScreenActor<typeof filterMachine>;
export type LateListingSearch = LateScreenActor<typeof listingSearchMachine>;
