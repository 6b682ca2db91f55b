import { parse } from 'gift-pegjs';
import type { ParsedFile } from '../parse-file.ts';
import { collect, itemOf, languagesOf, notMultipleChoice } from './text.ts';

/**
 * GIFT (docs.moodle.org "GIFT format"), read by gift-pegjs: multiple choice only (`{=right ~wrong …}`,
 * one `=`), `####` general feedback as the explanation; `$CATEGORY` lines are skipped and any other
 * kind of question is a refused row. `row` is the question's place in the file (from 1).
 */
export function parseGift(bytes: Buffer): ParsedFile {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(text);
  } catch {
    return {
      items: [],
      issues: [{ row: 0, field: 'file', rule: 'validation.batchTests.giftInvalid' }],
      tabular: false,
    };
  }
  const questions = parsed.filter((q) => q.type !== 'Category');
  return collect(
    questions.map((q, i) => {
      const row = i + 1;
      if (q.type !== 'MC') return notMultipleChoice(row);
      const html = (f: { format: string }) => f.format === 'html' || f.format === 'moodle';
      return itemOf(
        row,
        {
          text: languagesOf(q.stem.text, html(q.stem)),
          options: q.choices.map((c) => languagesOf(c.text.text, html(c.text))),
          answer: q.choices.findIndex((c) => c.isCorrect) + 1,
          explanation: q.globalFeedback
            ? languagesOf(q.globalFeedback.text, html(q.globalFeedback))
            : { hi: '', en: '' },
        },
        q.choices.filter((c) => c.isCorrect).length,
      );
    }),
  );
}
