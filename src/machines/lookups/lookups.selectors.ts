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
