import {
  type AdminLiveTest,
  displayMarks,
  examTemplate,
  joinClosesAt,
  type LiveKey,
  type LiveLeaderboard,
  type LiveRegistration,
  type LiveResults,
  type LiveTestItem,
  livePhase,
  sectionNamesOf,
} from '@abhyas/core';
import type { LiveResultRow, LiveSummaryRow, LiveTestRow } from '../../db/schema/index.ts';
import type { LiveTestListRow } from './queries.ts';

/** The only place live-test rows become contracts. Times are ISO strings, scores in marks. */

export const phaseOf = (test: LiveTestRow, now: Date) => livePhase(test, now);

export function presentItem(row: LiveTestListRow, now: Date): LiveTestItem {
  const t = row.test;
  const template = examTemplate(row.examKey);
  return {
    id: t.id,
    liveKey: t.liveKey as LiveKey,
    examKey: row.examKey,
    title: { hi: t.titleHi, en: t.titleEn },
    startsAt: t.startsAt.toISOString(),
    joinMinutes: t.joinMinutes,
    joinClosesAt: joinClosesAt(t).toISOString(),
    endsAt: t.endsAt.toISOString(),
    phase: phaseOf(t, now),
    questions: row.questions,
    durationMinutes: template.duration,
    totalMarks: template.totalMarks,
    languages: row.languages.filter((l): l is 'hi' | 'en' => l === 'hi' || l === 'en'),
    scope: t.organizationId ? 'batch' : 'india',
    batchName: row.batchName,
    registered: row.registered,
    registrations: row.registrations,
    resultsPublished: t.resultsPublishedAt !== null,
  };
}

export function presentRegistration(
  r: { registeredAt: Date; attemptId: string | null; joinedAt: Date | null },
  submitted: boolean,
): LiveRegistration {
  return {
    registeredAt: r.registeredAt.toISOString(),
    attemptId: r.attemptId,
    joinedAt: r.joinedAt?.toISOString() ?? null,
    submitted,
  };
}

export function presentAdminItem(row: LiveTestListRow, now: Date): AdminLiveTest {
  const t = row.test;
  return {
    ...presentItem(row, now),
    setId: t.setId,
    setSlug: row.setSlug,
    setTitle: { hi: row.setTitleHi, en: row.setTitleEn },
    batchId: t.batchId,
    organizationId: t.organizationId,
    cancelledAt: t.cancelledAt?.toISOString() ?? null,
    remindedAt: t.remindedAt?.toISOString() ?? null,
    resultsPublishedAt: t.resultsPublishedAt?.toISOString() ?? null,
    createdAt: t.createdAt.toISOString(),
  };
}

const emptySummary: LiveSummaryRow = {
  candidates: 0,
  topperMilli: 0,
  averageMilli: 0,
  distribution: [],
  cutOffs: [],
};

export function presentResults(
  row: LiveTestListRow,
  mine: LiveResultRow | undefined,
  attempt: { correct: number | null; wrong: number | null; skipped: number | null } | undefined,
  now: Date,
): Omit<LiveResults, 'serverNow'> {
  const template = examTemplate(row.examKey);
  const summary = row.test.summary ?? emptySummary;
  const names = sectionNamesOf(template);
  return {
    test: presentItem(row, now),
    mine: mine
      ? {
          attemptId: mine.attemptId ?? '',
          score: displayMarks(mine.scoreMilli),
          rank: mine.rank,
          candidates: summary.candidates,
          percentile: mine.percentile,
          correct: attempt?.correct ?? 0,
          wrong: attempt?.wrong ?? 0,
          skipped: attempt?.skipped ?? 0,
          sectionRanks: mine.sectionRanks.map((s, index) => ({
            index,
            name: names[index] ?? { hi: `खंड ${index + 1}`, en: `Section ${index + 1}` },
            score: displayMarks(s.scoreMilli),
            maxScore: sectionMax(template, index),
            rank: s.rank,
          })),
        }
      : null,
    summary: {
      candidates: summary.candidates,
      totalMarks: template.totalMarks,
      passingMarks: template.passingMarks,
      topper: displayMarks(summary.topperMilli),
      average: displayMarks(summary.averageMilli),
      distribution: summary.distribution.map((b) => ({
        from: displayMarks(b.fromMilli),
        to: displayMarks(b.toMilli),
        count: b.count,
      })),
      cutOffs: summary.cutOffs.map((c) => ({ percentile: c.percentile, score: displayMarks(c.scoreMilli) })),
    },
  };
}

function sectionMax(template: ReturnType<typeof examTemplate>, index: number): number {
  const s = template.sections[index];
  return s ? s.totalQuestions * s.markForCorrectAns : 0;
}

export function presentLeaderboard(
  rows: readonly {
    rank: number;
    scoreMilli: number;
    percentile: number;
    userId: string;
    name: string;
    username: string;
  }[],
  viewerId: string,
  mine: LiveResultRow | undefined,
  total: number,
  page: number,
  pageSize: number,
): LiveLeaderboard {
  return {
    items: rows.map((r) => ({
      rank: r.rank,
      name: r.name,
      username: r.username,
      score: displayMarks(r.scoreMilli),
      percentile: r.percentile,
      isMe: r.userId === viewerId,
    })),
    total,
    page,
    pageSize,
    mine: mine
      ? { rank: mine.rank, score: displayMarks(mine.scoreMilli), percentile: mine.percentile }
      : null,
  };
}
