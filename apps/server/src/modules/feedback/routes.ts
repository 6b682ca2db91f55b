import {
  feedbackListQuerySchema,
  feedbackListSchema,
  feedbackReceiptSchema,
  feedbackReplyRequestSchema,
  feedbackRequestSchema,
  feedbackSchema,
  feedbackUpdateSchema,
} from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { optionalUserId, viewerOf } from '../../plugins/access.ts';
import { writeLimits } from '../../plugins/write-limits.ts';
import { listFeedback, setFeedbackHandled, submitFeedback } from './service.ts';
import { replyToFeedback } from './services/reply-feedback.ts';

/** Per client address per rate-limit window: plenty for a person, too few for a spam script. */
export const FEEDBACK_PER_IP = 10;

/** POST /api/feedback: the contact-us and feedback form. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '',
    {
      config: { access: 'public' },
      preHandler: app.attemptLimit({ group: 'feedback-ip', max: FEEDBACK_PER_IP }),
      schema: {
        tags: ['feedback'],
        summary: 'Send a contact-us or feedback message (linked to the sender when signed in)',
        body: feedbackRequestSchema,
        response: { 201: feedbackReceiptSchema, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      // A sender who happens to be signed in is linked to the message; a bad token just leaves it unlinked.
      const userId = await optionalUserId(deps, request);
      return reply.status(201).send(await submitFeedback(deps, request.body, userId));
    },
  );
};

/** /api/admin/feedback: what platform admins read at /user-feedback. */
export const feedbackAdminRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const common = { tags: ['feedback', 'admin'], security: [{ bearer: [] }] };
  app.get(
    '',
    {
      config: { access: 'platformAdmin' },
      schema: {
        ...common,
        summary: 'Contact and feedback messages, newest first',
        querystring: feedbackListQuerySchema,
        response: { 200: feedbackListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => listFeedback(deps, request.query),
  );

  app.patch(
    '/:id',
    {
      config: { access: 'platformAdmin' },
      schema: {
        ...common,
        summary: 'Mark a message handled, or new again',
        params: z.object({ id: z.uuid('validation.invalidType') }),
        body: feedbackUpdateSchema,
        response: { 200: z.object({ feedback: feedbackSchema }), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      feedback: await setFeedbackHandled(deps, request.params.id, request.body.handled, viewerOf(request).id),
    }),
  );

  app.post(
    '/:id/reply',
    {
      // Each reply sends a mail: a tighter limit than the admins' other writes (plugins/write-limits.ts).
      config: { access: 'platformAdmin', writeLimit: writeLimits.feedbackReply },
      schema: {
        ...common,
        summary: 'Reply to the sender by mail; the reply is stored and the message marked handled',
        params: z.object({ id: z.uuid('validation.invalidType') }),
        body: feedbackReplyRequestSchema,
        response: { 200: z.object({ feedback: feedbackSchema }), ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({
      feedback: await replyToFeedback(deps, request.params.id, viewerOf(request).id, request.body),
    }),
  );
};
