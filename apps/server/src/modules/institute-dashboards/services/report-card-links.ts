import { createHash, randomBytes } from 'node:crypto';
import type { CreateReportCardLink, ReportCardLink } from '@abhyas/core';
import { createReportCardLinkSchema } from '@abhyas/core';
import { and, eq, gt } from 'drizzle-orm';
import { reportCardLinks } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { BatchViewer } from '../../batches/policy.ts';
import type { PdfRenderer } from '../../notes/pdf/renderer.ts';
import { reportCardInput } from '../report-card.ts';
import { scopeOf, studentInScope } from '../scope.ts';
import { performanceIn } from './student-performance.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 32 random bytes: the link is the only key to the card, so it must not be guessable. */
const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * POST …/students/{studentId}/report-card-links: a parent's link to the student's report card. Only
 * the token's SHA-256 is stored (report_card_links), so the address is shown this once; it opens
 * without an account until it expires (7 days unless asked, at most 30).
 */
export async function createReportCardLink(
  d: Deps,
  viewer: BatchViewer,
  organizationId: string,
  studentId: string,
  body: CreateReportCardLink,
): Promise<ReportCardLink> {
  const { language, days } = createReportCardLinkSchema.parse(body);
  const token = newToken();
  const expiresAt = new Date(d.clock().getTime() + days * DAY_MS);
  await inOrganisation(d.db, organizationId, async (tx) => {
    await studentInScope(tx, scopeOf(viewer, organizationId), studentId);
    await tx.insert(reportCardLinks).values({
      tokenHash: hashOf(token),
      organizationId,
      studentId,
      language,
      createdById: viewer.id,
      expiresAt,
      createdAt: d.clock(),
    });
  });
  return { url: `${d.config.PUBLIC_URL}/api/report-cards/${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * GET /api/report-cards/{token}: the card as a PDF, made now in a render worker (never kept on
 * disk: it is a child's record and its figures change). A wrong token, an expired link and a student
 * who has left the institute are the same 404.
 */
export async function openReportCard(d: Deps, renderer: PdfRenderer, token: string) {
  const now = d.clock();
  // The link names its institute, so this one read is outside any institute (the app's connection).
  const [link] = await d.db
    .select()
    .from(reportCardLinks)
    .where(and(eq(reportCardLinks.tokenHash, hashOf(token)), gt(reportCardLinks.expiresAt, now)));
  if (!link) throw notFound('No such report card');
  const performance = await performanceIn(
    d,
    { organizationId: link.organizationId, teacherId: null },
    link.studentId,
  );
  const input = reportCardInput(performance, link.language, now);
  const body = await renderer.render(
    `report-card:${link.id}`,
    { kind: 'report-card', input },
    `link:${link.id}`,
  );
  return { body, fileName: `report-card-${link.language}.pdf` };
}
