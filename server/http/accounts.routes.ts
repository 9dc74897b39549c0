import type { FastifyPluginAsync } from 'fastify';
import { currentUserRoutes } from './accounts/current-user.routes';
import { passwordResetRoutes } from './accounts/password-reset.routes';
import { registrationRoutes } from './accounts/registration.routes';
import { sessionRoutes } from './accounts/session.routes';
import { sessionsRoutes } from './accounts/sessions.routes';
import { thirdPartyRoutes } from './accounts/third-party.routes';
import { updateDataRoutes } from './accounts/update-data.routes';
import type { RouteDeps } from './route-deps';

/** The accounts area: registration, activation, session and the list of sessions, password reset, profile reads and updates. */
export function accountsRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(registrationRoutes(deps));
    await app.register(sessionRoutes(deps));
    await app.register(sessionsRoutes(deps));
    await app.register(passwordResetRoutes(deps));
    await app.register(currentUserRoutes(deps));
    await app.register(updateDataRoutes(deps));
    await app.register(thirdPartyRoutes(deps));
  };
}
