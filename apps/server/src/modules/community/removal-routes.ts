import { groupMemberParams, groupParams, groupRemovalListSchema } from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import { liftRemoval, listRemovals } from './services/removals.ts';

/**
 * A group's standing removals (docs/community.md, "Moderation"): the moderators' list and the way to
 * let someone back. Beside routes.ts, which holds the rest of the group's routes.
 */
export const communityRemovalRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const common = { tags: ['community'], security: [{ bearer: [] }] };
  const signedIn = { access: 'signedIn' as const };

  app.get(
    '/groups/:groupId/removals',
    {
      config: signedIn,
      schema: {
        ...common,
        summary: 'Who was removed and may not join again, newest first (owner and admins)',
        params: groupParams,
        response: { 200: groupRemovalListSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => listRemovals(deps, viewerOf(request), request.params.groupId),
  );

  app.delete(
    '/groups/:groupId/removals/:userId',
    {
      config: signedIn,
      schema: {
        ...common,
        summary: 'Let a removed person join again (owner and admins)',
        params: groupMemberParams,
        response: { 204: z.null(), ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      await liftRemoval(deps, viewerOf(request), request.params.groupId, request.params.userId);
      return reply.status(204).send(null);
    },
  );
};
