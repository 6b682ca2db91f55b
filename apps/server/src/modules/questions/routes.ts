import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';

/** /api/admin/content: authoring of series, sets and questions, import and export (platform admins). */
export const questionsAdminRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (_app, _opts) => {};
