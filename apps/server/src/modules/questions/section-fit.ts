import { type ImportIssue, type QuestionInput, subjectFitsSection, subjectName } from '@abhyas/core';

/**
 * A warning for each row whose subject does not fit the kind of section it is placed into (core's
 * `subjectFitsSection`): a polity question in a Reasoning section. It does not stop the import (the
 * admin may mean it); the report names both in the admin's language (docs/content-import.md).
 */
export function sectionWarnings(
  rows: readonly { row: number; input: QuestionInput }[],
  sectionNames: readonly { hi: string; en: string }[],
): ImportIssue[] {
  const warnings: ImportIssue[] = [];
  for (const { row, input } of rows) {
    const name = sectionNames[input.section - 1];
    if (!name || subjectFitsSection(input.subject, name.en)) continue;
    warnings.push({
      row,
      field: 'subject',
      rule: 'testUpload.warnings.subjectOffSection',
      params: {
        section: input.section,
        sectionHi: name.hi,
        sectionEn: name.en,
        subjectHi: subjectName(input.subject, 'hi'),
        subjectEn: subjectName(input.subject, 'en'),
      },
    });
  }
  return warnings;
}
