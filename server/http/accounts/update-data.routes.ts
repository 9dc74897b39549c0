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
import { registerMultipart } from '../../media/multipart';
import type { ProfileChanges } from '../../store/accounts.store';
import { callerOf } from '../authenticate';
import { badRequest } from '../http-error';
import type { RouteDeps } from '../route-deps';
import { updatePicture } from '../settings/picture-update';
import { SETTINGS_ACTIONS, type UpdateAction } from '../settings/update-actions';
import { parseInput } from '../validation';
import { proveCurrentPassword } from './current-password';
import { sessionsEndedFor } from './sessions-ended';

const flag = (value: boolean) => (value ? 1 : 0);

/** The profile body as columns; fields the body leaves out stay undefined, which the update skips. */
function profileChanges({ profile, ...names }: z.infer<typeof updateProfileBodySchema>): ProfileChanges {
  return { ...names, ...profile };
}

/**
 * A new password, once the route has proved the current one: the other sessions end (their sockets
 * close once it is saved); this one stays signed in.
 */
const PASSWORD_ACTION: UpdateAction = {
  keys: ['password'],
  async run(body, caller, stores) {
    const { password } = parseInput(updatePasswordBodySchema, body);
    if (isCommonPassword(password)) {
      throw badRequest(MESSAGES.passwordTooCommon, { password: [MESSAGES.passwordTooCommon] });
    }
    await stores.accounts.setPasswordHash(caller.userId, await hashPassword(password));
    await stores.tokens.revokeAllForUser(caller.userId, caller.tokenId);
    return MESSAGES.passwordUpdated;
  },
};

/** The account bodies of POST /updatedata, tried in this order before the settings ones. */
const ACCOUNT_ACTIONS: readonly UpdateAction[] = [
  PASSWORD_ACTION,
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

const ACTIONS: readonly UpdateAction[] = [...ACCOUNT_ACTIONS, ...SETTINGS_ACTIONS];

/** The action a body names by its keys; a body with keys of two actions is refused by the first one's schema. */
function actionFor(body: unknown): UpdateAction | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  return ACTIONS.find((action) => action.keys.some((key) => key in body));
}

/**
 * POST /updatedata: JSON bodies (profile data, password, wallet, display_bio, store details and location,
 * store toggles, bank details, chat colour) and multipart pictures (profileimg, coverimg, wallpaper). Every
 * body changes the caller's own rows only: no body names a user, and a key no action knows is refused.
 */
export function updateDataRoutes(deps: RouteDeps): FastifyPluginAsync {
  const { stores, auth, uploads, limits, media } = deps;
  const sessionsEnded = sessionsEndedFor(deps);
  return async (app) => {
    await registerMultipart(app);

    app.post('/updatedata', { preHandler: auth.required }, async (request) => {
      const caller = callerOf(request);
      if (request.isMultipart()) return updatePicture(request, caller.userId, { stores, media, uploads });
      const action = actionFor(request.body);
      if (!action) throw badRequest(MESSAGES.unknownUpdateAction);
      if (action === PASSWORD_ACTION) await proveCurrentPassword(request, caller, limits);
      const result = await stores.transaction((trx) => action.run(request.body, caller, trx));
      if (action === PASSWORD_ACTION) await sessionsEnded(caller.userId);
      return typeof result === 'string' ? { response: 'successful', message: result } : { response: 'successful', ...result };
    });
  };
}
