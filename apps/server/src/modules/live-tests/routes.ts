import {
  adminLiveTestListQuery,
  adminLiveTestListSchema,
  adminLiveTestSchema,
  liveJoinQuery,
  liveJoinSchema,
  liveLeaderboardQuery,
  liveLeaderboardSchema,
  liveResultsSchema,
  liveTestDetailSchema,
  liveTestInputSchema,
  liveTestListQuery,
  liveTestListSchema,
  liveTestParams,
  liveTestPatchSchema,
  orgLiveTestItemParams,
  orgLiveTestParams,
} from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { sendRawJson } from '../../lib/raw-json.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import type { WriteLimit } from '../../plugins/write-limits.ts';
import { liveTestDetail } from './services/get-test.ts';
import { joinLiveTest } from './services/join.ts';
import { listLiveTests } from './services/list-tests.ts';
import { register, withdraw } from './services/registration.ts';
import { liveLeaderboard, liveTestResults } from './services/results.ts';
import { cancelLiveTest, listScheduled, rescheduleLiveTest, scheduleLiveTest } from './services/schedule.ts';

/** Registering, withdrawing and joining: a few taps a test; a client retrying a join is still far below. */
const liveLimit: WriteLimit = { group: 'live-tests', max: 60, windowSeconds: 60, bodyBytes: 1024 };
/** Scheduling by an institute's admins: a few a day. */
const orgScheduleLimit: WriteLimit = {
  group: 'live-schedule',
  max: 60,
  windowSeconds: 10 * 60,
  bodyBytes: 4096,
};

const common = { tags: ['live-tests'], security: [{ bearer: [] }] };

/** /api/live-tests: the list, the lobby, registration, joining, results and the live leaderboard. */
export const liveTestsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const student = { access: 'signedIn' as const, writeLimit: liveLimit };

  app.get(
    '',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary:
          "Live tests: all-India and the viewer's batches', by tab (upcoming, running, past) and live key",
        querystring: liveTestListQuery,
        response: { 200: liveTestListSchema, ...errors(400, 401) },
      },
    },
    async (request) => listLiveTests(deps, viewerOf(request), request.query),
  );

  app.get(
    '/:liveTestId',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary: "A live test with the viewer's registration and the server's clock (the lobby)",
        params: liveTestParams,
        response: { 200: liveTestDetailSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => liveTestDetail(deps, viewerOf(request), request.params.liveTestId),
  );

  app.post(
    '/:liveTestId/registration',
    {
      config: student,
      schema: {
        ...common,
        summary: 'Register for a live test (until its join window shuts; idempotent)',
        params: liveTestParams,
        response: { 200: liveTestDetailSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => register(deps, viewerOf(request), request.params.liveTestId),
  );

  app.delete(
    '/:liveTestId/registration',
    {
      config: student,
      schema: {
        ...common,
        summary: 'Withdraw a registration (before the start only)',
        params: liveTestParams,
        response: { 200: liveTestDetailSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => withdraw(deps, viewerOf(request), request.params.liveTestId),
  );

  app.post(
    '/:liveTestId/join',
    {
      config: student,
      schema: {
        ...common,
        summary: "Join a live test at its start: the viewer's exam-hall attempt at the paper (idempotent)",
        description:
          '409 LIVE_NOT_STARTED before the start, 409 LIVE_JOIN_CLOSED after the join window (unless already joined).',
        params: liveTestParams,
        querystring: liveJoinQuery,
        response: { 200: liveJoinSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      sendRawJson(
        reply,
        200,
        await joinLiveTest(deps, viewerOf(request), request.params.liveTestId, request.query.language),
      ),
  );

  app.get(
    '/:liveTestId/results',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary: "The viewer's rank, percentile and section ranks, and the summary (after publication)",
        description: '409 LIVE_RESULTS_PENDING until the results are published at the close.',
        params: liveTestParams,
        response: { 200: liveResultsSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => liveTestResults(deps, viewerOf(request), request.params.liveTestId),
  );

  app.get(
    '/:liveTestId/leaderboard',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary: 'The live leaderboard, a page at a time (after publication)',
        params: liveTestParams,
        querystring: liveLeaderboardQuery,
        response: { 200: liveLeaderboardSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) =>
      liveLeaderboard(deps, viewerOf(request), request.params.liveTestId, request.query.page),
  );
};

/** /api/admin/live-tests: platform admins schedule all-India tests. */
export const liveTestsAdminRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const india = { organizationId: null };
  app.get(
    '/live-tests',
    {
      config: { access: 'platformAdmin' },
      schema: {
        ...common,
        summary: 'All-India live tests, latest start first',
        querystring: adminLiveTestListQuery,
        response: { 200: adminLiveTestListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => listScheduled(deps, viewerOf(request), india, request.query.page),
  );
  app.post(
    '/live-tests',
    {
      config: { access: 'platformAdmin' },
      schema: {
        ...common,
        summary: 'Schedule an all-India live test on a secret (unpublished) set',
        body: liveTestInputSchema,
        response: { 200: adminLiveTestSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => scheduleLiveTest(deps, viewerOf(request), india, request.body),
  );
  app.patch(
    '/live-tests/:liveTestId',
    {
      config: { access: 'platformAdmin' },
      schema: {
        ...common,
        summary: 'Reschedule an all-India live test (before its start)',
        params: liveTestParams,
        body: liveTestPatchSchema,
        response: { 200: adminLiveTestSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      rescheduleLiveTest(deps, viewerOf(request), india, request.params.liveTestId, request.body),
  );
  app.delete(
    '/live-tests/:liveTestId',
    {
      config: { access: 'platformAdmin' },
      schema: {
        ...common,
        summary: 'Cancel an all-India live test (before its start; the paper stays secret)',
        params: liveTestParams,
        response: { 200: adminLiveTestSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => cancelLiveTest(deps, viewerOf(request), india, request.params.liveTestId),
  );
};

/** /api/organisations/{organizationId}/live-tests: an institute's admins schedule tests for their batches. */
export const liveTestsOrgRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const admin = { access: 'orgAdmin' as const, writeLimit: orgScheduleLimit };
  app.get(
    '/:organizationId/live-tests',
    {
      config: { access: 'orgAdmin' },
      schema: {
        ...common,
        summary: "The institute's live tests, latest start first",
        params: orgLiveTestParams,
        querystring: adminLiveTestListQuery,
        response: { 200: adminLiveTestListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => listScheduled(deps, viewerOf(request), request.params, request.query.page),
  );
  app.post(
    '/:organizationId/live-tests',
    {
      config: admin,
      schema: {
        ...common,
        summary: "Schedule a live test for one of the institute's batches on one of its own sets",
        params: orgLiveTestParams,
        body: liveTestInputSchema,
        response: { 200: adminLiveTestSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => scheduleLiveTest(deps, viewerOf(request), request.params, request.body),
  );
  app.patch(
    '/:organizationId/live-tests/:liveTestId',
    {
      config: admin,
      schema: {
        ...common,
        summary: "Reschedule one of the institute's live tests (before its start)",
        params: orgLiveTestItemParams,
        body: liveTestPatchSchema,
        response: { 200: adminLiveTestSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      rescheduleLiveTest(
        deps,
        viewerOf(request),
        { organizationId: request.params.organizationId },
        request.params.liveTestId,
        request.body,
      ),
  );
  app.delete(
    '/:organizationId/live-tests/:liveTestId',
    {
      config: admin,
      schema: {
        ...common,
        summary: "Cancel one of the institute's live tests (before its start)",
        params: orgLiveTestItemParams,
        response: { 200: adminLiveTestSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      cancelLiveTest(
        deps,
        viewerOf(request),
        { organizationId: request.params.organizationId },
        request.params.liveTestId,
      ),
  );
};
