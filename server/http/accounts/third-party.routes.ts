import type { FastifyPluginAsync } from 'fastify';

/** Where the SPA's callback screen reads the outcome of a third-party sign-in. */
const SIGN_IN_CALLBACK_PATH = '/auth/callback';

/**
 * GET /auth/{provider}/ starts a third-party sign-in. Until OpenID Connect is configured on this
 * server, the browser comes back to the callback screen, which explains that it is not configured.
 */
export function thirdPartyRoutes(): FastifyPluginAsync {
  return async (app) => {
    app.get('/auth/:provider', async (_request, reply) =>
      reply.redirect(`${SIGN_IN_CALLBACK_PATH}?error=not_configured`, 302),
    );
  };
}
