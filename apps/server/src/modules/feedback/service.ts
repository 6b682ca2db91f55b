import { type FeedbackListQuery, type feedbackRequestSchema, pageMeta } from '@abhyas/core';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { feedback } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { presentFeedback } from './presenter.ts';

type FeedbackInput = z.output<typeof feedbackRequestSchema>;

export async function submitFeedback(d: Deps, input: FeedbackInput, userId: string | null) {
  const [row] = await d.db
    .insert(feedback)
    .values({
      formType: input.formType,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      topic: input.formType === 'contact-us' ? input.topic : null,
      rating: input.formType === 'feedback' ? input.rating : null,
      category: input.formType === 'feedback' ? input.category : null,
      message: input.message,
      userId,
      createdAt: d.clock(),
    })
    .returning({ id: feedback.id, createdAt: feedback.createdAt });
  if (!row) throw new Error('feedback insert returned nothing');
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}

export async function listFeedback(d: Deps, query: FeedbackListQuery) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(feedback.status, query.status));
  if (query.formType) filters.push(eq(feedback.formType, query.formType));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    d.db
      .select()
      .from(feedback)
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    d.db.select({ n: count() }).from(feedback).where(where),
  ]);
  return { data: rows.map(presentFeedback), meta: pageMeta(query, total?.n ?? 0) };
}

/** Marking handled records who and when; marking it new again clears both. */
export async function setFeedbackHandled(d: Deps, id: string, handled: boolean, adminId: string) {
  const [row] = await d.db
    .update(feedback)
    .set(
      handled
        ? { status: 'handled', handledAt: d.clock(), handledBy: adminId }
        : { status: 'new', handledAt: null, handledBy: null },
    )
    .where(eq(feedback.id, id))
    .returning();
  if (!row) throw notFound('No such feedback');
  return presentFeedback(row);
}
