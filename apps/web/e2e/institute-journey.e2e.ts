import { addIndianDays, indianDayOf } from '@abhyas/core';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type Session, signUpStudent } from './support/api.ts';
import { serverDay } from './support/attendance-day.ts';
import {
  chromiumArgs,
  chromiumPath,
  collectPageErrors,
  desktop,
  phone,
  screenshot,
} from './support/browser.ts';
import { text } from './support/locales.ts';
import { closePotdDialog } from './support/potd-dialog.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signInAs } from './support/sign-in.ts';

/**
 * Issue 18's journey, once at phone size in Hindi and once at desktop size in English: an institute
 * registers, a platform admin approves it, its admin imports 30 students (and a teacher) from a CSV
 * and 50 questions from a Moodle XML file and makes two batches, the teacher marks a week of
 * attendance with the last day offline, the admin makes a test and assigns it to a batch, a student
 * takes it in the exam hall, and the admin sees the result on the dashboard and the student's
 * performance page and opens the parents' report card link (a PDF, without an account).
 *
 * The roster import adds existing accounts only (docs/institutes.md), so the accounts are made through
 * the API first, each answering the exam question of a first visit with "not now".
 */
type Lang = 'hi' | 'en';

const password = 'Tayari#2026';
const studentCount = 30;
let server: RunningServer;
let browser: Browser;

const account = (username: string, name: string) => signUpStudent(server.url, { name, username, password });

interface Cast {
  owner: Session;
  teacher: Session;
  students: Session[];
}
const casts = {} as Record<Lang, Cast>;

const firstNames = ['Aditi', 'Rohan', 'Kavya', 'Arjun', 'Sneha', 'Vikram', 'Pooja', 'Rahul', 'Neha', 'Karan'];
const lastNames = ['Sharma', 'Verma', 'Yadav'];

async function makeCast(lang: Lang): Promise<Cast> {
  const owner = await account(`jr_${lang}_owner`, lang === 'hi' ? 'Suresh Meena' : 'Anita Rao');
  const teacher = await account(`jr_${lang}_teacher`, lang === 'hi' ? 'Mahesh Gupta' : 'Ritu Singh');
  const students: Session[] = [];
  // A few at a time: each sign-up hashes a password.
  for (let i = 0; i < studentCount; i += 5) {
    const batch = await Promise.all(
      Array.from({ length: 5 }, (_, k) => {
        const n = i + k;
        const name = `${firstNames[n % 10]} ${lastNames[Math.floor(n / 10)]}`;
        return account(`jr_${lang}_s${String(n + 1).padStart(2, '0')}`, name);
      }),
    );
    students.push(...batch);
  }
  return { owner, teacher, students };
}

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_ENABLED: 'false' });
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  casts.hi = await makeCast('hi');
  casts.en = await makeCast('en');
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The roster file: 15 students in each batch and the teacher in the first; Hindi column names in Hindi. */
function rosterCsv(lang: Lang, cast: Cast, batches: [string, string]): Buffer {
  const header = lang === 'hi' ? 'नाम,username,बैच,भूमिका' : 'name,username,batch,role';
  const rows = cast.students.map(
    (s, i) => `${s.user.name},${s.user.username},${batches[i < studentCount / 2 ? 0 : 1]},`,
  );
  rows.push(
    `${cast.teacher.user.name},${cast.teacher.user.username},${batches[0]},${lang === 'hi' ? 'शिक्षक' : 'teacher'}`,
  );
  return Buffer.from(`${[header, ...rows].join('\n')}\n`, 'utf8');
}

/** 50 multiple-choice questions (the general exam's template) as Moodle exports them; the first option is right. */
function moodleXml(lang: Lang): Buffer {
  const questions = Array.from({ length: 50 }, (_, i) => {
    const a = i + 3;
    const b = (i % 7) + 2;
    const q =
      lang === 'hi'
        ? `${a} और ${b} का योग कितना है? (प्रश्न ${i + 1})`
        : `What is ${a} plus ${b}? (question ${i + 1})`;
    const options = [a + b, a + b + 1, a + b + 2, a + b - 1];
    return `  <question type="multichoice">
    <name><text>Q${i + 1}</text></name>
    <questiontext format="html"><text><![CDATA[<p>${q}</p>]]></text></questiontext>
    <generalfeedback format="html"><text><![CDATA[<p>${a} + ${b} = ${a + b}</p>]]></text></generalfeedback>
    <defaultgrade>1.0000000</defaultgrade>
    <single>true</single>
    <shuffleanswers>true</shuffleanswers>
${options.map((o, k) => `    <answer fraction="${k === 0 ? 100 : 0}" format="html"><text><![CDATA[<p>${o}</p>]]></text></answer>`).join('\n')}
  </question>`;
  });
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions.join('\n')}\n</quiz>\n`,
    'utf8',
  );
}

/** A datetime-local value in Indian time, `minutes` from now. */
function indianLocal(minutes: number): string {
  return new Date(Date.now() + minutes * 60_000 + 330 * 60_000).toISOString().slice(0, 16);
}

async function newPage(viewport: {
  width: number;
  height: number;
}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'hi-IN' });
  return { context, page: await context.newPage() };
}

async function signedIn(
  lang: Lang,
  viewport: { width: number; height: number },
  username: string,
  pass = password,
) {
  const { context, page } = await newPage(viewport);
  const errors = collectPageErrors(page);
  await signInAs(page, server.url, lang, username, pass);
  await closePotdDialog(page);
  return { context, page, errors };
}

const runs = [
  { lang: 'hi' as const, viewport: phone, size: 'phone' },
  { lang: 'en' as const, viewport: desktop, size: 'desktop' },
];

describe('an institute from registration to a parent’s report card', () => {
  it.each(runs)(
    '$lang at $size size',
    async ({ lang, viewport, size }) => {
      // A failure leaves a picture of every open page, to tell what the screen showed.
      onTestFailed(async () => {
        const open = browser.contexts().flatMap((c) => c.pages());
        await Promise.all(open.map((p, i) => screenshot(p, `institute-failed-${lang}-${i}`).catch(() => '')));
      });
      const t = (key: string, vars: Record<string, string | number> = {}) => text(lang, key, vars);
      const shot = (page: Page, step: string) => screenshot(page, `institute-${step}-${lang}-${size}`);
      const cast = casts[lang];
      const institute = lang === 'hi' ? 'प्रगति कोचिंग संस्थान' : 'Pragati Coaching Institute';
      const batchNames: [string, string] =
        lang === 'hi' ? ['सुबह बैच', 'शाम बैच'] : ['Morning batch', 'Evening batch'];
      const allErrors: string[] = [];

      // 1. The owner registers the institute from the landing page's call to action.
      const owner = await signedIn(lang, viewport, cast.owner.user.username);
      allErrors.push(...owner.errors);
      const page = owner.page;
      await page.goto(server.url);
      await page.getByRole('link', { name: t('content.landing.cta.register') }).click();
      await page.waitForURL('**/organization/register');
      await page.getByLabel(t('organisations.fields.name')).fill(institute);
      await page.getByLabel(t('organisations.fields.kind')).selectOption('coaching');
      await page.getByLabel(t('organisations.fields.city')).fill(lang === 'hi' ? 'जयपुर' : 'Jaipur');
      await page.getByLabel(t('organisations.fields.state')).selectOption('RJ');
      await page.getByLabel(t('organisations.fields.contactName')).fill(cast.owner.user.name);
      await page.getByLabel(t('organisations.fields.phone')).fill('9876543210');
      await page.getByLabel(t('organisations.fields.email')).fill(`${cast.owner.user.username}@example.com`);
      await page.getByLabel(t('organisations.fields.expectedStudents')).fill('30');
      await page.getByRole('button', { name: t('organisations.register.submit') }).click();
      await page.getByText(t('organisations.status.pending.title')).waitFor();
      await shot(page, '1-registered');

      // 2. A platform admin approves it.
      const admin = await signedIn(lang, viewport, 'demo_admin', 'Abhyas@2026');
      allErrors.push(...admin.errors);
      await admin.page.goto(`${server.url}/organization/manage`);
      const request = admin.page.getByRole('listitem').filter({ hasText: institute });
      await request.getByRole('button', { name: t('organisations.manage.approve'), exact: true }).click();
      await admin.page.getByText(t('organisations.manage.approved', { name: institute })).waitFor();
      await shot(admin.page, '2-approved');
      await admin.context.close();

      // 3. The owner, now its admin, makes two batches and imports the roster.
      await page.reload();
      await page.getByText(t('organisations.status.approved.title')).waitFor();
      // Seeing the approval renews the token with the institute's claims (docs/institutes.md).
      await page.waitForFunction(() => localStorage.getItem('organizationId') !== null);
      await page.getByRole('link', { name: t('organisations.status.approved.open') }).click();
      await page.getByRole('heading', { name: t('instituteDashboards.admin.title') }).waitFor();
      await page.goto(`${server.url}/student-management`);
      for (const name of batchNames) {
        await page.getByLabel(t('batches.batches.name')).fill(name);
        await page.getByRole('button', { name: t('batches.batches.create') }).click();
        await page.locator('p', { hasText: name }).first().waitFor();
        // The form empties itself once the batch is made (after the list shows it): type the next after.
        await expect.poll(() => page.getByLabel(t('batches.batches.name')).inputValue()).toBe('');
      }
      await page.getByLabel(t('batches.import.file')).setInputFiles({
        name: 'roster.csv',
        mimeType: 'text/csv',
        buffer: rosterCsv(lang, cast, batchNames),
      });
      await page.getByRole('button', { name: t('batches.import.check') }).click();
      await page.getByText(t('batches.import.ready', { added: studentCount + 1, already: 0 })).waitFor();
      await page.getByRole('button', { name: t('batches.import.run'), exact: true }).click();
      await page.getByText(t('batches.import.done', { added: studentCount + 1, already: 0 })).waitFor();
      await page.getByText(t('batches.batches.counts', { students: 15, teachers: 1 })).waitFor();
      expect(await page.getByText(t('batches.import.outcome.joined'), { exact: false }).count()).toBe(
        studentCount + 1,
      );
      await shot(page, '3-roster');

      // 4. The institute's questions from a Moodle XML file, a test of them, assigned to the first batch.
      await page.goto(`${server.url}/organization/exam-dashboard/manage`);
      await page
        .getByLabel(t('batchTests.import.file'))
        .setInputFiles({ name: 'questions.xml', mimeType: 'application/xml', buffer: moodleXml(lang) });
      await expect.poll(() => page.getByLabel(t('batchTests.import.format')).inputValue()).toBe('moodle-xml');
      await page.getByLabel(t('batchTests.import.subject')).selectOption('maths');
      await page.getByRole('button', { name: t('batchTests.import.run'), exact: true }).click();
      await page.getByText(t('batchTests.make.chosen', { chosen: 0, needed: 50 })).waitFor();
      await shot(page, '4-questions');
      const title = lang === 'hi' ? 'साप्ताहिक टेस्ट 1' : 'Weekly test 1';
      await page.getByLabel(t(`batchTests.make.title${lang === 'hi' ? 'Hi' : 'En'}`)).fill(title);
      await page.getByRole('button', { name: t('batchTests.make.newest_other', { count: 50 }) }).click();
      await page.getByRole('button', { name: t('batchTests.make.create') }).click();
      await page.getByText(t('batchTests.make.done')).waitFor();
      await page.getByLabel(t('batchTests.assign.set'), { exact: true }).selectOption({ label: title });
      await page
        .getByLabel(t('batchTests.assign.batch'), { exact: true })
        .selectOption({ label: batchNames[0] });
      await page.getByLabel(t('batchTests.assign.opens')).fill(indianLocal(-5));
      await page.getByLabel(t('batchTests.assign.closes')).fill(indianLocal(180));
      await page.getByRole('button', { name: t('batchTests.assign.run'), exact: true }).click();
      await page.getByText(t('batchTests.assign.done')).waitFor();
      await shot(page, '4-assigned');

      // 5. The teacher marks the last seven days; today's with no network, saved when it returns.
      const teacher = await signedIn(lang, viewport, cast.teacher.user.username);
      const today = indianDayOf(Date.now());
      await teacher.page.goto(`${server.url}/organization/attendance-management`);
      await teacher.page.getByRole('button', { name: t('attendance.markAllPresent') }).waitFor();
      for (let i = 0; i < 6; i++)
        await teacher.page.getByRole('button', { name: t('attendance.previousDay') }).click();
      for (let back = 6; back >= 0; back--) {
        await teacher.page.getByRole('button', { name: t('attendance.markAllPresent') }).waitFor();
        if (back === 0) await teacher.context.setOffline(true);
        await teacher.page.getByRole('button', { name: t('attendance.markAllPresent') }).click();
        await teacher.page
          .getByRole('radiogroup')
          .nth(1 + (back % 3))
          .getByRole('radio', { name: t('attendance.status.absent') })
          .click();
        await teacher.page.getByRole('button', { name: new RegExp(t('attendance.save')) }).click();
        if (back > 0) {
          const saved =
            t('attendance.savedOnline', { batch: batchNames[0], date: '@', count: 0 }).split('@')[0] ?? '';
          await teacher.page.getByText(saved).first().waitFor();
          await expect
            .poll(async () => (await markedDay(teacher.page, addIndianDays(today, -back))).absent, {
              message: `day -${back}`,
            })
            .toBe(1);
          await teacher.page.getByRole('button', { name: t('attendance.nextDay') }).click();
        }
      }
      await teacher.page.getByText(t('attendance.pending.title_one', { count: 1 })).waitFor();
      await teacher.page.evaluate(() => window.scrollTo(0, 0));
      await shot(teacher.page, '5-attendance-offline');
      await teacher.context.setOffline(false);
      await teacher.page.getByText(t('attendance.synced.title')).waitFor();
      expect(await markedDay(teacher.page, today)).toEqual({ absent: 1, present: 14 });
      allErrors.push(...teacher.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e)));
      await teacher.context.close();

      // 6. A student of the first batch takes the test from their exam dashboard.
      const taker = cast.students[0] as Session;
      const student = await signedIn(lang, viewport, taker.user.username);
      allErrors.push(...student.errors);
      const sp = student.page;
      await sp.goto(`${server.url}/organization/exam-dashboard`);
      await sp.getByRole('link', { name: t('batchTests.mine.start') }).click();
      await sp.getByRole('heading', { name: t('hall.instructions.markingTitle') }).waitFor();
      await sp.getByRole('checkbox').check();
      await sp.getByRole('button', { name: t('hall.instructions.begin') }).click();
      await sp.getByTestId('question').waitFor();
      await shot(sp, '6-hall');
      // Three answers: the option showing the sum is right (the options are shuffled).
      for (let q = 0; q < 3; q++) {
        const shown = await sp.getByTestId('question-text').innerText();
        const [, x, y] = /(\d+)\D+(\d+)/.exec(shown) ?? [];
        const sum = String(Number(x) + Number(y));
        const before = await sp.getByTestId('question').getAttribute('data-number');
        await sp.getByTestId('question').getByRole('radio', { name: sum, exact: true }).check();
        await sp.getByRole('button', { name: t('hall.buttons.saveNext') }).click();
        await sp.waitForFunction(
          (n) => document.querySelector('[data-testid="question"]')?.getAttribute('data-number') !== n,
          before,
        );
      }
      await sp.getByRole('button', { name: t('hall.buttons.submit') }).click();
      await sp.getByRole('button', { name: t('hall.submit.confirm') }).click();
      await sp.waitForURL(/\/results/);
      await shot(sp, '6-result');
      await sp.goto(`${server.url}/organization/exam-dashboard`);
      await sp.getByText(t('batchTests.mine.score', { score: 3, max: 50 })).waitFor();
      await student.context.close();

      // 7. The admin sees it on the dashboard and on the student's page, and makes the parents' link.
      await page.goto(`${server.url}/organization/admin-dashboard`);
      await page.getByRole('heading', { name: t('instituteDashboards.admin.title') }).waitFor();
      await page.getByText(t('instituteDashboards.tests.takers', { submitted: 1, students: 15 })).waitFor();
      await shot(page, '7-dashboard');
      await page.goto(`${server.url}/organization/student/${taker.user.id}/performance`);
      await page.getByRole('heading', { name: taker.user.name, level: 1 }).waitFor();
      await page.getByRole('heading', { name: t('instituteDashboards.trend.title') }).waitFor();
      await page.getByRole('button', { name: t('instituteDashboards.report.create') }).click();
      const url = await page.getByTestId('report-url').innerText();
      await shot(page, '7-performance');

      // 8. A parent opens the link with no account: a PDF.
      const parent = await browser.newContext();
      const pdf = await parent.request.get(url.trim());
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await parent.close();
      await owner.context.close();

      expect(allErrors).toEqual([]);
    },
    150_000,
  );
});

/** How many of a day's marks are absent and present, as the server has them. */
async function markedDay(page: Page, day: string) {
  const saved = await serverDay(page, day);
  const count = (status: string) => saved.students.filter((s) => s.mark?.status === status).length;
  return { absent: count('absent'), present: count('present') };
}
