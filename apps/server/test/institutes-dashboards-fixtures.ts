import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import {
  attempts,
  attendanceMarks,
  batchTests,
  examSeries,
  practiceSets,
  topicProgress,
} from '../src/db/schema/index.ts';
import { createOrganisation, createUser, signIn } from './factories.ts';
import type { TestApp } from './helpers.ts';
import { addToBatch, createBatch } from './institute-factories.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A published set of the general exam (50 marks), rows written directly. */
export async function createSet(db: Db, title: string) {
  const tag = randomUUID().slice(0, 8);
  const [series] = await db
    .insert(examSeries)
    .values({ slug: `dash-${tag}`, examKey: 'general', titleHi: 'शृंखला', titleEn: 'Series' })
    .returning();
  if (!series) throw new Error('no series');
  const [set] = await db
    .insert(practiceSets)
    .values({
      slug: `dash-set-${tag}`,
      seriesId: series.id,
      examKey: 'general',
      titleHi: `${title} (हिंदी)`,
      titleEn: title,
      languages: ['hi', 'en'],
      published: true,
    })
    .returning();
  if (!set) throw new Error('no set');
  return set;
}

/** A submitted first attempt of the general exam: `marks` of 50, right/wrong, started `daysAgo`. */
export async function submitted(
  db: Db,
  now: Date,
  userId: string,
  setId: string,
  o: { marks: number; correct: number; wrong: number; daysAgo: number; seconds?: number },
) {
  const started = new Date(now.getTime() - o.daysAgo * DAY);
  const skipped = 50 - o.correct - o.wrong;
  await db.insert(attempts).values({
    userId,
    setId,
    examKey: 'general',
    language: 'hi',
    status: 'submitted',
    ranked: true,
    startedAt: started,
    deadline: new Date(started.getTime() + 3600_000),
    submittedAt: new Date(started.getTime() + (o.seconds ?? 1800) * 1000),
    finishedBy: 'candidate',
    scoreMilli: o.marks * 1000,
    correct: o.correct,
    wrong: o.wrong,
    skipped,
    sectionResults: [{ correct: o.correct, wrong: o.wrong, skipped, scoreMilli: o.marks * 1000 }],
    timeTakenSeconds: o.seconds ?? 1800,
  });
}

/**
 * The hand-made institute of the dashboard tests (docs/institutes.md, "Dashboards"). Institute A:
 * batch "Morning" (Amit, Bela and deactivated Dev; taught by the teacher), batch "Evening" (Chetan);
 * institute B: one student. Figures the tests expect are worked out beside each row.
 */
export async function dashboardInstitute(t: TestApp) {
  const db = t.database.db;
  const now = t.clock();
  const orgA = await createOrganisation(db, 'Saraswati Coaching');
  const orgB = await createOrganisation(db, 'Org B');
  const people = {
    adminA: await createUser(db, { orgRole: 'admin', organizationId: orgA.id }),
    teacherA: await createUser(db, { orgRole: 'teacher', organizationId: orgA.id }),
    amit: await createUser(db, { name: 'अमित कुमार', orgRole: 'member', organizationId: orgA.id }),
    bela: await createUser(db, { name: 'Bela Singh', orgRole: 'member', organizationId: orgA.id }),
    chetan: await createUser(db, { name: 'Chetan Rao', orgRole: 'member', organizationId: orgA.id }),
    dev: await createUser(db, {
      name: 'Dev',
      orgRole: 'member',
      organizationId: orgA.id,
      orgDeactivatedAt: new Date('2026-11-01T00:00:00Z'),
    }),
    adminB: await createUser(db, { orgRole: 'admin', organizationId: orgB.id }),
    studentB: await createUser(db, { name: 'Other', orgRole: 'member', organizationId: orgB.id }),
  };
  const morning = await createBatch(db, orgA.id, { name: 'Morning' });
  const evening = await createBatch(db, orgA.id, { name: 'Evening' });
  const batchB = await createBatch(db, orgB.id, { name: 'B batch' });
  await addToBatch(db, morning, [people.amit.id, people.bela.id, people.dev.id]);
  await addToBatch(db, morning, [people.teacherA.id], 'teacher');
  await addToBatch(db, evening, [people.chetan.id]);
  await addToBatch(db, batchB, [people.studentB.id]);

  const weekly = await createSet(db, 'Weekly test 1');
  const next = await createSet(db, 'Weekly test 2');
  // Amit 40/50 (80 %, 40 right 5 wrong), Bela 20/50 (40 %, 20 right 10 wrong, 10 days ago: not active
  // this week), Chetan 30/50 (60 %, 30 right), Dev (deactivated) and B's student are left out.
  await submitted(db, now, people.amit.id, weekly.id, {
    marks: 40,
    correct: 40,
    wrong: 5,
    daysAgo: 1,
    seconds: 1800,
  });
  await submitted(db, now, people.bela.id, weekly.id, { marks: 20, correct: 20, wrong: 10, daysAgo: 10 });
  await submitted(db, now, people.chetan.id, next.id, { marks: 30, correct: 30, wrong: 0, daysAgo: 2 });
  await submitted(db, now, people.dev.id, weekly.id, { marks: 50, correct: 50, wrong: 0, daysAgo: 1 });
  await submitted(db, now, people.studentB.id, weekly.id, { marks: 50, correct: 50, wrong: 0, daysAgo: 1 });
  // Morning's test closed yesterday; Evening's closes in three days.
  await db.insert(batchTests).values([
    {
      batchId: morning.id,
      organizationId: orgA.id,
      setId: weekly.id,
      opensAt: new Date(now.getTime() - 12 * DAY),
      closesAt: new Date(now.getTime() - DAY),
    },
    {
      batchId: evening.id,
      organizationId: orgA.id,
      setId: next.id,
      opensAt: new Date(now.getTime() - 3 * DAY),
      closesAt: new Date(now.getTime() + 3 * DAY),
    },
  ]);
  // Attendance (last 30 days): Morning 3 of 4 attended (Amit present twice, Bela absent and late);
  // Evening Chetan present once and excused once: 100 %. The institute: 4 of 5, 80 %. An old mark
  // (40 days ago) counts nowhere.
  const day = (n: number) => new Date(now.getTime() - n * DAY).toISOString().slice(0, 10);
  const mark = (
    batchId: string,
    userId: string,
    n: number,
    status: 'present' | 'absent' | 'late' | 'excused',
  ) => ({
    batchId,
    userId,
    day: day(n),
    organizationId: orgA.id,
    status,
  });
  await db
    .insert(attendanceMarks)
    .values([
      mark(morning.id, people.amit.id, 1, 'present'),
      mark(morning.id, people.amit.id, 2, 'present'),
      mark(morning.id, people.bela.id, 1, 'absent'),
      mark(morning.id, people.bela.id, 2, 'late'),
      mark(morning.id, people.bela.id, 40, 'absent'),
      mark(evening.id, people.chetan.id, 1, 'present'),
      mark(evening.id, people.chetan.id, 2, 'excused'),
    ]);
  // Morning together: polity 7 of 20 right (35 %, weak); history 9 of 10 (not weak).
  const seen = new Date(now.getTime() - DAY);
  await db.insert(topicProgress).values([
    {
      userId: people.amit.id,
      subject: 'polity',
      topic: 'constitution',
      attempts: 10,
      correct: 3,
      lastSeenAt: seen,
    },
    {
      userId: people.bela.id,
      subject: 'polity',
      topic: 'constitution',
      attempts: 10,
      correct: 4,
      lastSeenAt: seen,
    },
    {
      userId: people.amit.id,
      subject: 'history',
      topic: 'modern-history',
      attempts: 10,
      correct: 9,
      lastSeenAt: seen,
    },
  ]);

  const tokens = {} as Record<keyof typeof people, string>;
  for (const [who, user] of Object.entries(people))
    if (who !== 'dev') tokens[who as keyof typeof people] = (await signIn(t.app, user.username)).token;
  return { orgA: orgA.id, orgB: orgB.id, people, tokens, batches: { morning, evening, batchB } };
}
