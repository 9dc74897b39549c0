import type { StoreToggle } from '../../contract/settings';

export type { StoreToggle };

export type ToggleValues = Record<StoreToggle, boolean>;

export type VendorTogglesInput = { values: ToggleValues };

/** One switch to save with its new value. */
export type ToggleChange = { name: StoreToggle; value: boolean };

export type VendorTogglesContext = {
  /** The switches as last saved. */
  values: ToggleValues;
  /** The switch being saved. */
  pending: StoreToggle | null;
};

export type VendorTogglesEvent = { type: 'toggle.clicked'; name: StoreToggle };

export type VendorTogglesEmitted =
  | { type: 'toast'; tone: 'success' | 'error'; message: string; durationMs?: number }
  /** Saved: the current user's details should reload now. */
  | { type: 'currentUser.changed' };
