import type { ParsedFile } from '../parse-file.ts';
import { collect, itemOf, languagesOf } from './text.ts';

/**
 * Aiken (docs.moodle.org "Aiken format"): a question's text on its first line(s), then options
 * `A. …` or `A) …`, then `ANSWER: A`; a blank line between questions. Multiple choice by nature.
 * `row` is the question's place in the file (from 1); a block without a readable ANSWER line or with
 * an answer letter that names no option is a refused row.
 */
const optionLine = /^([A-Z])[.)]\s+(.*)$/;
const answerLine = /^ANSWER:\s*([A-Z])\s*$/i;

export function parseAiken(bytes: Buffer): ParsedFile {
  const lines = bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  const blocks: string[][] = [];
  let block: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    block.push(line);
    if (answerLine.test(line)) {
      blocks.push(block);
      block = [];
    }
  }
  if (block.length > 0) blocks.push(block);
  return collect(
    blocks.map((b, i) => {
      const row = i + 1;
      const answer = b.at(-1)?.match(answerLine);
      const firstOption = b.findIndex((l) => optionLine.test(l));
      if (!answer || firstOption < 1)
        return { row, field: 'answer', rule: 'validation.batchTests.aikenBlock' };
      const options = b.slice(firstOption, -1).map((l) => l.match(optionLine));
      if (options.some((o) => !o)) return { row, field: 'options', rule: 'validation.batchTests.aikenBlock' };
      const letters = options.map((o) => o?.[1] ?? '');
      const index = letters.indexOf((answer[1] ?? '').toUpperCase());
      return itemOf(
        row,
        {
          text: languagesOf(b.slice(0, firstOption).join(' '), false),
          options: options.map((o) => languagesOf(o?.[2] ?? '', false)),
          answer: index + 1,
          explanation: { hi: '', en: '' },
        },
        index >= 0 ? 1 : 0,
      );
    }),
  );
}
