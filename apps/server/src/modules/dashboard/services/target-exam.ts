import type { TargetExamSummary } from '@abhyas/core';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { attempts, examSeries, practiceSets, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';

/**
 * The dashboard's "Your exam" card (docs/first-visit.md): the student's target exam and the next
 * test of it. Sets in the order the test series page shows them (series, then set); the next is
 * the first with a running attempt, else the first never submitted. An attempt past its deadline
 * is the sweeper's to submit, so its set counts as taken, not as next.
 */
export async function targetExamSummary(d: Deps, userId: string): Promise<TargetExamSummary> {
  const [user] = await d.db.select({ targetExam: users.targetExam }).from(users).where(eq(users.id, userId));
  const targetExam = user?.targetExam ?? null;
  if (!targetExam) return { targetExam: null, setCount: 0, takenCount: 0, nextSet: null };
  const mine = (status: 'active' | 'submitted', extra = sql``) =>
    sql<boolean>`exists (select 1 from ${attempts} where ${attempts.setId} = ${practiceSets.id}
                           and ${attempts.userId} = ${userId} and ${attempts.status} = ${status} ${extra})`;
  const now = d.clock();
  const rows = await d.db
    .select({
      seriesId: examSeries.slug,
      setId: practiceSets.slug,
      titleHi: practiceSets.titleHi,
      titleEn: practiceSets.titleEn,
      seriesTitleHi: examSeries.titleHi,
      seriesTitleEn: examSeries.titleEn,
      languages: practiceSets.languages,
      submitted: mine('submitted'),
      running: mine('active', sql`and ${attempts.deadline} > ${now.toISOString()}`),
      overdue: mine('active', sql`and ${attempts.deadline} <= ${now.toISOString()}`),
    })
    .from(practiceSets)
    .innerJoin(examSeries, eq(examSeries.id, practiceSets.seriesId))
    .where(
      and(
        eq(examSeries.examKey, targetExam),
        eq(practiceSets.published, true),
        isNull(practiceSets.organizationId),
      ),
    )
    .orderBy(
      asc(examSeries.position),
      asc(examSeries.titleEn),
      asc(practiceSets.position),
      asc(practiceSets.slug),
    );
  const next = rows.find((r) => r.running) ?? rows.find((r) => !r.submitted && !r.overdue);
  return {
    targetExam,
    setCount: rows.length,
    takenCount: rows.filter((r) => r.submitted || r.overdue).length,
    nextSet: next
      ? {
          seriesId: next.seriesId,
          setId: next.setId,
          title: { hi: next.titleHi, en: next.titleEn },
          seriesTitle: { hi: next.seriesTitleHi, en: next.seriesTitleEn },
          languages: next.languages.filter((l): l is 'hi' | 'en' => l === 'hi' || l === 'en'),
          state: next.running ? 'running' : 'new',
        }
      : null,
  };
}
