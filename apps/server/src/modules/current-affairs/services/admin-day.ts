import { type CurrentAffairsAdminDay, currentAffairsRules, indianDayOf } from '@abhyas/core';
import { sql } from 'drizzle-orm';
import { currentAffairsDays, currentAffairsQuestions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { AppError, fieldError, isUniqueViolation, notFound } from '../../../lib/app-error.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { assertDayPublishable, type ChoiceFacts, refusedChoices } from '../policy.ts';
import { presentCandidate } from '../presenter.ts';
import { candidatesFor, chosenOn, publishedOn, reservedQuestion, takersOf } from '../queries.ts';

/** A day as the admin prepares it: what is chosen, how many started it, and what may be chosen. */
export async function getAdminDay(d: Deps, day: string): Promise<CurrentAffairsAdminDay> {
  const [chosen, takers, candidates] = [
    await chosenOn(d.db, day),
    await takersOf(d.db, day),
    await candidatesFor(d.db, day, currentAffairsRules.candidates),
  ];
  return {
    day,
    chosen: chosen.map(presentCandidate),
    takers,
    candidates: candidates.map(presentCandidate),
  };
}

interface FactRow {
  id: string;
  subject: string;
  organization_id: string | null;
  fact_date: string | null;
  expires_on: string | null;
  published_on: string | null;
  reserved: boolean;
}

/**
 * Publishes (or, until a student starts it, replaces) a day's ten questions. The day's row is locked
 * first, so a student's start and this replacement never interleave; a question already published on
 * another day, reserved for sealed stock, expired, not yet a fact on the day, or not current affairs
 * is refused and nothing changes.
 */
export async function publishDay(
  d: Deps,
  adminId: string,
  day: string,
  questionIds: readonly string[],
): Promise<CurrentAffairsAdminDay> {
  const now = d.clock();
  try {
    await d.db.transaction(async (tx) => {
      await tx
        .insert(currentAffairsDays)
        .values({ day, publishedBy: adminId, publishedAt: now })
        .onConflictDoUpdate({
          target: currentAffairsDays.day,
          set: { publishedBy: adminId, publishedAt: now },
        });
      assertDayPublishable(day, indianDayOf(now), await takersOf(tx, day));
      const ids = sql.join(
        questionIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const facts: ChoiceFacts[] = rowsOf<FactRow>(
        await tx.execute(sql`select q.id::text as id, q.subject, q.organization_id::text as organization_id,
            q.fact_date::text as fact_date, q.expires_on::text as expires_on,
            ${publishedOn} as published_on,
            ${reservedQuestion} as reserved
          from questions q where q.id in (${ids})`),
      ).map((r) => ({
        id: r.id,
        subject: r.subject,
        organizationId: r.organization_id,
        factDate: r.fact_date,
        expiresOn: r.expires_on,
        publishedOn: r.published_on,
        reserved: r.reserved,
      }));
      // An id that names no question is a wrong address, not a choice to refuse.
      if (facts.length < new Set(questionIds).size) throw notFound('No such question');
      const refused = refusedChoices(day, questionIds, facts);
      if (refused.length > 0)
        throw fieldError(
          400,
          'VALIDATION_ERROR',
          'questionIds',
          'validation.currentAffairs.choiceRefused',
          `Cannot publish on ${day}: ${refused.join(', ')}`,
        );
      await tx.delete(currentAffairsQuestions).where(sql`${currentAffairsQuestions.day} = ${day}::date`);
      await tx
        .insert(currentAffairsQuestions)
        .values(questionIds.map((questionId, i) => ({ day, position: i + 1, questionId })));
    });
  } catch (err) {
    // Another admin published one of these questions on another day at the same moment.
    if (isUniqueViolation(err, 'current_affairs_questions_question_unique'))
      throw new AppError(
        409,
        'CONFLICT',
        'One of these questions was just published on another day; choose again',
      );
    throw err;
  }
  return getAdminDay(d, day);
}
