import { displayMarks, examKeys, examTemplates, toMilli } from '@abhyas/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  attemptResponses,
  attempts,
  practiceSets,
  questionReports,
  questions,
  setQuestions,
  setScoreCounts,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import type { Viewer } from '../../plugins/access.ts';
import { inRanks } from '../leaderboards/standings.ts';
import { pushMessages } from '../notifications/push.ts';
import { notify } from '../notifications/service.ts';

/**
 * The marks of every section of every exam template, in milli-marks, as one jsonb parameter: the
 * re-score reads them as a table, so scoring stays the template's (core's scoreSheet) and not a copy.
 */
const sectionMarks = JSON.stringify(
  examKeys.flatMap((examKey) =>
    examTemplates[examKey].sections.map((s, section) => ({
      exam_key: examKey,
      section,
      correct_milli: toMilli(s.markForCorrectAns),
      wrong_milli: toMilli(s.markForInCorrectAns),
    })),
  ),
);

/** The sets that hold the question: every statement below works on their submitted attempts. */
const setsOf = (questionId: string) =>
  sql`(select ${setQuestions.setId} from ${setQuestions} where ${setQuestions.questionId} = ${questionId})`;

interface Rescored {
  id: string;
  user_id: string;
  set_id: string;
  previous_score_milli: number | null;
  score_milli: number;
}

/**
 * Re-scores every submitted attempt of the sets from its saved answers against the current keys, in
 * one statement however many attempts there are: the same sheet as core's `scoreSheet` (per section:
 * right, wrong, the rest skipped; marks from the template), written only where the total changed, as
 * the per-attempt loop did. Answers of questions no longer in the set do not count.
 */
async function rescoreSets(tx: Tx, questionId: string, now: Date): Promise<Rescored[]> {
  const sets = setsOf(questionId);
  const result = await tx.execute(sql`
    with marks as (
      select * from jsonb_to_recordset(${sectionMarks}::jsonb)
        as m(exam_key text, section int, correct_milli int, wrong_milli int)
    ),
    sized as (
      select set_id, section, count(*)::int as questions from ${setQuestions}
      where set_id in ${sets} group by set_id, section
    ),
    answered as (
      select r.attempt_id, sq.section,
        count(*) filter (where r.answer = q.correct_option)::int as correct,
        count(*) filter (where r.answer <> q.correct_option)::int as wrong
      from ${attempts} a
      join ${attemptResponses} r on r.attempt_id = a.id and r.answer is not null
      join ${setQuestions} sq on sq.set_id = a.set_id and sq.question_id = r.question_id
      join ${questions} q on q.id = r.question_id
      where a.set_id in ${sets} and a.status = 'submitted'
      group by r.attempt_id, sq.section
    ),
    per_section as (
      select a.id, m.section,
        coalesce(x.correct, 0) as correct,
        coalesce(x.wrong, 0) as wrong,
        coalesce(z.questions, 0) - coalesce(x.correct, 0) - coalesce(x.wrong, 0) as skipped,
        coalesce(x.correct, 0) * m.correct_milli + coalesce(x.wrong, 0) * m.wrong_milli as score_milli
      from ${attempts} a
      join marks m on m.exam_key = a.exam_key::text
      left join sized z on z.set_id = a.set_id and z.section = m.section
      left join answered x on x.attempt_id = a.id and x.section = m.section
      where a.set_id in ${sets} and a.status = 'submitted'
    ),
    scored as (
      select id,
        sum(score_milli)::int as score_milli,
        sum(correct)::int as correct,
        sum(wrong)::int as wrong,
        sum(skipped)::int as skipped,
        jsonb_agg(jsonb_build_object('correct', correct, 'wrong', wrong, 'skipped', skipped,
          'scoreMilli', score_milli) order by section) as sections
      from per_section group by id
    )
    update ${attempts} as t set
      score_milli = s.score_milli,
      correct = s.correct,
      wrong = s.wrong,
      skipped = s.skipped,
      section_results = s.sections,
      rescored_at = ${now.toISOString()}::timestamptz,
      previous_score_milli = t.score_milli,
      rescored_question_ids = case
        when ${questionId}::uuid = any(coalesce(t.rescored_question_ids, '{}')) then t.rescored_question_ids
        else coalesce(t.rescored_question_ids, '{}') || ${questionId}::uuid end
    from scored s
    where t.id = s.id and t.score_milli is distinct from s.score_milli
    returning t.id, t.user_id, t.set_id, t.previous_score_milli, t.score_milli`);
  return rowsOf<Rescored>(result);
}

/** Rebuilds the score histograms of the sets from their ranked, finished attempts (two statements). */
async function rebuildScoreCounts(tx: Tx, questionId: string) {
  const sets = setsOf(questionId);
  await tx.execute(sql`delete from ${setScoreCounts} where ${setScoreCounts.setId} in ${sets}`);
  await tx.execute(sql`
    insert into ${setScoreCounts} (set_id, score_milli, takers)
    select ${attempts.setId}, ${attempts.scoreMilli}, count(*)::int from ${attempts}
    where ${attempts.setId} in ${sets} and ${inRanks}
    group by ${attempts.setId}, ${attempts.scoreMilli}`);
}

/**
 * An admin corrects a question's key: every submitted attempt of every set holding the question is
 * re-scored from its saved answers, ranks follow (the histograms are rebuilt), and each student whose
 * score changed gets a notification saying from what to what. One transaction: all or nothing, with
 * a fixed number of statements whatever the number of attempts. The sets' rows are locked (no key
 * update: starting an attempt still may reference them) so two corrections of one set, or a
 * correction and an edit of the set, take turns and each re-scores against the other's key.
 */
export async function correctAnswerKey(
  d: Deps,
  viewer: Viewer,
  questionId: string,
  answer: number,
  reportId?: string,
) {
  const result = await d.db.transaction(async (tx) => {
    const [question] = await tx.select().from(questions).where(eq(questions.id, questionId)).for('update');
    if (!question) throw notFound('No such question');
    if (answer >= question.options.length)
      throw new AppError(400, 'VALIDATION_ERROR', 'No such option', {
        field: 'answer',
        rule: 'validation.question.answerInvalid',
      });
    const sets = await tx
      .select({ id: practiceSets.id, titleHi: practiceSets.titleHi, titleEn: practiceSets.titleEn })
      .from(setQuestions)
      .innerJoin(practiceSets, eq(practiceSets.id, setQuestions.setId))
      .where(eq(setQuestions.questionId, questionId))
      .orderBy(asc(practiceSets.id))
      .for('no key update', { of: practiceSets });
    await tx
      .update(questions)
      .set({ correctOption: answer, updatedAt: d.clock() })
      .where(eq(questions.id, questionId));
    const rescored = await rescoreSets(tx, questionId, d.clock());
    await rebuildScoreCounts(tx, questionId);
    const titles = new Map(sets.map((s) => [s.id, { hi: s.titleHi, en: s.titleEn }]));
    await notify(tx, {
      kind: 'keyCorrected',
      recipients: rescored.map((r) => ({
        userId: r.user_id,
        params: {
          setTitle: titles.get(r.set_id) ?? { hi: '', en: '' },
          before: displayMarks(r.previous_score_milli ?? 0),
          after: displayMarks(r.score_milli),
          attemptId: r.id,
        },
      })),
    });
    await tx
      .update(questionReports)
      .set({ status: 'resolved', resolvedAt: d.clock(), resolvedBy: viewer.id })
      .where(
        reportId
          ? eq(questionReports.id, reportId)
          : and(eq(questionReports.questionId, questionId), eq(questionReports.status, 'open')),
      );
    return {
      setIds: sets.map((s) => s.id),
      rescoredAttempts: rescored.length,
      affectedStudents: new Set(rescored.map((r) => r.user_id)).size,
      students: [...new Set(rescored.map((r) => r.user_id))],
    };
  });
  // The hall caches no keys, but every edit of a question reaches every node alike (one rule to follow).
  await d.caches.forget({ sets: result.setIds });
  // After the commit: a push to each student whose score changed (no marks or answers in it).
  void d.push
    .send(result.students, pushMessages.keyCorrected)
    .catch((err: unknown) => d.log.warn({ err }, 'push for a key correction failed'));
  return { rescoredAttempts: result.rescoredAttempts, affectedStudents: result.affectedStudents };
}
