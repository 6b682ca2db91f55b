import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ParsedFile } from '../parse-file.ts';
import { collect, itemOf, languagesOf, notMultipleChoice } from './text.ts';

/**
 * Moodle XML (docs.moodle.org "Moodle XML format"): `<quiz>` of `<question type="…">`. Only
 * `multichoice` with one correct answer (fraction 100) is taken; categories are skipped; any other
 * type is a refused row. `row` is the question's place among the file's questions (from 1). A file
 * with a DOCTYPE is refused: entity declarations are how XML bombs explode.
 */

interface TextNode {
  text?: unknown;
  '@_format'?: string;
}
interface XmlAnswer extends TextNode {
  '@_fraction'?: string;
}
interface XmlQuestion {
  '@_type'?: string;
  questiontext?: TextNode;
  generalfeedback?: TextNode;
  answer?: XmlAnswer[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => name === 'question' || name === 'answer',
});

const invalid = (): ParsedFile => ({
  items: [],
  issues: [{ row: 0, field: 'file', rule: 'validation.batchTests.xmlInvalid' }],
  tabular: false,
});

/** The text of a `<text>` holder, HTML unless its format says plain or Moodle auto-format. */
function languagesOfNode(node: TextNode | undefined) {
  const raw = node?.text;
  const text = typeof raw === 'string' ? raw : raw === undefined || raw === null ? '' : String(raw);
  return languagesOf(text, node?.['@_format'] !== 'plain_text');
}

export function parseMoodleXml(bytes: Buffer): ParsedFile {
  const xml = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(xml) || XMLValidator.validate(xml) !== true) return invalid();
  let doc: { quiz?: { question?: XmlQuestion[] } };
  try {
    doc = parser.parse(xml);
  } catch {
    return invalid();
  }
  if (!doc.quiz || typeof doc.quiz !== 'object') return invalid();
  const questions = (doc.quiz.question ?? []).filter((q) => q['@_type'] !== 'category');
  return collect(
    questions.map((q, i) => {
      const row = i + 1;
      if (q['@_type'] !== 'multichoice') return notMultipleChoice(row);
      const answers = q.answer ?? [];
      const fractions = answers.map((a) => Number(a['@_fraction'] ?? 0));
      return itemOf(
        row,
        {
          text: languagesOfNode(q.questiontext),
          options: answers.map((a) => languagesOfNode(a)),
          answer: fractions.findIndex((f) => f >= 100) + 1,
          explanation: languagesOfNode(q.generalfeedback),
        },
        // A partly right option (a multiple-answer question) is not a single-answer one.
        fractions.some((f) => f > 0 && f < 100) ? 2 : fractions.filter((f) => f >= 100).length,
      );
    }),
  );
}
