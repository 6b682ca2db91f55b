import {
  batchTestInputSchema,
  batchTestParams,
  importRejectedSchema,
  importReportSchema,
  instituteImportRequestSchema,
  instituteQuestionListSchema,
  instituteQuestionQuerySchema,
  instituteSetExportQuery,
  instituteSetInputSchema,
  instituteSetListSchema,
  instituteSetParams,
  instituteSetSchema,
  myBatchTestListSchema,
  organisationParams,
  staffBatchTestListSchema,
  staffBatchTestSchema,
} from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import type { WriteLimit } from '../../plugins/write-limits.ts';
import { importRefusal } from '../questions/import-service.ts';
import { questionFileReader } from '../questions/moodle/reader.ts';
import { assignTest } from './services/assign-test.ts';
import { cancelTest } from './services/cancel-test.ts';
import { createInstituteSet } from './services/create-set.ts';
import { exportInstituteSet } from './services/export-set.ts';
import { importQuestions } from './services/import-questions.ts';
import { listQuestions } from './services/list-questions.ts';
import { listInstituteSets } from './services/list-sets.ts';
import { listStaffTests } from './services/list-tests.ts';
import { myTests } from './services/my-tests.ts';

const KB = 1024;
/** docs/institutes.md: a 5 MB question file travels as base64 in JSON, as the content import's does. */
export const instituteImportLimit: WriteLimit = {
  group: 'institute-import',
  max: 30,
  windowSeconds: 60 * 60,
  bodyBytes: 7 * 1024 * KB,
};
/** Making sets and assigning them: an admin's few clicks, with a set's list of up to 300 ids. */
const authoringLimit: WriteLimit = {
  group: 'institute-tests',
  max: 60,
  windowSeconds: 10 * 60,
  bodyBytes: 32 * KB,
};

/**
 * /api/organisations/{organizationId}/…: the institute's own tests (docs/institutes.md, "The
 * institute's own tests"): its questions and their import, its sets and their Moodle XML export,
 * their assignment to batches, and the exam dashboard's two views.
 */
export const batchTestsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onClose', () => questionFileReader.close());
  const common = { tags: ['batch-tests'], security: [{ bearer: [] }] };
  const admin = { access: 'orgAdmin' as const, writeLimit: authoringLimit };

  app.post(
    '/:organizationId/questions/import',
    {
      config: { access: 'orgAdmin', writeLimit: instituteImportLimit },
      schema: {
        ...common,
        summary:
          "Import questions into the institute's own (CSV, XLSX, JSON, Moodle XML, GIFT, Aiken), all or nothing",
        description: 'Any bad row and nothing is written: 422 IMPORT_INVALID with the row-by-row report.',
        params: organisationParams,
        body: instituteImportRequestSchema,
        response: {
          200: importReportSchema,
          422: importRejectedSchema,
          ...errors(400, 401, 403, 404, 413, 429),
        },
      },
    },
    async (request, reply) => {
      const report = await importQuestions(deps, request.params.organizationId, request.body);
      return report.ok ? report : reply.status(422).send(importRefusal(report));
    },
  );

  app.get(
    '/:organizationId/questions',
    {
      config: { access: 'orgAdmin' },
      schema: {
        ...common,
        summary: "The institute's own questions, newest first, with their keys",
        params: organisationParams,
        querystring: instituteQuestionQuerySchema,
        response: { 200: instituteQuestionListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => listQuestions(deps, request.params.organizationId, request.query.page),
  );

  app.get(
    '/:organizationId/sets',
    {
      config: { access: 'orgAdmin' },
      schema: {
        ...common,
        summary: "The institute's own sets",
        params: organisationParams,
        response: { 200: instituteSetListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => listInstituteSets(deps, request.params.organizationId),
  );

  app.post(
    '/:organizationId/sets',
    {
      config: admin,
      schema: {
        ...common,
        summary: "Make a set of the institute's questions following an exam's template",
        params: organisationParams,
        body: instituteSetInputSchema,
        response: { 201: instituteSetSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createInstituteSet(deps, request.params.organizationId, request.body)),
  );

  app.get(
    '/:organizationId/sets/:setId/export',
    {
      config: { access: 'orgAdmin' },
      schema: {
        ...common,
        summary: "Download one of the institute's sets as Moodle XML",
        params: instituteSetParams,
        querystring: instituteSetExportQuery,
        response: { 200: z.string().describe('The Moodle XML file'), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await exportInstituteSet(deps, request.params.organizationId, request.params.setId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  app.get(
    '/:organizationId/batch-tests',
    {
      config: { access: 'orgStaff' },
      schema: {
        ...common,
        summary: "The institute's tests with takers and average (a teacher: their batches' only)",
        params: organisationParams,
        response: { 200: staffBatchTestListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => listStaffTests(deps, viewerOf(request), request.params.organizationId),
  );

  app.post(
    '/:organizationId/batch-tests',
    {
      config: admin,
      schema: {
        ...common,
        summary: 'Assign one of the institute’s sets to a batch with an open and a close time',
        params: organisationParams,
        body: batchTestInputSchema,
        response: { 201: staffBatchTestSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await assignTest(deps, viewerOf(request), request.params.organizationId, request.body)),
  );

  app.delete(
    '/:organizationId/batch-tests/:batchTestId',
    {
      config: admin,
      schema: {
        ...common,
        summary: 'Cancel a test of a batch (attempts already made stay their students’)',
        params: batchTestParams,
        response: { 204: z.null(), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await cancelTest(deps, request.params.organizationId, request.params.batchTestId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:organizationId/my-tests',
    {
      config: { access: 'orgMember' },
      schema: {
        ...common,
        summary: "A student's tests of their batches: upcoming, open and closed, with result and batch rank",
        params: organisationParams,
        response: { 200: myBatchTestListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => myTests(deps, viewerOf(request), request.params.organizationId),
  );
};
