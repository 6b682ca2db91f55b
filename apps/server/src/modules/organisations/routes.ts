import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';

/**
 * /api/organisations/{organizationId}/…: an institute's members, batches, teachers and invites are
 * the batches module's (modules/batches/routes.ts, docs/institutes.md).
 */
export const organisationsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async () => {};
