import {
  myOrganisationRequestsSchema,
  organisationRequestInputSchema,
  organisationRequestSchema,
} from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import { writeLimits } from '../../plugins/write-limits.ts';
import { listMyRequests } from './services/list-my-requests.ts';
import { submitRequest } from './services/submit-request.ts';

const common = { tags: ['organisations'], security: [{ bearer: [] }] };

/** "Register Your Institute" (docs/institutes.md, "Registration"): the applicant's side. */
export const organisationRequestsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '',
    {
      config: { access: 'signedIn', writeLimit: writeLimits.orgRequest },
      schema: {
        ...common,
        summary: 'Ask to register an institute; one pending request per applicant, none from a member of one',
        body: organisationRequestInputSchema,
        response: { 201: organisationRequestSchema, ...errors(400, 401, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return submitRequest(deps, viewerOf(request).id, request.body);
    },
  );

  app.get(
    '/mine',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary: "The caller's requests, newest first, with status, reason and the institute once approved",
        response: { 200: myOrganisationRequestsSchema, ...errors(401) },
      },
    },
    async (request) => listMyRequests(deps, viewerOf(request).id),
  );
};
