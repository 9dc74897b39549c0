import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Category, CategoryType, DeliveryTime } from '../../contract';
import type { lookupsMachine } from './lookups.machine';

export type LookupsActorRef = ActorRefFrom<typeof lookupsMachine>;
export type LookupsSnapshot = SnapshotFrom<typeof lookupsMachine>;

/** The categories of one type ('' gives none: the category field waits for a type). */
export function selectCategoriesOf(type: CategoryType | '') {
  return (snapshot: LookupsSnapshot): readonly Category[] => {
    if (type === 'product') return snapshot.context.productCategories;
    if (type === 'service') return snapshot.context.serviceCategories;
    return [];
  };
}

export const selectDeliveryTimes = (snapshot: LookupsSnapshot): readonly DeliveryTime[] => snapshot.context.deliveryTimes;
/** True while the lists are the built-in ones because the server did not answer. */
export const selectUsesFallback = (snapshot: LookupsSnapshot): boolean => snapshot.context.source === 'fallback';
/** True while the cached lists are younger than DURATIONS.lookupsCache. */
export const selectIsCacheFresh = (snapshot: LookupsSnapshot): boolean => snapshot.matches('fresh');
