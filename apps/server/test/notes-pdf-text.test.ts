import type { Token, Tokens } from 'marked';
import { describe, expect, it } from 'vitest';
import { allNotes } from '../src/modules/notes/catalogue.ts';
import { notesMarkdown } from '../src/modules/notes/markdown.ts';
import { inlineRuns, notePdf } from '../src/modules/notes/pdf/note-pdf.ts';
import { type SetPdfQuestion, setPdf } from '../src/modules/notes/pdf/set-pdf.ts';
import { PdfWriter } from '../src/modules/notes/pdf/writer.ts';
import { hasPdftotext, pdfText, sameSpacing } from './pdf-text.ts';

/**
 * Hindi a student can search and copy (issue 17): what pdftotext reads from a PDF is the text it
 * prints, character for character (only line breaks and runs of spaces may differ), although shaping
 * draws ि before its consonant, a reph after its syllable and one glyph for several spellings
 * (pdf/actual-text.ts). English comes out as it always did.
 */

/** The issue's words, and spellings whose glyphs a Hindi font shares (ओ/आ, the reph and ई's mark). */
const hindiLines = [
  'संविधान प्रधानमंत्री आर्थिक ईश्वर कि कार्य',
  'ओखली में आम, औषधि और ऑक्सीजन; कर्म, धर्म, ईमानदारी और ईंट',
  'निम्नलिखित में से कौन-सा कथन सही है? द्वितीय क्षेत्र प्रश्न',
  'श्रीमती हृदय ज्ञान त्रिभुज क्षत्रिय स्थिति विश्व पार्टी प्रति किलोग्राम',
  'अनुच्छेद 21A: प्राण और दैहिक स्वतंत्रता (Article 21A)',
];

const englishLines = [
  'Fundamental Rights: Articles 12 to 35 of the Constitution.',
  'Which of the following statements is correct? (A) only 1 (B) only 2',
];

async function linesPdf(lines: string[], language: 'hi' | 'en'): Promise<Buffer> {
  const w = new PdfWriter({ title: 'text', language }, 'Abhyas');
  w.heading(lines[0] ?? '', 2);
  for (const line of lines) w.paragraph([{ text: line }]);
  w.item('1.', [{ text: lines.at(-1) ?? '', bold: true }]);
  return w.finish();
}

/** What a note prints as running text (headings, paragraphs, list items, quotes; not tables). */
function printedText(markdown: string): string[] {
  const text = (tokens: Token[] | undefined) =>
    inlineRuns(tokens)
      .map((r) => r.text)
      .join('');
  const out: string[] = [];
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'heading' || token.type === 'paragraph')
        out.push(text((token as Tokens.Heading | Tokens.Paragraph).tokens));
      else if (token.type === 'list')
        for (const item of (token as Tokens.List).items) {
          out.push(
            item.tokens
              .filter((t) => t.type !== 'list')
              .map((t) => ('tokens' in t && t.tokens ? text(t.tokens) : text([t])))
              .join(''),
          );
          visit(item.tokens.filter((t) => t.type === 'list'));
        }
      else if (token.type === 'blockquote') visit((token as Tokens.Blockquote).tokens);
    }
  };
  visit(notesMarkdown.lexer(markdown));
  return out.filter((line) => line.trim() !== '');
}

const devanagariWords = (text: string) => text.match(/[\u0900-\u097F\u200C\u200D]+/g) ?? [];

describe.skipIf(!hasPdftotext)('the text of a PDF is the text it prints', { timeout: 60_000 }, () => {
  it('Hindi: every line verbatim, in every face and size the writer uses', async () => {
    const text = sameSpacing(pdfText(await linesPdf(hindiLines, 'hi')));
    for (const line of hindiLines) expect(text).toContain(sameSpacing(line));
    // Nothing printed twice (a span's text and its glyphs' both).
    expect(text.split(sameSpacing(hindiLines[0] ?? '')).length).toBe(3); // the heading and the paragraph
  });

  it('English: every line verbatim, and the PDF drawn as before (no ActualText)', async () => {
    const pdf = await linesPdf(englishLines, 'en');
    const text = sameSpacing(pdfText(pdf));
    for (const line of englishLines) expect(text).toContain(line);
    expect(pdf.includes('/ActualText')).toBe(false);
  });

  it.each([
    ['polity', 'fundamental-rights'],
    ['economics', undefined],
    ['maths', 'percentage-profit-loss'],
  ])('a Hindi note of %s: each line of its text, and each of its Devanagari words', async (subject, slug) => {
    const note = allNotes().find((n) => n.subject === subject && (slug === undefined || n.slug === slug));
    if (!note) throw new Error(`no note ${subject}/${slug}`);
    const pdf = await notePdf({
      title: note.title.hi,
      summary: note.summary.hi,
      subjectName: subject,
      body: note.body.hi,
      language: 'hi',
    });
    const text = sameSpacing(pdfText(pdf));
    const printed = [note.title.hi, note.summary.hi, ...printedText(note.body.hi)].map(sameSpacing);
    expect(printed.length).toBeGreaterThan(10);
    const missing = printed.filter((line) => !text.includes(line));
    expect(missing, 'lines pdftotext does not give verbatim').toEqual([]);
    const found = new Set(devanagariWords(text));
    const words = devanagariWords(printed.join(' '));
    expect(words.filter((w) => !found.has(w))).toEqual([]);
  });

  it('a Hindi set with its answers: questions, options and explanations verbatim', async () => {
    const questions: SetPdfQuestion[] = hindiLines.map((line, i) => ({
      position: i + 1,
      section: 0,
      text: { hi: `${line}?`, en: `Question ${i + 1}?` },
      options: ['कार्य', 'ईश्वर', 'आर्थिक', 'कि'].map((o) => ({ hi: `${o} ${i + 1}`, en: `${i + 1}` })),
      correctOption: i % 4,
      explanation: { hi: `व्याख्या: ${line}`, en: 'Because.' },
      hasImage: false,
    }));
    const pdf = await setPdf({
      title: { hi: 'संविधान अभ्यास सेट', en: 'Constitution set' },
      seriesTitle: { hi: 'शृंखला', en: 'Series' },
      sectionNames: [{ hi: 'सामान्य ज्ञान', en: 'General knowledge' }],
      languages: ['hi', 'en'],
      variant: 'answers',
      questions,
    });
    const text = sameSpacing(pdfText(pdf));
    expect(text).toContain('संविधान अभ्यास सेट / Constitution set');
    expect(text).toContain('उत्तर कुंजी और व्याख्या / Answer key and explanations');
    for (const q of questions) {
      expect(text).toContain(`${q.position}. ${q.text.hi}`);
      for (const [i, o] of q.options.entries()) expect(text).toContain(`${i + 1}. ${o.hi}`);
      expect(text).toContain(`उत्तर: ${q.correctOption + 1}. ${q.options[q.correctOption]?.hi}`);
      expect(text).toContain(`व्याख्या: ${q.explanation.hi}`);
      expect(text).toContain(q.text.en);
    }
  });
});
