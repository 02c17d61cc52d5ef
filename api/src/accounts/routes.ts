import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../lib/endpoint-route';
import type { AppContext } from '../context';
import { ipRateLimit } from '../lib/rate-limit';
import { revokeSessions } from './auth';
import { createLoginThrottle, DEFAULT_THROTTLE } from './login-throttle';
import {
  type AccountsDeps,
  confirmBooking,
  login,
  requestReset,
  resendSetup,
  resetPassword,
  setUpPassword,
  updateSettings,
  verifyEmailAddress,
} from './service';
import { signedIn, signedInOrNot } from '../lib/route-schema';

/** The accounts domain's routes, mounted under /api. */
export async function accountsRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { config } = ctx;
  const deps = (log: AccountsDeps['log']): AccountsDeps => ({ db: ctx.db, config, log });
  const throttle = createLoginThrottle(ctx.db, {
    ...DEFAULT_THROTTLE,
    freeFailures: config.LOGIN_FREE_FAILURES,
    maxDelayMs: config.LOGIN_BACKOFF_MAX_MINUTES * 60_000,
    accountMaxFailures: config.LOGIN_ACCOUNT_MAX_FAILURES,
    accountWindowMs: config.LOGIN_ACCOUNT_WINDOW_MINUTES * 60_000,
  });
  const limited = { auth: 'public' as const, rateLimit: ipRateLimit(config) };
  const success = { success: 'success' as const };

  endpointRoute(app, 'POST /api/login', {
    config: limited,
    schema: {
      tags: ['accounts'],
      summary: 'Sign in with email (sent as username) and password',
    },
    handler: async (request) => login(deps(request.log), throttle, request.body, request.ip),
  });

  endpointRoute(app, 'POST /api/logout', {
    config: { auth: 'user' },
    schema: { tags: ['accounts'], summary: 'End this session on the server', security: signedIn },
    handler: async (request) => {
      await revokeSessions(ctx.db, { sessionId: request.user!.sessionId });
      return success;
    },
  });

  endpointRoute(app, 'POST /api/settings', {
    config: { ...limited, auth: 'user' },
    schema: {
      tags: ['accounts'],
      summary: 'Update name, phone and password; answers the user info with a fresh token',
      security: signedIn,
    },
    handler: async (request) => updateSettings(deps(request.log), request.user!.id, request.body),
  });

  endpointRoute(app, 'POST /api/reset_request', {
    config: limited,
    schema: { tags: ['accounts'], summary: 'Email a password reset link' },
    handler: async (request) => {
      await requestReset(deps(request.log), request.body);
      return success;
    },
  });

  endpointRoute(app, 'POST /api/reset_token', {
    config: limited,
    schema: { tags: ['accounts'], summary: 'Set a new password from a reset link' },
    handler: async (request) => {
      await resetPassword(deps(request.log), request.body);
      return success;
    },
  });

  endpointRoute(app, 'POST /api/set_password', {
    config: limited,
    schema: { tags: ['accounts'], summary: 'Set the first password from a set-up link' },
    handler: async (request) => {
      await setUpPassword(deps(request.log), request.body);
      return success;
    },
  });

  endpointRoute(app, 'POST /api/verify_email', {
    // Optional sign-in: opened in a session of that account, the password and that session are kept; from
    // anywhere else every session ends and the password goes (stale tokens read as signed out).
    config: { ...limited, auth: 'optional', staleSessionOk: true },
    schema: {
      tags: ['accounts'],
      summary:
        'Confirm the email address of an account from the link sent when it was created. Unless sent in a session of that account, it ends every session and removes the password, and answers the set-up path where the owner chooses one',
      security: signedInOrNot,
    },
    handler: async (request) => verifyEmailAddress(deps(request.log), request.body, request.user),
  });

  endpointRoute(app, 'POST /api/confirm_booking', {
    config: limited,
    schema: {
      tags: ['accounts'],
      summary: "Add a guest booking made under this account's email to the account, from the link mailed to that address",
    },
    handler: async (request) => {
      await confirmBooking(deps(request.log), request.body);
      return success;
    },
  });

  endpointRoute(app, 'POST /api/account_token', {
    config: limited,
    schema: { tags: ['accounts'], summary: 'Email a fresh set-up link to an account without a password' },
    handler: async (request) => {
      await resendSetup(deps(request.log), request.body);
      return success;
    },
  });
}
