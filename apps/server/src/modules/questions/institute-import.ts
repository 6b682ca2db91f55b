import {
  type BankQuestion,
  batchTestRules,
  type ImportIssue,
  type ImportReport,
  type InstituteImportRequest,
  instituteQuestionInputSchema,
  moodleFamily,
} from '@abhyas/core';
import { count, eq } from 'drizzle-orm';
import { questions } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { validateRows } from './import-service.ts';
import type { ParsedFile } from './parse-file.ts';
import { conflictingBankQuestions, storeQuestions, textKeyOf } from './store.ts';

/**
 * An institute's import into its own questions (docs/institutes.md, "The institute's own tests"):
 * CSV, XLSX or JSON as the content import reads them, or Moodle XML, GIFT or Aiken (multiple choice,
 * the request naming subject, topic and difficulty for the whole file). All or nothing, with the
 * content import's row report: any bad row and nothing is written. A question already among the
 * institute's (same English text) is reused when it says the same, refused when it differs; the
 * platform's bank and other institutes' questions are never touched (store.ts `textKeyOf`). The
 * file is read before (moodle/reader.ts, in a worker), outside the transaction.
 */
export async function importInstituteQuestions(
  tx: Tx,
  organizationId: string,
  req: InstituteImportRequest,
  parsed: ParsedFile,
): Promise<ImportReport> {
  const items = moodleFamily.includes(req.format)
    ? parsed.items.map((item) => ({
        row: item.row,
        value: {
          ...(item.value as object),
          subject: req.subject,
          topic: req.topic,
          difficulty: req.difficulty,
        },
      }))
    : parsed.items;
  const { valid, issues } = validateRows<BankQuestion>(items, parsed.tabular, instituteQuestionInputSchema);
  const all: ImportIssue[] = [...parsed.issues, ...issues];
  const textField = parsed.tabular ? 'question_en' : 'text';
  const firstRow = new Map<string, number>();
  const differs = await conflictingBankQuestions(
    tx,
    valid.map((v) => v.input),
    organizationId,
  );
  for (const { row, input } of valid) {
    const key = textKeyOf(input.text.en, organizationId);
    const earlier = firstRow.get(key);
    if (earlier !== undefined)
      all.push({
        row,
        field: textField,
        rule: 'testUpload.rules.duplicateInFile',
        params: { other: earlier },
      });
    else firstRow.set(key, row);
    if (differs.has(key)) all.push({ row, field: textField, rule: 'testUpload.rules.differsFromBank' });
  }
  const [held] = await tx
    .select({ n: count() })
    .from(questions)
    .where(eq(questions.organizationId, organizationId));
  if ((held?.n ?? 0) + valid.length > batchTestRules.questionsPerInstitute)
    all.push({
      row: 0,
      field: 'file',
      rule: 'validation.batchTests.tooManyQuestions',
      params: { max: batchTestRules.questionsPerInstitute },
    });
  if (all.length > 0)
    return { ok: false, imported: 0, rows: all.sort((a, b) => a.row - b.row), warnings: [] };
  await storeQuestions(
    tx,
    valid.map((v) => v.input),
    organizationId,
  );
  return { ok: true, imported: valid.length, rows: [], warnings: [] };
}
