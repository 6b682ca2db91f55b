import { passagesTogether, type QuizKind } from '@abhyas/core';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { quizQuestions, quizzes } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tx.ts';
import { notFound } from '../../../lib/app-error.ts';
import { presentQuiz } from '../presenter.ts';
import { loadContent, type QuestionContent, type QuestionPick, refOf } from '../question-source.ts';

export interface QuizMeta {
  userId: string;
  kind: QuizKind;
  /** A day's current-affairs quiz: its day (one per student and day). */
  caDay?: string;
  subject: string | null;
  topic: string | null;
  timerMinutes: number | null;
  at: Date;
}

/**
 * Stores a new quiz and its questions in order, inside the caller's transaction; answers its state.
 * `known`: content the caller drew with the questions, by ref (not read again).
 */
export async function createQuiz(
  tx: Tx,
  meta: QuizMeta,
  picks: readonly QuestionPick[],
  known?: ReadonlyMap<string, QuestionContent>,
) {
  if (picks.length === 0) throw notFound('No practice questions here yet');
  const [quiz] = await tx
    .insert(quizzes)
    .values({
      userId: meta.userId,
      kind: meta.kind,
      subject: meta.subject,
      topic: meta.topic,
      length: picks.length,
      timerSeconds: meta.timerMinutes === null ? null : meta.timerMinutes * 60,
      startedAt: meta.at,
      caDay: meta.caDay ?? null,
    })
    .returning();
  if (!quiz) throw new Error('quiz insert returned no row');
  const rows = await tx
    .insert(quizQuestions)
    .values(
      picks.map((p, i) => ({
        quizId: quiz.id,
        position: i + 1,
        userId: meta.userId,
        questionId: p.questionId,
        familyKey: p.familyKey,
        seed: p.seed,
        questionRef: refOf(p),
        subject: p.subject,
        topic: p.topic,
      })),
    )
    // The stored rows themselves, rather than reading them back in another round trip.
    .returning();
  rows.sort((a, b) => a.position - b.position);
  return presentQuiz(quiz, rows, await loadContent(tx, picks, known), quiz.startedAt);
}

export const quizRows = (tx: Db, quizId: string) =>
  tx
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.position));

/** Mixes a quiz's questions so topics do not come in blocks (Fisher–Yates). */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * A new quiz's order: mixed (`shuffled`), then the questions of one reading or cloze passage put
 * together where the first fell (core `passagesTogether`), read from the content drawn with them.
 */
export function quizOrder(
  picks: readonly QuestionPick[],
  known: ReadonlyMap<string, QuestionContent> | undefined,
): QuestionPick[] {
  const content = (p: QuestionPick) => known?.get(refOf(p));
  return passagesTogether(
    shuffled(picks),
    (p) => content(p)?.passage?.en,
    (p) => content(p)?.text.en ?? '',
  );
}
