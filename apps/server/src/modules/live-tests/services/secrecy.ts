import { examTemplate, type LiveKey, liveKeyExam } from '@abhyas/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { practiceSets } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tx.ts';
import { notFound } from '../../../lib/app-error.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { paperRefused } from '../policy.ts';

/**
 * The checks a paper passes before it is scheduled (docs/live-tests.md, "Secrecy"): it is still
 * secret, so nobody can have seen a question of it, and it is a whole paper of the live key's exam.
 * `organizationId` null: a platform set; otherwise one of that institute's own sets.
 */
export async function assertSecretPaper(
  db: Db | Tx,
  setId: string,
  liveKey: LiveKey,
  organizationId: string | null,
  exceptLiveTestId: string | null = null,
) {
  const [set] = await db.select().from(practiceSets).where(eq(practiceSets.id, setId));
  if (!set || set.organizationId !== organizationId) throw notFound('No such practice set');
  if (set.examKey !== liveKeyExam[liveKey])
    throw paperRefused('examMismatch', "The set does not follow this live key's exam template");
  const [facts] = rowsOf<{
    questions: number;
    elsewhere_published: boolean;
    other_live: boolean;
    in_potd: boolean;
    assigned: boolean;
    sat_by_students: boolean;
  }>(
    await db.execute(sql`select
      (select count(*)::int from set_questions where set_id = ${setId}) as questions,
      exists (select 1 from set_questions sq join set_questions o on o.question_id = sq.question_id
              join practice_sets p on p.id = o.set_id
              where sq.set_id = ${setId} and o.set_id <> ${setId} and p.published) as elsewhere_published,
      exists (select 1 from live_tests lt join set_questions o on o.set_id = lt.set_id
              join set_questions sq on sq.question_id = o.question_id and sq.set_id = ${setId}
              where lt.cancelled_at is null
                and lt.id is distinct from ${exceptLiveTestId}::uuid) as other_live,
      exists (select 1 from potd_problems pp join set_questions sq on sq.question_id = pp.question_id
              where sq.set_id = ${setId}) as in_potd,
      exists (select 1 from batch_tests bt where bt.set_id = ${setId}) as assigned,
      exists (select 1 from attempts a join users u on u.id = a.user_id
              where a.set_id = ${setId} and u.role <> 'admin') as sat_by_students`),
  );
  if (!facts) throw notFound('No such practice set');
  // A platform set must be a draft; an institute's set (published when made) must never have been
  // assigned to a batch: either way no student has had it before the start.
  if ((organizationId === null && set.published) || facts.assigned || facts.sat_by_students)
    throw paperRefused('paperSeen', 'This set has already been published or taken');
  if (facts.elsewhere_published)
    throw paperRefused('paperPublished', 'Some of its questions are in a published set');
  if (facts.other_live)
    throw paperRefused('paperInLiveTest', 'Some of its questions are in another live test');
  if (facts.in_potd) throw paperRefused('paperInPotd', 'Some of its questions are a Problem of the Day');
  if (facts.questions !== examTemplate(set.examKey).totalQuestions)
    throw paperRefused('paperIncomplete', "The set is not a whole paper of its exam's template");
  return set;
}
