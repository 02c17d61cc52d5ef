import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { ipRateLimit } from '../lib/rate-limit';
import { revokeSessions } from './auth';
import { createLoginThrottle, DEFAULT_THROTTLE } from './login-throttle';
import { EmailBody, LoginBody, ResetTokenBody, SetPasswordBody, SettingsBody, Success, TokenBody, UserInfo } from '@agency/contracts';
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
import { signedIn } from '../lib/route-schema';

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

  app.post(
    '/login',
    {
      config: limited,
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with email (sent as username) and password',
        body: LoginBody,
        response: { 200: UserInfo },
      },
    },
    async (request) => login(deps(request.log), throttle, request.body, request.ip),
  );

  app.post(
    '/logout',
    {
      config: { auth: 'user' },
      schema: { tags: ['accounts'], summary: 'End this session on the server', security: signedIn, response: { 200: Success } },
    },
    async (request) => {
      await revokeSessions(ctx.db, { sessionId: request.user!.sessionId });
      return success;
    },
  );

  app.post(
    '/settings',
    {
      config: { ...limited, auth: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Update name, phone and password; answers the user info with a fresh token',
        security: signedIn,
        body: SettingsBody,
        response: { 200: UserInfo },
      },
    },
    async (request) => updateSettings(deps(request.log), request.user!.id, request.body),
  );

  app.post(
    '/reset_request',
    {
      config: limited,
      schema: { tags: ['accounts'], summary: 'Email a password reset link', body: EmailBody, response: { 200: Success } },
    },
    async (request) => {
      await requestReset(deps(request.log), request.body);
      return success;
    },
  );

  app.post(
    '/reset_token',
    {
      config: limited,
      schema: { tags: ['accounts'], summary: 'Set a new password from a reset link', body: ResetTokenBody, response: { 200: Success } },
    },
    async (request) => {
      await resetPassword(deps(request.log), request.body);
      return success;
    },
  );

  app.post(
    '/set_password',
    {
      config: limited,
      schema: { tags: ['accounts'], summary: 'Set the first password from a set-up link', body: SetPasswordBody, response: { 200: Success } },
    },
    async (request) => {
      await setUpPassword(deps(request.log), request.body);
      return success;
    },
  );

  app.post(
    '/verify_email',
    {
      config: limited,
      schema: {
        tags: ['accounts'],
        summary: 'Confirm the email address of an account from the link sent when it was created',
        body: TokenBody,
        response: { 200: Success },
      },
    },
    async (request) => {
      await verifyEmailAddress(deps(request.log), request.body);
      return success;
    },
  );

  app.post(
    '/confirm_booking',
    {
      config: limited,
      schema: {
        tags: ['accounts'],
        summary: "Add a guest booking made under this account's email to the account, from the link mailed to that address",
        body: TokenBody,
        response: { 200: Success },
      },
    },
    async (request) => {
      await confirmBooking(deps(request.log), request.body);
      return success;
    },
  );

  app.post(
    '/account_token',
    {
      config: limited,
      schema: { tags: ['accounts'], summary: 'Email a fresh set-up link to an account without a password', body: EmailBody, response: { 200: Success } },
    },
    async (request) => {
      await resendSetup(deps(request.log), request.body);
      return success;
    },
  );
}
