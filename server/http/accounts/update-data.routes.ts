import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import {
  MESSAGES,
  updateDisplayBioBodySchema,
  updatePasswordBodySchema,
  updateProfileBodySchema,
  updateWalletBodySchema,
} from '../../../src/contract';
import { isCommonPassword } from '../../auth/common-passwords';
import { hashPassword } from '../../auth/passwords';
import type { AreaStores } from '../../store';
import type { ProfileChanges } from '../../store/accounts.store';
import { callerOf, type AuthenticatedCaller } from '../authenticate';
import { badRequest } from '../http-error';
import type { RouteDeps } from '../route-deps';
import { parseInput } from '../validation';

type UpdateAction = {
  /** The action applies when the body carries one of these keys. */
  keys: readonly string[];
  run(body: unknown, caller: AuthenticatedCaller, stores: AreaStores): Promise<string>;
};

const flag = (value: boolean) => (value ? 1 : 0);

/** The profile body as columns; fields the body leaves out stay undefined, which the update skips. */
function profileChanges({ profile, ...names }: z.infer<typeof updateProfileBodySchema>): ProfileChanges {
  return { ...names, ...profile };
}

/** The account bodies of POST /updatedata, tried in this order; settings add the store and media ones. */
const ACCOUNT_ACTIONS: readonly UpdateAction[] = [
  {
    keys: ['password'],
    async run(body, caller, stores) {
      const { password } = parseInput(updatePasswordBodySchema, body);
      if (isCommonPassword(password)) {
        throw badRequest(MESSAGES.passwordTooCommon, { password: [MESSAGES.passwordTooCommon] });
      }
      await stores.accounts.setPasswordHash(caller.userId, await hashPassword(password));
      // Other devices sign in again with the new password; this one stays signed in.
      await stores.tokens.revokeAllForUser(caller.userId, caller.tokenId);
      return MESSAGES.passwordUpdated;
    },
  },
  {
    keys: ['wallet'],
    async run(body, caller, stores) {
      const { wallet } = parseInput(updateWalletBodySchema, body);
      await stores.accounts.updateProfile(caller.userId, { wallet_activated: flag(wallet.is_activated) });
      return MESSAGES.updatedSuccessfully;
    },
  },
  {
    keys: ['display_bio'],
    async run(body, caller, stores) {
      const { display_bio } = parseInput(updateDisplayBioBodySchema, body);
      await stores.accounts.updateProfile(caller.userId, { display_bio: flag(display_bio) });
      return MESSAGES.updatedSuccessfully;
    },
  },
  {
    keys: ['first_name', 'last_name', 'email', 'profile'],
    async run(body, caller, stores) {
      const profile = parseInput(updateProfileBodySchema, body);
      if (await stores.accounts.isEmailTaken(profile.email, caller.userId)) {
        throw badRequest(MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] });
      }
      await stores.accounts.updateProfile(caller.userId, profileChanges(profile));
      return MESSAGES.profileUpdated;
    },
  },
];

function actionFor(body: unknown): UpdateAction | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  return ACCOUNT_ACTIONS.find((action) => action.keys.some((key) => key in body));
}

/** POST /updatedata with the account bodies (profile, password, wallet, display_bio). */
export function updateDataRoutes({ stores, auth }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.post('/updatedata', { preHandler: auth.required }, async (request) => {
      const action = actionFor(request.body);
      if (!action) throw badRequest(MESSAGES.unknownUpdateAction);
      const caller = callerOf(request);
      const message = await stores.transaction((trx) => action.run(request.body, caller, trx));
      return { response: 'successful', message };
    });
  };
}
