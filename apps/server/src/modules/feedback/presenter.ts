import type { Feedback } from '@abhyas/core';
import type { FeedbackRow } from '../../db/schema/index.ts';

export function presentFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    formType: row.formType,
    name: row.name,
    email: row.email,
    phone: row.phone,
    topic: row.topic,
    rating: row.rating,
    category: row.category,
    message: row.message,
    status: row.status,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}
