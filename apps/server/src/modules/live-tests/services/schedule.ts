import {
  type AdminLiveTest,
  type AdminLiveTestList,
  examTemplate,
  type LiveKey,
  type LiveTestInput,
  type LiveTestPatch,
  liveTestRules,
} from '@abhyas/core';
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { liveTests, practiceSets } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { fieldError, notFound } from '../../../lib/app-error.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertOpen, batchOf } from '../../batches/policy.ts';
import { assertEditable, assertStartAhead } from '../policy.ts';
import { phaseOf, presentAdminItem } from '../presenter.ts';
import { liveTestRows } from '../queries.ts';
import { assertSecretPaper } from './secrecy.ts';

/**
 * Scheduling by platform admins (all-India tests, `organizationId` null) and by an institute's
 * admins (a test for one batch of theirs, with one of the institute's own sets). Each scope sees
 * and changes only its own tests: an institute's test is a 404 on the platform route and the other
 * way round, as is another institute's.
 */
export type Scope = { organizationId: string | null };

const inScope = (scope: Scope): SQL =>
  scope.organizationId === null
    ? isNull(liveTests.organizationId)
    : (eq(liveTests.organizationId, scope.organizationId) as SQL);

async function adminItem(d: Deps, viewer: Viewer, id: string): Promise<AdminLiveTest> {
  const [row] = await liveTestRows(d.db, viewer.id).where(eq(liveTests.id, id));
  if (!row) throw notFound('No such live test');
  return presentAdminItem(row, d.clock());
}

export async function listScheduled(
  d: Deps,
  viewer: Viewer,
  scope: Scope,
  page: number,
): Promise<AdminLiveTestList> {
  const size = liveTestRules.pageSize;
  const now = d.clock();
  const [rows, [total]] = await Promise.all([
    liveTestRows(d.db, viewer.id)
      .where(inScope(scope))
      .orderBy(desc(liveTests.startsAt), liveTests.id)
      .limit(size)
      .offset((page - 1) * size),
    d.db.select({ n: count() }).from(liveTests).where(inScope(scope)),
  ]);
  return {
    items: rows.map((r) => presentAdminItem(r, now)),
    total: total?.n ?? 0,
    page,
    pageSize: size,
    serverNow: now.toISOString(),
  };
}

const endOf = (startsAt: Date, examKey: string) =>
  new Date(startsAt.getTime() + examTemplate(examKey).duration * 60_000);

function checkedStart(iso: string, now: Date): Date {
  const startsAt = new Date(iso);
  assertStartAhead(startsAt, now, liveTestRules.leadMinutesMin);
  if (startsAt.getTime() > now.getTime() + liveTestRules.leadDaysMax * 86_400_000)
    throw fieldError(
      400,
      'VALIDATION_ERROR',
      'startsAt',
      'validation.liveTests.tooFar',
      'Start is too far ahead',
    );
  return startsAt;
}

export async function scheduleLiveTest(
  d: Deps,
  viewer: Viewer,
  scope: Scope,
  input: LiveTestInput,
): Promise<AdminLiveTest> {
  const now = d.clock();
  const startsAt = checkedStart(input.startsAt, now);
  if (scope.organizationId === null && input.batchId)
    throw fieldError(
      400,
      'VALIDATION_ERROR',
      'batchId',
      'validation.liveTests.noBatch',
      'An all-India test has no batch',
    );
  if (scope.organizationId !== null && !input.batchId)
    throw fieldError(
      400,
      'VALIDATION_ERROR',
      'batchId',
      'validation.required',
      "An institute's test names a batch",
    );
  const id = await d.db.transaction(async (tx) => {
    if (scope.organizationId !== null && input.batchId)
      assertOpen(await batchOf(tx, scope.organizationId, input.batchId));
    // Serialise schedulers of the same set: two admins cannot both take one paper.
    const [locked] = await tx
      .select({ id: practiceSets.id })
      .from(practiceSets)
      .where(eq(practiceSets.id, input.setId))
      .for('update');
    if (!locked) throw notFound('No such practice set');
    const set = await assertSecretPaper(tx, input.setId, input.liveKey as LiveKey, scope.organizationId);
    // An institute's set is published when made; as a live paper it is hidden until its results.
    if (set.published)
      await tx.update(practiceSets).set({ published: false }).where(eq(practiceSets.id, set.id));
    const [created] = await tx
      .insert(liveTests)
      .values({
        liveKey: input.liveKey,
        setId: set.id,
        titleHi: input.title?.hi ?? set.titleHi,
        titleEn: input.title?.en ?? set.titleEn,
        startsAt,
        joinMinutes: input.joinMinutes,
        endsAt: endOf(startsAt, set.examKey),
        organizationId: scope.organizationId,
        batchId: input.batchId ?? null,
        createdById: viewer.id,
      })
      .returning({ id: liveTests.id });
    if (!created) throw new Error('live test insert returned nothing');
    return created.id;
  });
  return adminItem(d, viewer, id);
}

async function ownTest(d: Deps, scope: Scope, liveTestId: string) {
  const [row] = await d.db
    .select({ test: liveTests, examKey: practiceSets.examKey })
    .from(liveTests)
    .innerJoin(practiceSets, eq(practiceSets.id, liveTests.setId))
    .where(and(eq(liveTests.id, liveTestId), inScope(scope)));
  if (!row) throw notFound('No such live test');
  assertEditable(phaseOf(row.test, d.clock()));
  return row;
}

/** Reschedules before the start; a moved start sends the reminder again. */
export async function rescheduleLiveTest(
  d: Deps,
  viewer: Viewer,
  scope: Scope,
  liveTestId: string,
  patch: LiveTestPatch,
): Promise<AdminLiveTest> {
  const { test, examKey } = await ownTest(d, scope, liveTestId);
  const startsAt = patch.startsAt ? checkedStart(patch.startsAt, d.clock()) : test.startsAt;
  const moved = startsAt.getTime() !== test.startsAt.getTime();
  await d.db
    .update(liveTests)
    .set({
      ...(patch.title ? { titleHi: patch.title.hi, titleEn: patch.title.en } : {}),
      ...(patch.joinMinutes !== undefined ? { joinMinutes: patch.joinMinutes } : {}),
      ...(moved ? { startsAt, endsAt: endOf(startsAt, examKey), remindedAt: null } : {}),
    })
    .where(eq(liveTests.id, liveTestId));
  return adminItem(d, viewer, liveTestId);
}

/** Cancels before the start. The paper stays unpublished: nobody saw it, so it returns to the stock. */
export async function cancelLiveTest(
  d: Deps,
  viewer: Viewer,
  scope: Scope,
  liveTestId: string,
): Promise<AdminLiveTest> {
  await ownTest(d, scope, liveTestId);
  await d.db.update(liveTests).set({ cancelledAt: d.clock() }).where(eq(liveTests.id, liveTestId));
  return adminItem(d, viewer, liveTestId);
}
