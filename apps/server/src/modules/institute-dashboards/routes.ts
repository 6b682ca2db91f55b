import {
  createReportCardLinkSchema,
  instituteDashboardSchema,
  myInstituteSchema,
  organisationParams,
  reportCardLinkSchema,
  reportCardTokenParams,
  studentParams,
  studentPerformanceSchema,
} from '@abhyas/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import type { WriteLimit } from '../../plugins/write-limits.ts';
import { PdfBusyError, PdfRenderer } from '../notes/pdf/renderer.ts';
import { pdfBody } from '../notes/pdf/reply.ts';
import { instituteDashboard } from './services/dashboard.ts';
import { myInstitute } from './services/my-institute.ts';
import { createReportCardLink, openReportCard } from './services/report-card-links.ts';
import { studentPerformance } from './services/student-performance.ts';

/** A link is a few bytes; a teacher makes a handful per parents' meeting (docs/limits.md). */
export const reportCardLinkLimit: WriteLimit = {
  group: 'report-card-link',
  max: 60,
  windowSeconds: 60 * 60,
  bodyBytes: 1024,
};
/** Opening a card renders a PDF: per address, a parent's few opens and nothing like a scan of tokens. */
export const reportCardOpenLimit = { group: 'report-card-open', max: 30 };

/**
 * /api/organisations/{organizationId}/…: the institute dashboards (docs/institutes.md, "Dashboards");
 * the teacher's batch scope is the services' (scope.ts).
 */
export const instituteDashboardsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const common = { tags: ['institute-dashboards'], security: [{ bearer: [] }] };

  app.get(
    '/:organizationId/dashboard',
    {
      config: { access: 'orgStaff' },
      schema: {
        ...common,
        summary:
          "The institute's dashboard: students, activity, scores, attendance, tests, weak topics (a teacher: their batches)",
        params: organisationParams,
        response: { 200: instituteDashboardSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => instituteDashboard(deps, viewerOf(request), request.params.organizationId),
  );

  app.get(
    '/:organizationId/students/:studentId/performance',
    {
      config: { access: 'orgStaff' },
      schema: {
        ...common,
        summary:
          "One student's performance beside their batches' averages (a teacher: a student of their batches)",
        params: studentParams,
        response: { 200: studentPerformanceSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) =>
      studentPerformance(deps, viewerOf(request), request.params.organizationId, request.params.studentId),
  );

  app.post(
    '/:organizationId/students/:studentId/report-card-links',
    {
      config: { access: 'orgStaff', writeLimit: reportCardLinkLimit },
      schema: {
        ...common,
        summary:
          "A parent's link to the student's report card PDF (expires in 7 days unless asked, at most 30)",
        params: studentParams,
        body: createReportCardLinkSchema,
        response: { 201: reportCardLinkSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createReportCardLink(
            deps,
            viewerOf(request),
            request.params.organizationId,
            request.params.studentId,
            request.body,
          ),
        ),
  );

  app.get(
    '/:organizationId/me',
    {
      config: { access: 'orgMember' },
      schema: {
        ...common,
        summary:
          "The signed-in student's own institute card: batches, attendance, upcoming tests, batch ranks",
        params: organisationParams,
        response: { 200: myInstituteSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => myInstitute(deps, viewerOf(request).id, request.params.organizationId),
  );
};

/** Shown in the browser (inline), never cached or sent on as a referrer: the address is the key. */
const sendCard = (reply: FastifyReply, card: { body: Buffer; fileName: string }) =>
  pdfBody(
    reply
      .header('content-disposition', `inline; filename="${card.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer'),
    card.body,
  );

/**
 * /api/report-cards/{token}: a parent opens the card without an account. Cards are rendered in their
 * own worker thread (notes/pdf/renderer.ts: low priority, bounded queue), one at a time per link.
 */
export const reportCardsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const renderer = new PdfRenderer({ threads: 1, queue: 8 });
  app.addHook('onClose', () => renderer.close());
  app.get(
    '/:token',
    {
      config: { access: 'public' },
      preHandler: app.attemptLimit(reportCardOpenLimit),
      schema: {
        tags: ['institute-dashboards'],
        summary: "A student's report card as a PDF, by a parent's link (404 for a wrong or expired link)",
        params: reportCardTokenParams,
        response: { 200: z.string().describe('The PDF'), ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => {
      try {
        return sendCard(reply, await openReportCard(deps, renderer, request.params.token));
      } catch (err) {
        if (err instanceof PdfBusyError) reply.header('retry-after', String(err.retryAfterSeconds));
        throw err;
      }
    },
  );
};
