import {
  authResponseSchema,
  forgotPasswordRequestSchema,
  okResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  resetPasswordRequestSchema,
  signinRequestSchema,
  signoutRequestSchema,
  signupRequestSchema,
} from '@abhyas/core';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { DEVICE_COOKIE, deviceCookieOptions, readDeviceTokens } from './device-cookies.ts';
import { passwordResetsSettled, requestPasswordResetAfterAnswer, resetPassword } from './password-reset.ts';
import { signin, signup } from './service.ts';
import { endSession, rotateRefreshToken } from './sessions.ts';
import { signinGate } from './signin-limits.ts';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const limits = deps.config;
  const bodyField = (name: string) => (req: { body: unknown }) =>
    String((req.body as Record<string, unknown>)[name] ?? '')
      .trim()
      .toLowerCase();
  // Child onClose hooks run before the app's own, which drains the mailer and closes the database.
  app.addHook('onClose', () => passwordResetsSettled(deps));
  // Only the auth routes read or set cookies (the device cookie); every other route carries a bearer.
  await app.register(cookie);
  const deviceTokens = (request: FastifyRequest) => readDeviceTokens(request.cookies[DEVICE_COOKIE]);
  /** Sets the device cookie from a service's answer and returns the rest of the answer. */
  const withDevice = <T extends { deviceCookie: string }>(
    request: FastifyRequest,
    reply: FastifyReply,
    { deviceCookie, ...answer }: T,
  ) => {
    const secure = request.protocol === 'https' || deps.config.PUBLIC_URL.startsWith('https:');
    reply.setCookie(DEVICE_COOKIE, deviceCookie, deviceCookieOptions(secure));
    return answer;
  };

  app.post(
    '/signup',
    {
      config: { access: 'public' },
      preHandler: [app.attemptLimit({ group: 'signup-ip', max: limits.RATE_LIMIT_SIGNUP_PER_IP })],
      schema: {
        tags,
        summary: 'Create an account and start a session',
        body: signupRequestSchema,
        response: { 201: authResponseSchema, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(withDevice(request, reply, await signup(deps, request.body, deviceTokens(request)))),
  );

  app.post(
    '/signin',
    {
      config: { access: 'public' },
      // Limits count failures only, so they are applied in the handler, where the outcome is known.
      schema: {
        tags,
        summary: 'Sign in with a username or an email',
        body: signinRequestSchema,
        response: { 200: authResponseSchema, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) =>
      withDevice(
        request,
        reply,
        await signin(
          deps,
          request.body,
          signinGate(app.attemptCounters, deps.config, deps.clock, request.ip, (refused) =>
            app.rateLimited(reply, refused),
          ),
          deviceTokens(request),
        ),
      ),
  );

  app.post(
    '/refresh',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Swap a refresh token for a new access token and a new refresh token',
        body: refreshRequestSchema,
        response: { 200: refreshResponseSchema, ...errors(400, 401) },
      },
    },
    async (request) => rotateRefreshToken(deps, request.body.refreshToken),
  );

  app.post(
    '/signout',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'End the session the refresh token belongs to',
        body: signoutRequestSchema,
        response: { 200: okResponseSchema, ...errors(400) },
      },
    },
    async (request) => {
      if (request.body.refreshToken) await endSession(deps, request.body.refreshToken);
      return { ok: true as const };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { access: 'public' },
      preHandler: [
        app.attemptLimit({ group: 'forgot-ip', max: limits.RATE_LIMIT_FORGOT_PER_IP }),
        app.attemptLimit({
          group: 'forgot-account',
          max: limits.RATE_LIMIT_FORGOT_PER_ACCOUNT,
          accountKey: bodyField('email'),
        }),
      ],
      schema: {
        tags,
        summary: 'Email a password-reset link (same answer whether or not the account exists)',
        body: forgotPasswordRequestSchema,
        response: { 202: okResponseSchema, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      // Same work on the answer's path whether or not the address has an account; the rest comes after.
      requestPasswordResetAfterAnswer(deps, request.body.email);
      return reply.status(202).send({ ok: true as const });
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Choose a new password with a reset link; ends every session of the account',
        body: resetPasswordRequestSchema,
        response: { 200: okResponseSchema, ...errors(400) },
      },
    },
    async (request) => {
      await resetPassword(deps, request.body.token, request.body.password);
      return { ok: true as const };
    },
  );
};
