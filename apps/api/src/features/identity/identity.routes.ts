// Identity in the application: Better Auth's handler at /api/auth/*, the session credential of
// /api/v1, and GET /api/v1/public/auth-config (which sign-in methods the login page offers).
import { AuthConfig } from '@crm/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuth, sessionCookieName } from './auth.js';
import { authHandler } from './auth-handler.js';
import { authLimits } from './rate-limit.js';
import { clientVerifier, sessionVerifier } from './session-credential.js';

/** Creates Better Auth on the app's database and mailer, mounts it and adds the session credential
 * (after the api-key one). Call after registerCredentials and before the /api/v1 routes. */
export async function registerIdentity(app: FastifyInstance): Promise<void> {
  const { config, database, mailer } = app;
  const auth = createAuth({ config, database, mailer, log: app.log });
  app.decorate('auth', auth);
  const origins = [new URL(config.publicUrl).origin, ...config.trustedOrigins];
  const times = { idleMs: config.sessionIdleMs, maxAgeMs: config.sessionMaxAgeMs };
  const sessions = {
    auth,
    database,
    cookieName: sessionCookieName(config.publicUrl),
    trustedOrigins: origins,
    times,
  };
  app.credentials.push(sessionVerifier(sessions));
  app.clientCredential = clientVerifier(sessions);
  const limits = authLimits(
    { signIn: config.signInLimit, signUp: config.signUpLimit, passwordReset: config.passwordResetLimit },
    app.sharedState,
  );
  await app.register(authHandler, { auth, config, database, limits });
}

/** In the /api/v1 scope. */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer: AuthConfig = { google: !!app.config.google };
  app.get(
    '/public/auth-config',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        security: [],
        summary: 'Sign-in methods this server offers (Google only when configured)',
        response: { 200: AuthConfig },
      },
    },
    async () => answer,
  );
};
