import type { ImportIssue, ImportReport, ImportRequest } from '@abhyas/core';
import { normaliseText, type QuestionInput, questionInputSchema, sectionNamesOf } from '@abhyas/core';
import { and, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import { questions, setQuestions } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import type { Deps } from '../../deps.ts';
import { forgetSets } from '../attempts/invalidate.ts';
import { columnOf } from './columns.ts';
import { expandNamedEntry } from './named-entries.ts';
import { parseFile } from './parse-file.ts';
import { templateOf } from './policy.ts';
import { lockSet, setHasAttempts } from './queries.ts';
import { setTaken } from './refusals.ts';
import { sectionWarnings } from './section-fit.ts';
import { conflictingBankQuestions, replaceSetQuestions, storeQuestions } from './store.ts';

/** Rule keys for schema failures that carry zod's own text (a word where a number belongs). */
const fallbackRule: Record<string, string> = {
  section: 'validation.question.sectionInvalid',
  subject: 'validation.question.subjectUnknown',
  topic: 'validation.question.topicUnknown',
  difficulty: 'validation.question.difficultyInvalid',
  answer: 'validation.question.answerInvalid',
  options: 'validation.question.optionCount',
  image: 'validation.question.imageInvalid',
  text: 'validation.question.textRequired',
  explanation: 'validation.question.textRequired',
};

interface Valid {
  row: number;
  input: QuestionInput;
}

/**
 * Every row through the question schema (a set's, or an institute's bank question): the valid ones,
 * and one issue per failing field.
 */
export function validateRows<Q = QuestionInput>(
  items: { row: number; value: unknown }[],
  tabular: boolean,
  schema: z.ZodType<Q> = questionInputSchema as unknown as z.ZodType<Q>,
) {
  const valid: { row: number; input: Q }[] = [];
  const issues: ImportIssue[] = [];
  for (const { row, value } of items) {
    const named =
      tabular || schema !== (questionInputSchema as unknown) ? undefined : expandNamedEntry(value);
    if (named && 'question' in named) valid.push({ row, input: named.question as Q });
    if (named && 'rule' in named) issues.push({ row, field: named.field, rule: named.rule });
    if (named) continue;
    const parsed = schema.safeParse(value);
    if (parsed.success) {
      valid.push({ row, input: parsed.data });
      continue;
    }
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = tabular ? columnOf(issue.path) : issue.path.map(String).join('.') || 'row';
      const rule = issue.message.startsWith('validation.')
        ? issue.message
        : (fallbackRule[String(issue.path[0])] ?? 'validation.invalidType');
      // One message per cell: an empty Hindi cell is "missing", not also "not Devanagari".
      if (seen.has(field)) continue;
      seen.add(field);
      issues.push({ row, field, rule });
    }
  }
  return { valid, issues };
}

/**
 * The whole file against the set: sections the exam has, section counts (exactly the template's
 * for a replacement, within it for an append), and no question twice (in the file, or already in
 * the set when appending).
 */
async function checkAgainstSet(
  tx: Tx,
  examKey: string,
  setId: string,
  req: ImportRequest,
  rows: Valid[],
  tabular: boolean,
) {
  const issues: ImportIssue[] = [];
  const sections = templateOf(examKey).sections;
  const textField = tabular ? 'question_en' : 'text.en';
  const existing =
    req.mode === 'append'
      ? await tx
          .select({ section: setQuestions.section, textKey: questions.textKey })
          .from(setQuestions)
          .innerJoin(questions, eq(questions.id, setQuestions.questionId))
          .where(eq(setQuestions.setId, setId))
      : [];
  const inSet = new Set(existing.map((e) => e.textKey));
  const differs = await conflictingBankQuestions(
    tx,
    rows.map((r) => r.input),
  );
  const firstRow = new Map<string, number>();
  for (const { row, input } of rows) {
    if (input.section > sections.length)
      issues.push({
        row,
        field: 'section',
        rule: 'testUpload.rules.sectionBeyondTemplate',
        params: { sections: sections.length },
      });
    const key = normaliseText(input.text.en);
    const earlier = firstRow.get(key);
    if (earlier !== undefined)
      issues.push({
        row,
        field: textField,
        rule: 'testUpload.rules.duplicateInFile',
        params: { other: earlier },
      });
    else firstRow.set(key, row);
    if (inSet.has(key)) issues.push({ row, field: textField, rule: 'testUpload.rules.duplicateInSet' });
    else if (differs.has(key))
      issues.push({ row, field: textField, rule: 'testUpload.rules.differsFromBank' });
  }
  sections.forEach((s, i) => {
    const added = rows.filter((r) => r.input.section === i + 1).length;
    const already = existing.filter((e) => e.section === i).length;
    const params = { section: i + 1, expected: s.totalQuestions, actual: added + already };
    if (req.mode === 'replace' && added !== s.totalQuestions)
      issues.push({ row: 0, field: 'section', rule: 'testUpload.rules.sectionCountReplace', params });
    if (req.mode === 'append' && added + already > s.totalQuestions)
      issues.push({ row: 0, field: 'section', rule: 'testUpload.rules.sectionCountAppend', params });
  });
  return issues;
}

async function appendQuestions(tx: Tx, setId: string, inputs: QuestionInput[]) {
  const ids = await storeQuestions(tx, inputs);
  const [last] = await tx
    .select({ p: max(setQuestions.position) })
    .from(setQuestions)
    .where(and(eq(setQuestions.setId, setId)));
  const start = last?.p ?? 0;
  await tx.insert(setQuestions).values(
    ids.map((questionId, i) => ({
      setId,
      questionId,
      section: (inputs[i]?.section ?? 1) - 1,
      position: start + i + 1,
    })),
  );
}

/**
 * Imports a file into a set, all or nothing: any bad row and nothing is written. Every check runs
 * before the first write, inside the one transaction that writes, so the set cannot change between.
 */
export async function importIntoSet(d: Deps, setId: string, req: ImportRequest): Promise<ImportReport> {
  const parsed = await parseFile(req.format, req.contentBase64);
  const { valid, issues } = validateRows(parsed.items, parsed.tabular);
  const report = await d.db.transaction(async (tx): Promise<ImportReport> => {
    const set = await lockSet(tx, setId);
    if (req.mode === 'replace' && (await setHasAttempts(tx, setId))) throw setTaken('mode');
    const all = [...parsed.issues, ...issues];
    // Count checks only mean something once the file itself could be read.
    if (parsed.issues.length === 0)
      all.push(...(await checkAgainstSet(tx, set.examKey, setId, req, valid, parsed.tabular)));
    // Warnings ride along whether or not the file is refused, so one upload shows everything to look at.
    const warnings = sectionWarnings(valid, sectionNamesOf(templateOf(set.examKey), set.sectionNames));
    if (all.length > 0) return { ok: false, imported: 0, rows: all.sort((a, b) => a.row - b.row), warnings };
    const inputs = valid.map((v) => v.input);
    if (req.mode === 'replace') await replaceSetQuestions(tx, setId, inputs);
    else await appendQuestions(tx, setId, inputs);
    return { ok: true, imported: inputs.length, rows: [], warnings };
  });
  return report.ok ? forgetSets(d, [setId], report) : report;
}

/** A refused import's 422 body: the one error shape plus the whole row report (docs/content-import.md). */
export const importRefusal = (report: ImportReport) => ({
  error: {
    code: 'IMPORT_INVALID' as const,
    message: `${report.rows.length} problem(s) in the file; nothing was imported`,
  },
  report,
});
