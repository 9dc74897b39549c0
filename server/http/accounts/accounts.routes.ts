import type { FastifyPluginAsync } from 'fastify';
import { areaRoutes, type RouteDeps } from '../route-deps';
import { currentUserRoutes } from './current-user.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { registrationRoutes } from './registration.routes';
import { sessionRoutes } from './session.routes';
import { sessionsRoutes } from './sessions.routes';
import { thirdPartyRoutes } from './third-party.routes';
import { updateDataRoutes } from './update-data.routes';

/** The accounts area: registration, activation, session and the list of sessions, password reset, profile reads and updates. */
export function accountsRoutes(deps: RouteDeps): FastifyPluginAsync {
  return areaRoutes(deps, [registrationRoutes, sessionRoutes, sessionsRoutes, passwordResetRoutes, currentUserRoutes, updateDataRoutes, thirdPartyRoutes]);
}
