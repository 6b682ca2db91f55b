import {
  attendanceDayParams,
  attendanceDayViewSchema,
  attendanceExportQuerySchema,
  attendanceHistorySchema,
  attendanceMonthParams,
  attendanceMonthResponseSchema,
  myAttendanceQuerySchema,
  myAttendanceSchema,
  organisationParams,
  saveAttendanceDayRequestSchema,
  saveAttendanceDayResponseSchema,
} from '@abhyas/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import { writeLimits } from '../../plugins/write-limits.ts';
import { closeSheetWorkers } from './export/sheet-maker.ts';
import { attendanceDayHistory } from './services/day-history.ts';
import { exportAttendanceMonth } from './services/export-month.ts';
import { getAttendanceDay } from './services/get-day.ts';
import { attendanceMonth } from './services/month-summary.ts';
import { myAttendance } from './services/my-attendance.ts';
import { saveAttendanceDay } from './services/save-day.ts';

const fileResponse = z
  .string()
  .describe('The month as CSV (UTF-8 with a byte-order mark) or XLSX, as an attachment');

/**
 * /api/organisations/{organizationId}/attendance/…: a batch's roster marked per Indian day, its month
 * and exports (the institute's staff: admins every batch, teachers the batches they teach), and a
 * student's own marks (docs/attendance.md).
 */
export const attendanceRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const common = { tags: ['attendance'], security: [{ bearer: [] }] };
  const staff = { access: 'orgStaff' } as const;
  app.addHook('onClose', closeSheetWorkers);

  app.get(
    '/:organizationId/attendance/me',
    {
      config: { access: 'orgMember' },
      schema: {
        ...common,
        summary: "The caller's own attendance: rate per batch and the month's marks",
        params: organisationParams,
        querystring: myAttendanceQuerySchema,
        response: { 200: myAttendanceSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => myAttendance(deps, viewerOf(request).id, request.params.organizationId, request.query),
  );

  app.get(
    '/:organizationId/attendance/:batchId/:day',
    {
      config: staff,
      schema: {
        ...common,
        summary: "A batch's roster on an Indian day with each student's mark, or none",
        params: attendanceDayParams,
        response: { 200: attendanceDayViewSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { organizationId, batchId, day } = request.params;
      return getAttendanceDay(deps, viewerOf(request), organizationId, batchId, day);
    },
  );

  app.put(
    '/:organizationId/attendance/:batchId/:day',
    {
      config: { ...staff, writeLimit: writeLimits.attendanceDay },
      schema: {
        ...common,
        summary:
          'Save the whole day in one request: every student must be on the roster; a changed mark keeps a history row',
        params: attendanceDayParams,
        body: saveAttendanceDayRequestSchema,
        response: { 200: saveAttendanceDayResponseSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { organizationId, batchId, day } = request.params;
      return saveAttendanceDay(deps, viewerOf(request), organizationId, batchId, day, request.body);
    },
  );

  app.get(
    '/:organizationId/attendance/:batchId/:day/history',
    {
      config: staff,
      schema: {
        ...common,
        summary: 'Every change of a saved mark that day: who, when, from what to what',
        params: attendanceDayParams,
        response: { 200: attendanceHistorySchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { organizationId, batchId, day } = request.params;
      return attendanceDayHistory(deps, viewerOf(request), organizationId, batchId, day);
    },
  );

  app.get(
    '/:organizationId/attendance/:batchId/month/:month',
    {
      config: staff,
      schema: {
        ...common,
        summary: "A batch's month: counts per day, each student's rate and the batch's",
        params: attendanceMonthParams,
        response: { 200: attendanceMonthResponseSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { organizationId, batchId, month } = request.params;
      return attendanceMonth(deps, viewerOf(request), organizationId, batchId, month);
    },
  );

  app.get(
    '/:organizationId/attendance/:batchId/month/:month/export',
    {
      config: staff,
      schema: {
        ...common,
        summary: 'The month as CSV or XLSX, in Hindi or English',
        params: attendanceMonthParams,
        querystring: attendanceExportQuerySchema,
        response: { 200: fileResponse, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { organizationId, batchId, month } = request.params;
      const file = await exportAttendanceMonth(
        deps,
        viewerOf(request),
        organizationId,
        batchId,
        month,
        request.query,
      );
      return (reply as FastifyReply)
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};
