import {
  createNotificationRequestSchema,
  markNotificationsReadSchema,
  notificationListSchema,
  notificationRules,
  notificationSchema,
  okResponseSchema,
  organisationNotificationsSchema,
  paginationQuerySchema,
  pushTokenDeleteSchema,
  pushTokenRequestSchema,
  pushTokenResponseSchema,
  unreadCountSchema,
  vapidKeyResponseSchema,
} from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import { writeLimits } from '../../plugins/write-limits.ts';
import { readerLanguage } from './messages.ts';
import { createOrganisationNotification } from './services/create-organisation-notification.ts';
import { deleteNotification } from './services/delete-notification.ts';
import { listMyNotifications } from './services/list-my-notifications.ts';
import { listOrganisationNotifications } from './services/list-organisation-notifications.ts';
import { markNotificationsRead } from './services/mark-read.ts';
import { registerPushToken, removePushToken } from './services/push-subscriptions.ts';
import { unreadCount } from './services/unread-count.ts';

const common = { tags: ['notifications'], security: [{ bearer: [] }] };
const orgParams = z.object({ organizationId: z.uuid('validation.invalidType') });

/** /api/notifications: the bell's list and the spec's organisation calls. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary: "The signed-in user's notifications and their organisation's, newest first",
        querystring: paginationQuerySchema,
        response: { 200: notificationListSchema, ...errors(400, 401) },
      },
    },
    async (request) =>
      listMyNotifications(
        deps,
        viewerOf(request),
        request.query,
        readerLanguage(request.headers['accept-language']),
      ),
  );

  // The bell's badge: unread only, so reading clears it (docs/notifications.md, "Read and unread").
  app.get(
    '/unread',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary: 'How many of the notifications the viewer sees are unread (at most 100)',
        response: { 200: unreadCountSchema, ...errors(401) },
      },
    },
    async (request) => unreadCount(deps, viewerOf(request)),
  );

  app.post(
    '/read',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary:
          "Mark the viewer's notifications read up to a time (the newest one shown); answers the unread count",
        body: markNotificationsReadSchema,
        response: { 200: unreadCountSchema, ...errors(400, 401) },
      },
    },
    async (request) => markNotificationsRead(deps, viewerOf(request), request.body.upTo),
  );

  app.get(
    '/organization/:organizationId',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary: "An organisation's notifications (its members and platform admins), newest 100",
        params: orgParams,
        response: { 200: organisationNotificationsSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) =>
      listOrganisationNotifications(
        deps,
        viewerOf(request),
        request.params.organizationId,
        readerLanguage(request.headers['accept-language']),
      ),
  );

  app.delete(
    '/organization/:organizationId/notification/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary:
          "Delete one notification: the institute's admin deletes it for everyone, a student hides it for themself",
        params: orgParams.extend({ id: z.uuid('validation.invalidType') }),
        response: { 200: okResponseSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) =>
      deleteNotification(deps, viewerOf(request), request.params.id, request.params.organizationId),
  );

  // The same for a student without an institute (their personal notices), or any notice they see.
  app.delete(
    '/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary:
          'Delete one of the notifications the viewer sees (a personal one, or hide an institute notice)',
        params: z.object({ id: z.uuid('validation.invalidType') }),
        response: { 200: okResponseSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => deleteNotification(deps, viewerOf(request), request.params.id),
  );
};

/** /api/organisations/:organizationId/notifications: an institute notifies its students. */
export const organisationNotificationsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/:organizationId/notifications',
    {
      // Each notice is written for, and pushed to, every member: a limit of its own (docs/limits.md).
      config: { access: 'orgAdmin', writeLimit: writeLimits.orgNotice },
      // Besides each admin's own limit, the institute's: its admins together send at most
      // `perInstitutePerDay` notices in 24 hours (docs/notifications.md).
      preHandler: async (request, reply) => {
        const taken = await app.attemptCounters.take(
          `org-notice-day:${request.params.organizationId}`,
          deps.clock().getTime(),
          { max: notificationRules.perInstitutePerDay, windowMs: 24 * 60 * 60 * 1000 },
        );
        if (!taken.ok) {
          const refused = app.rateLimited(reply, taken);
          throw new AppError(429, 'RATE_LIMITED', 'This institute sent its notices for today', {
            ...refused.extra,
            rule: 'validation.notifications.instituteDailyLimit',
          });
        }
      },
      schema: {
        ...common,
        summary:
          'Send a notification to every member of an organisation, or with batchId to one batch (its students and teachers)',
        params: orgParams,
        body: createNotificationRequestSchema,
        response: { 201: notificationSchema, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createOrganisationNotification(deps, request.params.organizationId, request.body)),
  );
};

/** /api/notification: Web Push registration (spec §4 "Register push token"; docs/notifications.md). */
export const pushRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/vapid-key',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary: "The server's VAPID public key, for PushManager.subscribe",
        response: { 200: vapidKeyResponseSchema, ...errors(401) },
      },
    },
    async () => ({ publicKey: deps.push.publicKey }),
  );

  app.post(
    '/token',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary: "Register the browser's push subscription for the caller",
        body: pushTokenRequestSchema,
        response: { 200: pushTokenResponseSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => registerPushToken(deps, viewerOf(request), request.body),
  );

  app.delete(
    '/token',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary: "Remove one of the caller's push subscriptions (replaced by a new one)",
        body: pushTokenDeleteSchema,
        response: { 200: pushTokenResponseSchema, ...errors(400, 401) },
      },
    },
    async (request) => removePushToken(deps, viewerOf(request), request.body.endpoint),
  );
};
