import {
  adminOrganisationPageSchema,
  adminOrganisationRequestPageSchema,
  adminOrganisationRequestSchema,
  adminOrganisationSchema,
  approvedRequestSchema,
  assignAdminInputSchema,
  createOrganisationInputSchema,
  organisationListQuerySchema,
  organisationParams,
  organisationRequestListQuerySchema,
  organisationUserParams,
  rejectRequestInputSchema,
  requestParams,
} from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import { approveRequest } from './services/approve-request.ts';
import { assignAdmin } from './services/assign-admin.ts';
import { createOrganisation } from './services/create-organisation.ts';
import { demoteAdmin } from './services/demote-admin.ts';
import { listOrganisations } from './services/list-organisations.ts';
import { listRequests } from './services/list-requests.ts';
import { rejectRequest } from './services/reject-request.ts';
import { setSuspended } from './services/set-suspended.ts';

const common = { tags: ['organisations'], security: [{ bearer: [] }] };
const platformAdmin = { access: 'platformAdmin' } as const;
const organisationAnswer = z.object({ organisation: adminOrganisationSchema });

/**
 * The platform admins' institute screens (docs/institutes.md, "Platform admins"): requests,
 * institutes, direct creation, suspension and admins. Registered under /api/admin.
 */
export const organisationsAdminRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/organisation-requests',
    {
      config: platformAdmin,
      schema: {
        ...common,
        summary: 'Institute requests, pending first, newest first; `status` keeps one kind',
        querystring: organisationRequestListQuerySchema,
        response: { 200: adminOrganisationRequestPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => listRequests(deps, request.query),
  );

  app.post(
    '/organisation-requests/:requestId/approve',
    {
      config: platformAdmin,
      schema: {
        ...common,
        summary: 'Approve: make the institute, its applicant its admin, and notify them (one transaction)',
        params: requestParams,
        response: { 200: approvedRequestSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => approveRequest(deps, request.params.requestId, viewerOf(request).id),
  );

  app.post(
    '/organisation-requests/:requestId/reject',
    {
      config: platformAdmin,
      schema: {
        ...common,
        summary: 'Reject with a reason the applicant is notified of',
        params: requestParams,
        body: rejectRequestInputSchema,
        response: {
          200: z.object({ request: adminOrganisationRequestSchema }),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      rejectRequest(deps, request.params.requestId, viewerOf(request).id, request.body.reason),
  );

  app.get(
    '/organisations',
    {
      config: platformAdmin,
      schema: {
        ...common,
        summary:
          'Every institute with its member count, admins and suspension; `search` matches name, city or slug',
        querystring: organisationListQuerySchema,
        response: { 200: adminOrganisationPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => listOrganisations(deps, request.query),
  );

  app.post(
    '/organisations',
    {
      config: platformAdmin,
      schema: {
        ...common,
        summary: 'Create an institute directly, optionally with its first admin (username or email)',
        body: createOrganisationInputSchema,
        response: { 201: organisationAnswer, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { organisation: await createOrganisation(deps, request.body) };
    },
  );

  for (const [action, suspended] of [
    ['suspend', true],
    ['lift-suspension', false],
  ] as const) {
    app.post(
      `/organisations/:organizationId/${action}`,
      {
        config: platformAdmin,
        schema: {
          ...common,
          summary: suspended
            ? 'Suspend an institute: its people lose its screens, its data stays'
            : "Lift an institute's suspension",
          params: organisationParams,
          response: { 200: organisationAnswer, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        organisation: await setSuspended(deps, request.params.organizationId, suspended),
      }),
    );
  }

  app.post(
    '/organisations/:organizationId/admins',
    {
      config: platformAdmin,
      schema: {
        ...common,
        summary:
          'Make an account (username or email) an admin of the institute; not one of another institute',
        params: organisationParams,
        body: assignAdminInputSchema,
        response: { 200: organisationAnswer, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      organisation: await assignAdmin(deps, request.params.organizationId, request.body.identifier),
    }),
  );

  app.post(
    '/organisations/:organizationId/admins/:userId/demote',
    {
      config: platformAdmin,
      schema: {
        ...common,
        summary: 'An admin of the institute becomes one of its members',
        params: organisationUserParams,
        response: { 200: organisationAnswer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      organisation: await demoteAdmin(deps, request.params.organizationId, request.params.userId),
    }),
  );
};
