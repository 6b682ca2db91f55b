import fs from 'node:fs';
import path from 'node:path';
import {
  displayMarks,
  type ExamKey,
  examTemplates,
  expandSetEntries,
  type QuestionInput,
  scoreCountsMilli,
  setFileSchema,
} from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankByRef, loadBank } from '../../../content/library.ts';
import { repoRoot } from '../../../test-support/server-process.ts';
import { collectPageErrors, desktop, openBrowser, phone, screenshot } from './support/browser.ts';
import { text } from './support/locales.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signInDemoStudent } from './support/sign-in.ts';

// Takes whole built practice sets (questions named from the bank and the generators) through the
// hall as a student does, and checks the score against the set file's own keys. CI takes CTET; set
// CONTENT_SETS=ctet-mock-1,nda-mock-1,nabard-mock-1 to take more.
const setSlugs = (process.env.CONTENT_SETS ?? 'ctet-mock-1').split(',');
const bank = bankByRef(loadBank());

function setFile(slug: string) {
  const file = setFileSchema.parse(
    JSON.parse(fs.readFileSync(path.join(repoRoot, 'content/sets', `${slug}.json`), 'utf8')),
  );
  const { questions, problems } = expandSetEntries(file.questions, bank);
  if (problems.length) throw new Error(problems.join('; '));
  return { file, questions };
}

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** What the journey answers for question n (1-based): every third skipped, others right or wrong. */
function choiceFor(n: number, q: QuestionInput): number | null {
  if (n % 3 === 0) return null;
  return n % 2 === 0 ? q.answer - 1 : q.answer % q.options.length;
}

describe('full practice sets built from the bank', () => {
  it.each(setSlugs)(
    'takes %s from its exam page to its result, every question in order',
    async (slug) => {
      const { file, questions } = setFile(slug);
      const examKey = file.examKey as ExamKey;
      const template = examTemplates[examKey];
      const browser = await openBrowser({ viewport: slug === setSlugs[0] ? phone : desktop });
      const page = await browser.newPage();
      const errors = collectPageErrors(page);
      try {
        await signInDemoStudent(page, server.url);
        // The exam's series, as the /exams list opens it, then the set's instructions.
        await page.goto(`${server.url}/exams/${file.series.slug}/hi`);
        const card = page.getByRole('listitem').filter({ hasText: file.set.title.hi });
        await card.getByRole('link').first().click();
        await page.getByRole('heading', { name: text('hi', 'hall.instructions.markingTitle') }).waitFor();
        await page.getByRole('checkbox').check();
        await page.getByRole('button', { name: text('hi', 'hall.instructions.begin') }).click();
        await page.getByTestId('question').waitFor();

        const perSection = template.sections.map(() => ({ correct: 0, wrong: 0 }));
        for (let n = 1; n <= questions.length; n += 1) {
          const q = questions[n - 1] as QuestionInput;
          const panel = page.getByTestId('question');
          expect(await panel.getAttribute('data-number')).toBe(String(n));
          // Plain text must match the file; TeX is typeset, so it is compared by number only.
          if (!q.text.hi.includes('$'))
            expect(squash(await page.getByTestId('question-text').innerText())).toBe(squash(q.text.hi));
          const choice = choiceFor(n, q);
          if (choice !== null) {
            await panel.getByRole('radio').nth(choice).check();
            const counts = perSection[q.section - 1];
            if (!counts) throw new Error(`section ${q.section}`);
            if (choice === q.answer - 1) counts.correct += 1;
            else counts.wrong += 1;
          }
          // As in the real CBT, a choice counts only once Save & Next saves it, the last one too.
          await page.getByRole('button', { name: text('hi', 'hall.buttons.saveNext') }).click();
          if (n === questions.length) break;
          await page.waitForFunction(
            (before) =>
              document.querySelector('[data-testid="question"]')?.getAttribute('data-number') !== before,
            String(n),
          );
        }
        if (slug === setSlugs[0]) await screenshot(page, `content-${slug}-last-question-hi`);
        await page.waitForFunction(
          () => document.querySelector('[data-testid="save-status"]')?.getAttribute('data-state') === 'saved',
        );
        await page.getByRole('button', { name: text('hi', 'hall.buttons.submit') }).click();
        await page.getByRole('button', { name: text('hi', 'hall.submit.confirm') }).click();
        await page.waitForURL((url) => url.pathname.endsWith('/results'), { timeout: 60_000 });
        const attemptId = new URL(page.url()).searchParams.get('attempt');
        const result = await page.evaluate(async (id) => {
          const res = await fetch(`/api/attempts/${id}/result`, {
            headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
          });
          return res.json();
        }, attemptId);
        // The result shows marks to two decimals (−0.625 steps give thousandths).
        expect(result.score).toBe(displayMarks(scoreCountsMilli(examKey, perSection).totalMilli));
        await screenshot(page, `content-${slug}-result-hi`);
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
      }
    },
    300_000,
  );

  it('reads an exam page in both languages, with its sets one click away', async () => {
    const browser = await openBrowser({ viewport: phone });
    const page = await browser.newPage();
    try {
      await page.goto(`${server.url}/exam/nabard`);
      await page.getByRole('heading', { level: 1, name: 'NABARD ग्रेड A' }).waitFor();
      for (const key of ['about', 'eligibility', 'syllabus', 'selection', 'plan', 'dates'])
        await page.getByRole('heading', { level: 2, name: text('hi', `content.examBlog.${key}`) }).waitFor();
      expect(await page.title()).toContain('NABARD');
      await page.getByRole('button', { name: 'English', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Eligibility' }).waitFor();
      await screenshot(page, 'content-exam-nabard-en');
      await page.getByRole('link', { name: 'Start practice sets' }).first().click();
      await page.waitForURL((url) => url.pathname === '/exams' && url.search === '?exam=NABARD');
      await page.getByText('NABARD Grade A Phase 1 Full Mock Tests').waitFor();
    } finally {
      await browser.close();
    }
  });
});
