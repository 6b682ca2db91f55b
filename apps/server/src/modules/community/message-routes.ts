import {
  chatMessageSchema,
  groupMessageParams,
  groupParams,
  historyQuerySchema,
  historySchema,
  okResponseSchema,
  reportMessageRequestSchema,
  sendMessagePayloadSchema,
} from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import { hideMessage } from './services/hide-message.ts';
import { readHistory } from './services/history.ts';
import { reportMessage } from './services/report-message.ts';
import { sendMessage } from './services/send-message.ts';

/** The REST send's body: the socket's sendMessage payload without the group (it is in the path). */
const sendBodySchema = sendMessagePayloadSchema.omit({ groupId: true });

/**
 * /api/community/groups/{groupId}/messages…: history by seq (the catch-up after every reconnect),
 * a REST send (sharing a question from the bank, and the fallback when the socket is down; the
 * same service and idempotency as the socket's), reports and moderators' hiding. The group side of
 * /api/community is routes.ts. docs/community-realtime.md.
 */
export const communityMessageRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const common = { tags: ['community'], security: [{ bearer: [] }] };

  app.get(
    '/groups/:groupId/messages',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary:
          'A page of the group’s messages in ascending seq: ?after=seq to catch up, ?before=seq for older',
        params: groupParams,
        querystring: historyQuerySchema,
        response: { 200: historySchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => readHistory(deps, viewerOf(request).id, request.params.groupId, request.query),
  );

  app.post(
    '/groups/:groupId/messages',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary: 'Send a message (201); a retry with the same clientId answers the committed message (200)',
        params: groupParams,
        body: sendBodySchema,
        response: {
          200: chatMessageSchema,
          201: chatMessageSchema,
          ...errors(400, 401, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { message, created } = await sendMessage(deps, viewerOf(request).id, {
        ...request.body,
        groupId: request.params.groupId,
      });
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.post(
    '/groups/:groupId/messages/:messageId/report',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary: 'Report a message to the group’s moderators (once per member and message)',
        params: groupMessageParams,
        body: reportMessageRequestSchema,
        response: { 200: okResponseSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) =>
      reportMessage(deps, viewerOf(request).id, { ...request.params, reason: request.body.reason }),
  );

  app.post(
    '/groups/:groupId/messages/:messageId/hide',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary: 'Hide a message for everyone (the group’s owner and admins)',
        params: groupMessageParams,
        response: { 200: chatMessageSchema, ...errors(401, 404, 409) },
      },
    },
    async (request) => hideMessage(deps, viewerOf(request).id, request.params),
  );
};
