import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { vendorTogglesMachine } from './vendorToggles.machine';
import type { StoreToggle } from './vendorToggles.types';

export type VendorTogglesActorRef = ActorRefFrom<typeof vendorTogglesMachine>;
export type VendorTogglesSnapshot = SnapshotFrom<typeof vendorTogglesMachine>;

export const selectToggleValue = (name: StoreToggle) => (snapshot: VendorTogglesSnapshot): boolean => snapshot.context.values[name];
/** Every switch waits while one is being saved. */
export const selectIsSavingToggle = (snapshot: VendorTogglesSnapshot): boolean => snapshot.matches('saving');
