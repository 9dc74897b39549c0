import {
  MESSAGES,
  STORE_TOGGLES,
  updateBankBodySchema,
  updateChatColorBodySchema,
  updateStoreTogglesBodySchema,
  updateVendorBodySchema,
} from '../../../src/contract';
import { isUniqueViolation } from '../../db/errors';
import type { AreaStores } from '../../store';
import type { AuthenticatedCaller } from '../authenticate';
import { HttpError } from '../http-error';
import { parseInput } from '../validation';

/** What an action answers besides `response: 'successful'`: the message, and for some bodies more fields. */
export type UpdateResult = string | ({ message: string } & Record<string, unknown>);

export type UpdateAction = {
  /** The action applies when the body carries one of these keys. */
  keys: readonly string[];
  /** Runs in one transaction, on the caller's rows only. */
  run(body: unknown, caller: AuthenticatedCaller, stores: AreaStores): Promise<UpdateResult>;
};

const storeRequired = () => new HttpError(403, MESSAGES.vendorProfileRequired);
const marketNameTaken = () => new HttpError(409, MESSAGES.marketNameTaken, { errors: { marketname: [MESSAGES.marketNameTaken] } });

/** A vendorDetails body holding only switches (no text, no location) is the Advanced Settings toggles. */
function isTogglesBody(body: unknown): boolean {
  if (!body || typeof body !== 'object' || 'vendor_location' in body || !('vendorDetails' in body)) return false;
  const details: unknown = body.vendorDetails;
  if (!details || typeof details !== 'object' || Array.isArray(details)) return false;
  return Object.keys(details).every((key) => (STORE_TOGGLES as readonly string[]).includes(key));
}

/** The settings bodies of POST /updatedata (document 3, section 7): store, its toggles, bank details, chat colour. */
export const SETTINGS_ACTIONS: readonly UpdateAction[] = [
  {
    keys: ['vendorDetails', 'vendor_location'],
    async run(body, caller, stores) {
      if (isTogglesBody(body)) {
        const { vendorDetails } = parseInput(updateStoreTogglesBodySchema, body);
        if (!(await stores.settings.setStoreToggles(caller.userId, vendorDetails))) throw storeRequired();
        return MESSAGES.updatedSuccessfully;
      }
      const { vendorDetails, vendor_location } = parseInput(updateVendorBodySchema, body);
      // Another store's name is refused; the unique index catches a save racing this check.
      if (await stores.settings.isMarketNameTaken(vendorDetails.marketname, caller.userId)) throw marketNameTaken();
      const { created } = await stores.settings.saveStore(caller.user, vendorDetails, vendor_location).catch((error: unknown) => {
        throw isUniqueViolation(error) ? marketNameTaken() : error;
      });
      return { message: created ? MESSAGES.storeCreated : MESSAGES.updatedSuccessfully, created };
    },
  },
  {
    keys: ['bankDetails'],
    async run(body, caller, stores) {
      const { bankDetails } = parseInput(updateBankBodySchema, body);
      if (!(await stores.accounts.marketInfo(caller.userId))) throw storeRequired();
      const { bank_name, account_name, account_number } = bankDetails;
      await stores.settings.replaceBankAccount(caller.userId, { bank_name, account_name, account_number });
      return MESSAGES.updatedSuccessfully;
    },
  },
  {
    keys: ['user_chat_setting'],
    async run(body, caller, stores) {
      const { user_chat_setting } = parseInput(updateChatColorBodySchema, body);
      await stores.settings.setChatColor(caller.userId, user_chat_setting.background_color);
      return { message: MESSAGES.chatColorUpdated, background_color: user_chat_setting.background_color };
    },
  },
];
