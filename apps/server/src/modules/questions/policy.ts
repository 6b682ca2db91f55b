import { type ExamKey, type ExamTemplate, examKeys, examTemplates } from '@abhyas/core';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attempts, setQuestions } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { AppError } from '../../lib/app-error.ts';

/** The database or a transaction: reads that run either way. */
export type Conn = Db | Tx;

/** A refusal the authoring screen can translate: the rule key names what is wrong. */
export const conflict = (message: string, field: string, rule: string) =>
  new AppError(409, 'CONFLICT', message, { field, rule });
export const invalid = (message: string, field: string, rule: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { field, rule });

export function templateOf(examKey: string): ExamTemplate {
  if (!(examKeys as readonly string[]).includes(examKey)) throw new Error(`unknown exam ${examKey}`);
  return examTemplates[examKey as ExamKey];
}

/** Postgres unique violation (23505), whether the driver error is raw or wrapped by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Attempts hold question ids: once anyone sat a set, its question list must not be reshuffled. */
export async function setHasAttempts(tx: Tx, setId: string): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(attempts).where(eq(attempts.setId, setId));
  return (row?.n ?? 0) > 0;
}

/** Submitted attempts of any set holding the question: their scores depend on its key. */
export async function questionHasSubmittedAttempts(tx: Tx, questionId: string): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(attempts)
    .innerJoin(setQuestions, eq(setQuestions.setId, attempts.setId))
    .where(and(eq(setQuestions.questionId, questionId), eq(attempts.status, 'submitted')));
  return (row?.n ?? 0) > 0;
}
