import { updateMeRequestSchema, userSchema } from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import { presentUser } from './presenter.ts';
import { updateMe } from './service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const common = { tags: ['users'], security: [{ bearer: [] }] };
  app.get(
    '/me',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary: 'The signed-in user',
        response: { 200: z.object({ user: userSchema }), ...errors(401) },
      },
    },
    async (request) => ({ user: presentUser(viewerOf(request)) }),
  );

  app.patch(
    '/me',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary:
          "Change the signed-in user's own account: the language (applied at sign-in on any device) and the target exam (a key, or null to skip)",
        body: updateMeRequestSchema,
        response: { 200: z.object({ user: userSchema }), ...errors(400, 401) },
      },
    },
    async (request) => updateMe(deps, viewerOf(request), request.body),
  );
};
