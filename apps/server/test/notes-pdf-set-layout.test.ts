import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPracticeSet, keyOf, type SeededSet, student } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { pdfDataDir, submittedAttempt } from './notes-pdf-fixtures.ts';
import { hasPdftotext, pdfText } from './pdf-text.ts';

/**
 * A set's PDF is the question paper, and with=answers the paper followed by the answer key with the
 * explanations; no question and no answer is split across two pages (pdf/set-pdf.ts, writer.ts
 * keepTogether). Read page by page with pdftotext (pages end with a form feed).
 */
let t: TestApp;
let dataDir: string;
let set: SeededSet;
let headers: Record<string, string>;

beforeAll(async () => {
  dataDir = pdfDataDir();
  t = await createTestApp({ DATA_DIR: dataDir });
  set = await createPracticeSet(t.database.db, 'SSC');
  const s = await student(t.app, t.database.db);
  headers = s.headers;
  await submittedAttempt(t.database.db, s.user.id, set.slug);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function pages(query: string): Promise<string[][]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/notes/sets/${set.slug}/pdf?${query}`, headers });
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload)
    .split('\f')
    .map((page) =>
      page
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '' && !l.startsWith('Abhyas ·')),
    )
    .filter((lines) => lines.length > 0);
}

interface Block {
  page: number;
  n: number;
  lines: string[];
}

/**
 * The blocks of each page, each from a line matching `start` (its number in group 1) to the next; the
 * lines of a page before its first block are returned apart (a title or a section heading may stand
 * there, never the rest of a block begun on the page before).
 */
function blocks(all: string[][], start: RegExp): { blocks: Block[]; leading: string[] } {
  const found: Block[] = [];
  const leading: string[] = [];
  all.forEach((lines, page) => {
    let current: Block | undefined;
    for (const line of lines) {
      const m = start.exec(line);
      if (m) {
        current = { page, n: Number(m[1]), lines: [] };
        found.push(current);
      } else if (current) current.lines.push(line);
      else leading.push(line);
    }
  });
  return { blocks: found, leading };
}

const option = /^[1-4]\. \d+$/;

describe.skipIf(!hasPdftotext)('a set PDF laid out as a paper, then its answer key', () => {
  it('prints the paper without answers or explanations, each question whole on one page', async () => {
    const paper = await pages('language=both');
    const text = paper.flat().join('\n');
    expect(text).not.toMatch(/Answer|Explanation|उत्तर|व्याख्या/);
    expect(paper.length).toBeGreaterThan(10);
    const { blocks: questions, leading } = blocks(paper, /^(\d+)\. प्रश्न /);
    expect(questions.map((q) => q.n)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    for (const q of questions) {
      // Its English text and all eight options (four per language) are on the page it starts on.
      expect(q.lines.some((l) => l.includes(` no ${q.n}:`))).toBe(true);
      expect(q.lines.filter((l) => option.test(l))).toHaveLength(8);
    }
    // Nothing continues a question at the top of a page.
    expect(leading.filter((l) => option.test(l) || / no \d+:/.test(l))).toEqual([]);
  });

  it('prints the answer key with the explanations after the whole paper, each answer whole on one page', async () => {
    const all = await pages('language=both&with=answers');
    const keyPage = all.findIndex((lines) => lines.some((l) => l.includes('Answer key and explanations')));
    const lastQuestion = all.findIndex((lines) => lines.some((l) => l.includes(' no 100:')));
    expect(lastQuestion).toBeGreaterThan(0);
    expect(keyPage).toBeGreaterThan(lastQuestion);
    expect(all.slice(0, keyPage).flat().join('\n')).not.toMatch(/Answer:|Explanation/);
    const { blocks: answers } = blocks(all.slice(keyPage), /^(\d+)\. उत्तर: /);
    expect(answers.map((a) => a.n)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    for (const a of answers) {
      // Question n's key is option keyOf(n) + 1, whose text is n + keyOf(n).
      expect(a.lines).toContain(`Answer: ${keyOf(a.n) + 1}. ${a.n + keyOf(a.n)}`);
      expect(a.lines).toContain(`Explanation: Explanation ${a.n}`);
    }
    // The key's first page holds its title, then answers: no answer runs over from the page before.
    const { leading } = blocks(all.slice(keyPage + 1), /^(\d+)\. उत्तर: /);
    expect(leading).toEqual([]);
  });

  it('refuses a `with` other than answers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/notes/sets/${set.slug}/pdf?with=key`,
      headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.rule).toBe('validation.notes.pdfWithInvalid');
  });
});
