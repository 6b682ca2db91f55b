import {
  examTemplate,
  LIVE_PUBLISH_GRACE_SECONDS,
  type LiveEntry,
  liveFigures,
  liveStandings,
  liveTestRules,
} from '@abhyas/core';
import { eq, sql } from 'drizzle-orm';
import { liveTests, practiceSets } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { finaliseAttempt } from '../../attempts/finalise.ts';
import { scoreClosedAttempts } from '../../attempts/score-closed.ts';
import { recountTakers } from '../../leaderboards/standings.ts';
import { notify } from '../../notifications/service.ts';

/** A claim older than this is a node that died mid-publication: another node may take the test over. */
const STALE_CLAIM_MINUTES = 10;
const FINALISE_BATCH = 200;

/**
 * Publication (docs/live-tests.md, "Publication"): after the end plus the grace (and once no
 * candidate's accommodation is still running), one node claims the test with an UPDATE … RETURNING,
 * closes every attempt still active (the deadline is the finish time), then in one transaction scores
 * every closed attempt from its saved answers (the submits only closed them), writes every
 * candidate's rank, percentile and section ranks and the summary, publishes the set as a practice set and notifies the candidates. Several nodes may tick at once:
 * the claim hands each test to one, and the final transaction re-checks it under a row lock.
 */
export async function publishDueTests(d: Deps): Promise<number> {
  let published = 0;
  for (;;) {
    const claim = await claimDue(d);
    if (!claim) return published;
    if (await publishClaimed(d, claim.id, claim.claimedAt)) published += 1;
  }
}

async function claimDue(d: Deps): Promise<{ id: string; claimedAt: Date } | undefined> {
  const now = d.clock();
  const graceCut = new Date(now.getTime() - LIVE_PUBLISH_GRACE_SECONDS * 1000);
  const staleCut = new Date(now.getTime() - STALE_CLAIM_MINUTES * 60_000);
  const [row] = rowsOf<{ id: string }>(
    await d.db.execute(sql`update live_tests set publishing_at = ${now}
      where id = (select lt.id from live_tests lt
        where lt.results_published_at is null and lt.cancelled_at is null and lt.ends_at <= ${graceCut}
          and (lt.publishing_at is null or lt.publishing_at < ${staleCut})
          and not exists (select 1 from live_registrations r join attempts a on a.id = r.attempt_id
            where r.live_test_id = lt.id and a.status = 'active' and a.deadline > ${graceCut})
        order by lt.ends_at limit 1 for update skip locked)
      returning id::text as id`),
  );
  return row ? { id: row.id, claimedAt: now } : undefined;
}

/** Closes the candidates' attempts still active (their browsers closed before the end). */
async function finaliseLeftovers(d: Deps, liveTestId: string) {
  for (;;) {
    const ids = rowsOf<{ id: string }>(
      await d.db.execute(sql`select a.id::text as id from live_registrations r join attempts a on a.id = r.attempt_id
        where r.live_test_id = ${liveTestId} and a.status = 'active' limit ${FINALISE_BATCH}`),
    );
    if (ids.length === 0) return;
    await d.db.transaction(async (tx) => {
      for (const { id } of ids) await finaliseAttempt(d, tx, id, 'timeout');
    });
  }
}

interface EntryRow {
  user_id: string;
  attempt_id: string;
  score_milli: number;
  section_results: { scoreMilli: number }[] | null;
}

async function publishClaimed(d: Deps, liveTestId: string, claimedAt: Date): Promise<boolean> {
  await finaliseLeftovers(d, liveTestId);
  const done = await d.db.transaction(async (tx) => {
    const [test] = await tx.select().from(liveTests).where(eq(liveTests.id, liveTestId)).for('update');
    // Another node took the claim over (this one was too slow) or already published.
    if (!test || test.resultsPublishedAt || test.publishingAt?.getTime() !== claimedAt.getTime()) return null;
    const [set] = await tx.select().from(practiceSets).where(eq(practiceSets.id, test.setId));
    if (!set) return null;
    // The submits only closed their attempts: they are scored here, all at once.
    await scoreClosedAttempts(d, tx, liveTestId);
    const entries: LiveEntry[] = rowsOf<EntryRow>(
      await tx.execute(sql`select r.user_id::text as user_id, a.id::text as attempt_id, a.score_milli,
          a.section_results
        from live_registrations r join attempts a on a.id = r.attempt_id
        where r.live_test_id = ${liveTestId} and a.set_id = ${test.setId} and a.status = 'submitted'
          and a.score_milli is not null`),
    ).map((r) => ({
      userId: r.user_id,
      attemptId: r.attempt_id,
      scoreMilli: Number(r.score_milli),
      sectionMilli: (r.section_results ?? []).map((s) => s.scoreMilli),
    }));
    const standings = liveStandings(entries);
    const template = examTemplate(set.examKey);
    const minMilli = template.sections.reduce(
      (m, s) => m + s.totalQuestions * s.markForInCorrectAns * 1000,
      0,
    );
    const figures = liveFigures(
      standings,
      { minMilli, totalMilli: template.totalMarks * 1000 },
      liveTestRules.distributionBuckets,
    );
    if (standings.length > 0)
      await tx.execute(sql`insert into live_results
          (live_test_id, user_id, attempt_id, score_milli, rank, percentile, section_ranks)
        select ${liveTestId}, r."userId", r."attemptId", r."scoreMilli", r.rank, r.percentile, r."sectionRanks"
        from jsonb_to_recordset(${JSON.stringify(standings)}::jsonb) as r("userId" uuid, "attemptId" uuid,
          "scoreMilli" int, rank int, percentile real, "sectionRanks" jsonb)
        on conflict do nothing`);
    const now = d.clock();
    // The set's histogram, which its submits left alone while the paper was live (attempts/finalise.ts).
    await recountTakers(tx, set.id);
    await tx.update(practiceSets).set({ published: true, updatedAt: now }).where(eq(practiceSets.id, set.id));
    await tx
      .update(liveTests)
      .set({ resultsPublishedAt: now, summary: figures })
      .where(eq(liveTests.id, liveTestId));
    const title = { hi: test.titleHi, en: test.titleEn };
    await notify(tx, {
      kind: 'liveResults',
      recipients: standings.map((s) => ({ userId: s.userId, params: { liveTestId, title } })),
    });
    return { setId: set.id, candidates: standings.map((s) => s.userId) };
  });
  if (!done) return false;
  await d.caches.forget({ sets: [done.setId] });
  if (done.candidates.length > 0)
    void d.push
      .send(done.candidates, {
        title: 'लाइव टेस्ट का परिणाम घोषित / Live test results are out',
        body: 'अपनी अखिल भारतीय रैंक देखें / See your all-India rank',
        url: `/mock-test/${liveTestId}`,
      })
      .catch((err: unknown) => d.log.warn({ err }, 'push for live results failed'));
  return true;
}
