import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
});

export const healthRoutes: FastifyPluginAsyncZod<{
  ping: () => Promise<boolean>;
  kind: 'pglite' | 'postgres';
}> = async (app, { ping, kind }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Is the API up and its database reachable?',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const up = await ping();
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', databaseKind: kind });
    },
  );
};
