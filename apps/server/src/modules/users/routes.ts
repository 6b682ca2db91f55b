import { userSchema } from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import { presentUser } from './presenter.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: z.object({ user: userSchema }), ...errors(401) },
      },
    },
    async (request) => ({ user: presentUser(viewerOf(request)) }),
  );
};
