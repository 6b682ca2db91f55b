import { escapeHtml } from './text.ts';

/** A question as the Moodle XML export writes it. */
export interface ExportedQuestion {
  name: string;
  text: { hi: string; en: string };
  options: { hi: string; en: string }[];
  /** 0-based. */
  correctOption: number;
  explanation: { hi: string; en: string };
}

/** Both languages as Moodle's multilang spans, or the one text when they are the same. */
function html({ hi, en }: { hi: string; en: string }): string {
  if (hi === en) return escapeHtml(hi);
  return `<span lang="hi" class="multilang">${escapeHtml(hi)}</span><span lang="en" class="multilang">${escapeHtml(en)}</span>`;
}
/** HTML inside CDATA, so Moodle reads it as written; a `]]>` in the text is split across two sections. */
const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
const textNode = (tag: string, value: { hi: string; en: string }, indent: string) =>
  `${indent}<${tag} format="html">\n${indent}  <text>${cdata(html(value))}</text>\n${indent}</${tag}>`;

/**
 * A set's questions as Moodle XML (docs.moodle.org "Moodle XML format"): one `multichoice` question
 * each, single answer, fraction 100 on the key, the explanation as general feedback, under a category
 * named for the set. Importing it back (moodle-xml.ts) gives the same questions.
 */
export function moodleXml(category: string, questions: readonly ExportedQuestion[]): string {
  const items = questions.map((q) =>
    [
      '  <question type="multichoice">',
      `    <name>\n      <text>${escapeHtml(q.name)}</text>\n    </name>`,
      textNode('questiontext', q.text, '    '),
      textNode('generalfeedback', q.explanation, '    '),
      '    <defaultgrade>1.0000000</defaultgrade>',
      '    <penalty>0.3333333</penalty>',
      '    <hidden>0</hidden>',
      '    <single>true</single>',
      '    <shuffleanswers>false</shuffleanswers>',
      '    <answernumbering>abc</answernumbering>',
      ...q.options.map(
        (o, i) =>
          `    <answer fraction="${i === q.correctOption ? 100 : 0}" format="html">\n      <text>${cdata(html(o))}</text>\n      <feedback format="html">\n        <text></text>\n      </feedback>\n    </answer>`,
      ),
      '  </question>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<quiz>',
    '  <question type="category">',
    `    <category>\n      <text>${escapeHtml(`$course$/${category}`)}</text>\n    </category>`,
    '  </question>',
    ...items,
    '</quiz>',
    '',
  ].join('\n');
}
