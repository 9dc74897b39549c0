import type { CurrentUser } from '../../contract/profile';
import type { AccountSettingsBody } from '../../services/settings';
import type { GeneralSetting, GeneralValues } from './generalToggles.types';

export function generalValuesOf(currentUser: CurrentUser): GeneralValues {
  return { display_bio: currentUser.display_bio, wallet: currentUser.wallet.is_activated };
}

/** The POST /updatedata body of one switch: {display_bio} or {wallet{is_activated}}. */
export function toggleBodyOf(setting: GeneralSetting, value: boolean): AccountSettingsBody {
  return setting === 'wallet' ? { wallet: { is_activated: value } } : { display_bio: value };
}
