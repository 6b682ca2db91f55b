import {
  addStudentsRequestSchema,
  assignTeacherRequestSchema,
  batchChangeSchema,
  batchListQuerySchema,
  batchListSchema,
  batchMemberParams,
  batchParams,
  batchRosterSchema,
  createBatchRequestSchema,
  createInviteRequestSchema,
  inviteCodeParams,
  inviteListSchema,
  inviteParams,
  invitePreviewSchema,
  inviteSchema,
  joinResultSchema,
  memberChangeSchema,
  memberParams,
  membersQuerySchema,
  moveStudentRequestSchema,
  okResponseSchema,
  organisationMembersSchema,
  organisationParams,
  rosterImportRequestSchema,
  rosterReportSchema,
  updateBatchRequestSchema,
  updateMemberRequestSchema,
} from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { errorResponse, errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import type { WriteLimit } from '../../plugins/write-limits.ts';
import { closeRosterReaders } from './import/roster-reader.ts';
import { addStudents } from './services/add-students.ts';
import { assignTeacher } from './services/assign-teacher.ts';
import { batchRoster } from './services/batch-roster.ts';
import { createBatch } from './services/create-batch.ts';
import { createInvite } from './services/create-invite.ts';
import { importRoster } from './services/import-roster.ts';
import { joinByCode, previewInvite } from './services/join-by-code.ts';
import { listBatches } from './services/list-batches.ts';
import { listInvites } from './services/list-invites.ts';
import { listMembers } from './services/list-members.ts';
import { moveStudent } from './services/move-student.ts';
import { removeFromBatch } from './services/remove-from-batch.ts';
import { removeMember } from './services/remove-member.ts';
import { revokeInvite } from './services/revoke-invite.ts';
import { updateBatch } from './services/update-batch.ts';
import { updateMember } from './services/update-member.ts';

const KB = 1024;
/** docs/limits.md: a roster file of 1 MB travels as base64 in JSON. */
export const rosterImportLimit: WriteLimit = {
  group: 'roster-import',
  max: 20,
  windowSeconds: 10 * 60,
  bodyBytes: 1536 * KB,
};
/** Joining by code: a person joins once; a few tries cover typing mistakes, not guessing codes. */
export const orgJoinLimit: WriteLimit = { group: 'org-join', max: 10, windowSeconds: 10 * 60, bodyBytes: KB };

const rosterRejectedSchema = errorResponse.extend({ report: rosterReportSchema });

/**
 * /api/organisations/{organizationId}/…: an institute's members, batches, teachers, invites and roster
 * import (docs/institutes.md, "Members, batches and teachers").
 */
export const batchesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onClose', closeRosterReaders);
  const common = { tags: ['batches'], security: [{ bearer: [] }] };
  const admin = { config: { access: 'orgAdmin' as const } };

  // ---- Batches: read by staff (teachers: their own) ----

  app.get(
    '/:organizationId/batches',
    {
      config: { access: 'orgStaff' },
      schema: {
        ...common,
        summary:
          "The institute's batches with student and teacher counts (a teacher: the batches they teach)",
        params: organisationParams,
        querystring: batchListQuerySchema,
        response: { 200: batchListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => listBatches(deps, viewerOf(request), request.params.organizationId, request.query),
  );

  app.get(
    '/:organizationId/batches/:batchId/roster',
    {
      config: { access: 'orgStaff' },
      schema: {
        ...common,
        summary: "A batch's active students by name (a teacher: only a batch they teach)",
        params: batchParams,
        response: { 200: batchRosterSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) =>
      batchRoster(deps, viewerOf(request), request.params.organizationId, request.params.batchId),
  );

  // ---- Batches: admins ----

  app.post(
    '/:organizationId/batches',
    {
      ...admin,
      schema: {
        ...common,
        summary: 'Create a batch (its name unique among active batches, any case)',
        params: organisationParams,
        body: createBatchRequestSchema,
        response: { 201: batchChangeSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createBatch(deps, request.params.organizationId, request.body)),
  );

  app.patch(
    '/:organizationId/batches/:batchId',
    {
      ...admin,
      schema: {
        ...common,
        summary: 'Rename a batch, change its exam, archive it or bring it back',
        params: batchParams,
        body: updateBatchRequestSchema,
        response: { 200: batchChangeSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateBatch(deps, request.params.organizationId, request.params.batchId, request.body),
  );

  app.post(
    '/:organizationId/batches/:batchId/students',
    {
      ...admin,
      schema: {
        ...common,
        summary: 'Add students of the institute to a batch',
        params: batchParams,
        body: addStudentsRequestSchema,
        response: { 200: batchChangeSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      addStudents(deps, request.params.organizationId, request.params.batchId, request.body.userIds),
  );

  app.delete(
    '/:organizationId/batches/:batchId/students/:userId',
    {
      ...admin,
      schema: {
        ...common,
        summary: 'Take a student out of a batch (they stay in the institute)',
        params: batchMemberParams,
        response: { 200: batchChangeSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { organizationId, batchId, userId } = request.params;
      return removeFromBatch(deps, organizationId, batchId, userId, 'student');
    },
  );

  app.post(
    '/:organizationId/batches/:batchId/students/:userId/move',
    {
      ...admin,
      schema: {
        ...common,
        summary: 'Move a student from this batch to another (answers the batch they moved to)',
        params: batchMemberParams,
        body: moveStudentRequestSchema,
        response: { 200: batchChangeSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { organizationId, batchId, userId } = request.params;
      return moveStudent(deps, organizationId, batchId, userId, request.body.toBatchId);
    },
  );

  app.post(
    '/:organizationId/batches/:batchId/teachers',
    {
      ...admin,
      schema: {
        ...common,
        summary: 'Assign a teacher of the institute to a batch',
        params: batchParams,
        body: assignTeacherRequestSchema,
        response: { 200: batchChangeSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      assignTeacher(deps, request.params.organizationId, request.params.batchId, request.body.userId),
  );

  app.delete(
    '/:organizationId/batches/:batchId/teachers/:userId',
    {
      ...admin,
      schema: {
        ...common,
        summary: 'Unassign a teacher from a batch',
        params: batchMemberParams,
        response: { 200: batchChangeSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { organizationId, batchId, userId } = request.params;
      return removeFromBatch(deps, organizationId, batchId, userId, 'teacher');
    },
  );

  // ---- Members ----

  app.get(
    '/:organizationId/members',
    {
      ...admin,
      schema: {
        ...common,
        summary:
          "The institute's members by name: search, filter by batch, role and status, a page at a time",
        params: organisationParams,
        querystring: membersQuerySchema,
        response: { 200: organisationMembersSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => listMembers(deps, request.params.organizationId, request.query),
  );

  app.patch(
    '/:organizationId/members/:userId',
    {
      ...admin,
      schema: {
        ...common,
        summary: "Change a member's role, deactivate or reactivate them (the last admin stays)",
        params: memberParams,
        body: updateMemberRequestSchema,
        response: { 200: memberChangeSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateMember(deps, request.params.organizationId, request.params.userId, request.body),
  );

  app.delete(
    '/:organizationId/members/:userId',
    {
      ...admin,
      schema: {
        ...common,
        summary: 'Remove a member from the institute (their batches too; their account stays)',
        params: memberParams,
        response: { 200: okResponseSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => removeMember(deps, request.params.organizationId, request.params.userId),
  );

  app.post(
    '/:organizationId/leave',
    {
      config: { access: 'orgMember' },
      schema: {
        ...common,
        summary: 'Leave the institute (not its last admin); refresh the token after it',
        params: organisationParams,
        response: { 200: okResponseSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => removeMember(deps, request.params.organizationId, viewerOf(request).id),
  );

  // ---- Invites ----

  app.get(
    '/:organizationId/invites',
    {
      ...admin,
      schema: {
        ...common,
        summary: "The institute's invites, newest first",
        params: organisationParams,
        response: { 200: inviteListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => listInvites(deps, request.params.organizationId),
  );

  app.post(
    '/:organizationId/invites',
    {
      ...admin,
      schema: {
        ...common,
        summary: 'Create an invite: a code and a link /join/{code} that make a member or teacher',
        params: organisationParams,
        body: createInviteRequestSchema,
        response: { 201: z.object({ invite: inviteSchema }), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createInvite(deps, request.params.organizationId, viewerOf(request).id, request.body)),
  );

  app.delete(
    '/:organizationId/invites/:inviteId',
    {
      ...admin,
      schema: {
        ...common,
        summary: 'Revoke an invite (its code joins nobody from now on)',
        params: inviteParams,
        response: { 200: z.object({ invite: inviteSchema }), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => revokeInvite(deps, request.params.organizationId, request.params.inviteId),
  );

  // ---- Roster import ----

  app.post(
    '/:organizationId/roster-import',
    {
      config: { access: 'orgAdmin', writeLimit: rosterImportLimit },
      schema: {
        ...common,
        summary:
          'Import a roster (CSV or XLSX) of existing accounts: all rows or none, with a row-by-row report',
        params: organisationParams,
        body: rosterImportRequestSchema,
        response: {
          200: rosterReportSchema,
          422: rosterRejectedSchema,
          ...errors(400, 401, 403, 409, 413, 429),
        },
      },
    },
    async (request, reply) => {
      const report = await importRoster(deps, request.params.organizationId, request.body);
      if (report.dryRun || report.imported) return report;
      return reply.status(422).send({
        error: { code: 'IMPORT_INVALID', message: 'The roster has problems; nothing was imported' },
        report,
      });
    },
  );
};

/** /api/invites/{code}: what a code joins, and joining by it (any signed-in user). */
export const invitesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const common = { tags: ['batches'], security: [{ bearer: [] }] };
  app.get(
    '/:code',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary: 'The institute an invite code joins, while it is valid',
        params: inviteCodeParams,
        response: { 200: invitePreviewSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => previewInvite(deps, viewerOf(request), request.params.code),
  );

  app.post(
    '/:code/join',
    {
      config: { access: 'signedIn', writeLimit: orgJoinLimit },
      schema: {
        ...common,
        summary: "Join the invite's institute (and batch); refresh the token after it for the new claims",
        params: inviteCodeParams,
        response: { 200: joinResultSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => joinByCode(deps, viewerOf(request), request.params.code),
  );
};
