import { liveKeyOf } from '@abhyas/core';
import { eq, inArray } from 'drizzle-orm';
import { type LivePaper, loadLivePapers } from '../../../../../content/live.ts';
import type { Deps } from '../../deps.ts';
import { scheduleLiveTest } from '../../modules/live-tests/services/schedule.ts';
import { createSetFromFile } from '../../modules/questions/store.ts';
import { liveRegistrations, liveTests, practiceSets, users } from '../schema/index.ts';

/** The series the reserved papers are loaded into, unpublished (docs/live-tests.md, "The stock"). */
export const LIVE_SERIES = {
  slug: 'live-tests',
  title: { hi: 'लाइव टेस्ट', en: 'Live tests' },
  description: {
    hi: 'अखिल भारतीय लाइव टेस्ट के सुरक्षित पेपर: परिणाम घोषित होने तक गुप्त।',
    en: 'The reserved papers of the all-India live tests: secret until their results are published.',
  },
};

/** 10:00 in India (04:30 UTC) on the day `days` after `now`. */
function tenInIndia(now: Date, days: number): Date {
  const at = new Date(now.getTime() + days * 86_400_000);
  at.setUTCHours(4, 30, 0, 0);
  return at;
}

/**
 * The demo's live tests: each paper of content/live is loaded as an unpublished set of the "Live
 * tests" series (through the content import's own path), then scheduled by demo_admin through the
 * live-tests service (so the secrecy checks run), one a day from tomorrow at 10:00 IST, and
 * demo_student registers for each. Idempotent: a paper whose set already has a live test is left
 * alone, so a restart (or a published test) changes nothing. Returns how many tests it scheduled.
 */
export async function seedDemoLiveTests(
  d: Deps,
  papers: readonly LivePaper[] = loadLivePapers(),
): Promise<number> {
  const [admin] = await d.db.select().from(users).where(eq(users.username, 'demo_admin'));
  const [learner] = await d.db.select().from(users).where(eq(users.username, 'demo_student'));
  if (!admin) return 0;
  let scheduled = 0;
  for (const [i, paper] of papers.entries()) {
    const file = { ...paper.file, series: LIVE_SERIES, set: { ...paper.file.set, published: false } };
    await d.db.transaction((tx) => createSetFromFile(tx, file, paper.questions));
    const [set] = await d.db.select().from(practiceSets).where(eq(practiceSets.slug, file.set.slug));
    const liveKey = liveKeyOf(file.examKey);
    if (!set || !liveKey) continue;
    const taken = await d.db
      .select({ id: liveTests.id })
      .from(liveTests)
      .where(inArray(liveTests.setId, [set.id]));
    if (taken.length > 0) continue;
    const test = await scheduleLiveTest(
      d,
      admin,
      { organizationId: null },
      {
        liveKey,
        setId: set.id,
        startsAt: tenInIndia(d.clock(), i + 1).toISOString(),
        joinMinutes: 15,
      },
    );
    if (learner)
      await d.db
        .insert(liveRegistrations)
        .values({ liveTestId: test.id, userId: learner.id })
        .onConflictDoNothing();
    scheduled += 1;
  }
  return scheduled;
}
