import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../test-support/chromium.ts';
import { atInterrupt, stop, warnings } from './lib/children.ts';
import { type ExamServer, startExamApp } from './lib/exam-load.ts';
import { makeTempDir, removeDir, repoRoot } from './lib/paths.ts';
import { formatRatio } from './lib/stats.ts';
import type { Bench, BenchOptions, SummaryRow } from './lib/types.ts';

const name = 'data-cost';
const dist = path.join(repoRoot, 'apps/web/dist');
const goalBytes = 300 * 1024;
const seriesSlug = 'ssc-cgl-full-mocks';
const setSlug = 'ssc-cgl-mock-1';
const hallPath = `/exams/${seriesSlug}/${setSlug}`;
/** Questions answered with Save & Next before submitting. */
const answers = 5;
const stepTimeoutMs = 30_000;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Resource {
  url: string;
  kind: 'app' | 'api';
  type: string;
  bytes: number;
  status: number;
  via: 'page' | 'service worker';
}

/**
 * Forwards the browser's connections to the server and counts the bytes the server sends: the
 * ground truth on the wire (headers included), service worker downloads and all, whatever the
 * per-request attribution below manages to see.
 */
function countingProxy(target: URL): Promise<{ base: string; down: () => number; close: () => void }> {
  let down = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(client);
    sockets.add(upstream);
    upstream.on('data', (chunk: Buffer) => {
      down += chunk.length;
    });
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.once('error', end).once('close', end);
    upstream.once('error', end).once('close', end);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      resolve({
        base: `http://127.0.0.1:${address.port}`,
        down: () => down,
        close: () => {
          for (const s of sockets) s.destroy();
          server.close();
        },
      });
    });
  });
}

/** Every finished request's encoded (on-the-wire) body and header bytes, as Chromium reports them. */
function recordResources(context: BrowserContext): { resources: Resource[]; settle: () => Promise<void> } {
  const resources: Resource[] = [];
  const pending: Promise<void>[] = [];
  context.on('requestfinished', (request: Request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        // Answered from the service worker's cache: no bytes on the network for this one.
        if (!response || response.fromServiceWorker()) return;
        const sizes = await request.sizes();
        const url = new URL(request.url());
        resources.push({
          url: `${url.pathname}${url.search}`,
          kind: url.pathname.startsWith('/api/') ? 'api' : 'app',
          type: request.resourceType(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          status: response.status(),
          via: request.serviceWorker() ? 'service worker' : 'page',
        });
      })().catch(() => undefined),
    );
  });
  return { resources, settle: async () => void (await Promise.all(pending)) };
}

/** The student's journey through the real UI, in English. Throws naming the step that failed. */
async function uiJourney(
  page: Page,
  base: string,
  student: { username: string; password: string },
  steps: string[],
) {
  const step = (s: string) => steps.push(s);
  step('sign in');
  await page.goto(`${base}/signin`);
  await page.getByLabel('Username or email', { exact: true }).fill(student.username);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
  step('open the set and accept the instructions');
  await page.goto(`${base}${hallPath}`);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'I am ready to begin' }).click();
  const options = page.getByTestId('question').getByRole('radio');
  await options.first().waitFor();
  for (let i = 0; i < answers; i++) {
    step(`answer question ${i + 1} with Save & Next`);
    await options.nth(i % 4).check();
    await page.getByRole('button', { name: 'Save & Next' }).click();
  }
  step('submit');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, submit' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/results'));
  step('results shown');
  await page.waitForLoadState('networkidle');
}

/** The same exchanges made with fetch from the page, for when the hall UI is not (yet) there. */
async function apiJourney(page: Page, base: string, student: { username: string; password: string }) {
  if (!page.url().startsWith(base)) await page.goto(`${base}/`);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // A string, not a function: tsx's transform wraps named functions in a helper the page lacks.
  const script = `(async ({ student, setSlug, answers }) => {
    const json = async (url, init = {}, token) => {
      const res = await fetch(url, {
        ...init,
        headers: {
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: 'Bearer ' + token } : {}),
        },
      });
      if (!res.ok) throw new Error((init.method ?? 'GET') + ' ' + url + ': ' + res.status + ' ' + (await res.text()));
      return res.json();
    };
    let token = localStorage.getItem('token');
    if (!token) {
      const signin = await json('/api/auth/signin', {
        method: 'POST',
        body: JSON.stringify({ identifier: student.username, password: student.password }),
      });
      token = signin.token;
    }
    const state = await json('/api/attempts', {
      method: 'POST',
      body: JSON.stringify({ setId: setSlug, language: 'en' }),
    }, token);
    for (let i = 0; i < answers; i++) {
      await json('/api/attempts/' + state.id + '/saves', {
        method: 'POST',
        body: JSON.stringify({ saves: [{ seq: i + 1, questionId: state.questions[i].id, answer: i % 4, marked: false, timeSpentMs: 20000 }] }),
      }, token);
    }
    await json('/api/attempts/' + state.id + '/submit', { method: 'POST' }, token);
    const result = await json('/api/attempts/' + state.id + '/result', {}, token);
    return { questions: state.questions.length, rank: result.rank };
  })(${JSON.stringify({ student, setSlug, answers })})`;
  const outcome = (await page.evaluate(script)) as { questions: number; rank: number | null };
  return outcome;
}

async function run(_opts: BenchOptions): Promise<SummaryRow[]> {
  if (!fs.existsSync(path.join(dist, 'index.html')) && process.env.BENCH_DATA_COST_FORCE !== '1') {
    console.log(`${name}: skipped: build the web app first (apps/web/dist is missing)`);
    return [
      {
        bench: name,
        variant: 'full SSC set, cold start',
        figure: 'skipped: build the web app first',
        baseline: '—',
        ratio: '—',
      },
    ];
  }
  console.log(
    `${name}: Chromium, fresh profile, cold start: sign in, open ${hallPath}, begin, answer ${answers} questions, ` +
      'submit, results; bytes the server sent (counting proxy) and per resource (encoded body + headers)',
  );
  const dataDir = makeTempDir('data-cost-app');
  const profile = makeTempDir('data-cost-chromium');
  const cleanUp = () => {
    removeDir(dataDir);
    removeDir(profile);
  };
  const unregister = atInterrupt(cleanUp);
  let server: ExamServer | undefined;
  let context: BrowserContext | undefined;
  let proxy: Awaited<ReturnType<typeof countingProxy>> | undefined;
  try {
    server = await startExamApp('app (PGlite)', { dataDir }, { student: true });
    const student = server.setup.student;
    if (!student) throw new Error('no student fixture');
    proxy = await countingProxy(new URL(server.base));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: chromiumArgs.filter((a) => a !== '--headless'),
      headless: true,
      viewport: { width: 360, height: 800 },
      locale: 'en-IN',
    });
    // English before any of the app's scripts run, so the cold start is not followed by a reload.
    await context.addInitScript(
      "if (!localStorage.getItem('selectedLanguage')) localStorage.setItem('selectedLanguage', 'en');",
    );
    const { resources, settle } = recordResources(context);
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(stepTimeoutMs);

    const steps: string[] = [];
    let method = 'UI journey (sign-in form, instructions, Save & Next, Submit)';
    try {
      await uiJourney(page, proxy.base, student, steps);
    } catch (err) {
      const failedAt = steps.at(-1) ?? 'start';
      const why = err instanceof Error ? err.message.split('\n')[0] : String(err);
      console.log(`  UI journey stopped at "${failedAt}" (${why}); falling back to fetch from the page`);
      const done = await apiJourney(page, proxy.base, student);
      method = `fallback after UI step "${failedAt}": app load + start/saves/submit/result through fetch in the page (${done.questions} questions)`;
    }
    // Let the service worker finish precaching: those bytes are part of a cold start too.
    await page.waitForTimeout(2000);
    await settle();

    const wire = proxy.down();
    const sum = (kind: Resource['kind']) =>
      resources.filter((r) => r.kind === kind).reduce((n, r) => n + r.bytes, 0);
    const app = sum('app');
    const api = sum('api');
    const unattributed = Math.max(0, wire - app - api);
    console.log(`  method: ${method}`);
    console.log(
      `  on the wire (proxy): ${kb(wire)}; per resource: app ${kb(app)} (${resources.filter((r) => r.kind === 'app').length} responses), ` +
        `API ${kb(api)} (${resources.filter((r) => r.kind === 'api').length} responses), not attributed ${kb(unattributed)}`,
    );
    console.log('  largest responses:');
    for (const r of [...resources]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, Number(process.env.BENCH_DATA_COST_TOP ?? 10))) {
      console.log(
        `    ${kb(r.bytes).padStart(9)}  ${r.kind.padEnd(3)} ${r.type.padEnd(10)} ${r.status} ${r.url}${r.via === 'page' ? '' : ' (service worker)'}`,
      );
    }
    const seen = warnings(server.proc);
    if (seen.length > 0)
      console.log(`  ${server.proc.label} logged ${seen.length} warning/error line(s), above`);
    return [
      {
        bench: name,
        variant: `full SSC set (100 q, bilingual), cold start${method.startsWith('UI') ? '' : ' (API fallback)'}`,
        figure: `${kb(wire)} (app ${kb(app)}, API ${kb(api)}, other ${kb(unattributed)})`,
        baseline: `goal ${kb(goalBytes)}`,
        ratio: formatRatio(wire / goalBytes),
      },
    ];
  } finally {
    await context?.close().catch(() => undefined);
    proxy?.close();
    if (server) await stop(server.proc);
    unregister();
    cleanUp();
  }
}

export const dataCost: Bench = { name, run };
