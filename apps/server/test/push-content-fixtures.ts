// The fake push service, the browsers registered at it, and questions whose every text is distinct,
// for push-content.test.ts (issue 22, scenario 20).
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BankQuestion, type ExamKey, examTemplates, type QuestionInput } from '@abhyas/core';
import { eq, inArray } from 'drizzle-orm';
import { decrypt } from 'http_ece';
import { expect } from 'vitest';
import { practiceSets, questions, setQuestions } from '../src/db/schema/index.ts';
import { createPracticeSet, keyOf, type student } from './exam-factories.ts';
import type { TestApp } from './helpers.ts';
import type { QuestionContent } from './push-content-checks.ts';

export type Student = Awaited<ReturnType<typeof student>>;

export interface Received {
  path: string;
  body: Buffer;
}
const b64url = (b: Buffer) => b.toString('base64url');

/** A push service on plain http inside the test: it keeps every push it is sent, answering 201. */
export class FakePushService {
  readonly received: Received[] = [];
  /** The browsers registered, by their endpoint's path: their private key and auth secret. */
  private readonly browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string }>();
  private server: Server | undefined;
  private url = '';

  async start(): Promise<void> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.received.push({ path: req.url ?? '', body: Buffer.concat(chunks) });
        res.statusCode = 201;
        res.end();
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  close(): Promise<unknown> {
    return new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve(undefined)));
  }

  /** Registers a new browser for `who` at `/push/<name>`, as the web app does. */
  async subscribe(t: TestApp, who: Student, name: string): Promise<string> {
    const at = `/push/${name}`;
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = b64url(randomBytes(16));
    this.browsers.set(at, { ecdh, auth });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notification/token',
      headers: who.headers,
      payload: {
        token: JSON.stringify({
          endpoint: `${this.url}${at}`,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth },
        }),
        device: 'Mobile Android (Google Inc.)',
        userId: who.user.id,
        timestamp: new Date().toISOString(),
      },
    });
    expect(res.json()).toEqual({ success: true });
    return at;
  }

  open(r: Received): string {
    const browser = this.browsers.get(r.path);
    if (!browser) throw new Error(`a push to a browser nobody registered: ${r.path}`);
    return decrypt(r.body, {
      version: 'aes128gcm',
      privateKey: browser.ecdh,
      authSecret: browser.auth,
    }).toString();
  }
}

// ---- Questions whose every text is distinct (so a leak of any of them is found, never a false one) ----

/** The questions of `examKey`'s template, each text, option and explanation its own. */
export function ownQuestions(examKey: ExamKey, tag: string): QuestionInput[] {
  const out: QuestionInput[] = [];
  examTemplates[examKey].sections.forEach((section, s) => {
    for (let i = 0; i < section.totalQuestions; i += 1) {
      const n = out.length + 1;
      out.push({
        section: s + 1,
        subject: 'maths',
        topic: 'average',
        difficulty: 'easy',
        text: {
          hi: `गोपनीय प्रश्न ${tag}-${n}: नौ और ग्यारह का औसत कितना है?`,
          en: `Sealed question ${tag}-${n}: what is the average of nine and eleven?`,
        },
        options: [0, 1, 2, 3].map((k) => ({
          hi: `गोपनीय विकल्प ${tag}-${n}-${k}`,
          en: `sealed option ${tag}-${n}-${k}`,
        })),
        answer: keyOf(n) + 1,
        explanation: {
          hi: `गोपनीय हल ${tag}-${n}: दोनों को जोड़कर दो से भाग दें।`,
          en: `Sealed working ${tag}-${n}: add both and halve the sum.`,
        },
      });
    }
  });
  return out;
}

/** A published (or secret) set of its own questions: its slug, id and their content. */
export async function ownSetOf(t: TestApp, examKey: ExamKey, published = true) {
  const set = await createPracticeSet(t.database.db, examKey, {
    published,
    lead: ownQuestions(examKey, randomUUID().slice(0, 8)),
  });
  const rows = await t.database.db
    .select({ setId: practiceSets.id, ...contentColumns })
    .from(setQuestions)
    .innerJoin(practiceSets, eq(practiceSets.id, setQuestions.setId))
    .innerJoin(questions, eq(questions.id, setQuestions.questionId))
    .where(eq(practiceSets.slug, set.slug));
  expect(rows).toHaveLength(examTemplates[examKey].sections.reduce((n, s) => n + s.totalQuestions, 0));
  const content: QuestionContent[] = rows.map(({ setId: _, ...q }) => q);
  return { set, id: rows[0]?.setId ?? '', content };
}

/** A question's text, options and explanation: what no payload may carry. */
export const contentColumns = {
  textHi: questions.textHi,
  textEn: questions.textEn,
  options: questions.options,
  explanationHi: questions.explanationHi,
  explanationEn: questions.explanationEn,
};

/** The content of the questions `ids`, as a payload check compares it. */
export const contentOf = async (t: TestApp, ids: string[]): Promise<QuestionContent[]> =>
  ids.length === 0
    ? []
    : t.database.db.select(contentColumns).from(questions).where(inArray(questions.id, ids));

/** The bank's problems of the day: questions in no set, each text its own. */
export const bankQuestion = (n: number, tag: string): BankQuestion => ({
  subject: 'history',
  topic: n % 2 ? 'modern-history' : 'ancient-history',
  difficulty: 'easy',
  text: {
    hi: `आज का गोपनीय प्रश्न ${tag}-${n}: दांडी यात्रा किस वर्ष हुई?`,
    en: `Daily sealed question ${tag}-${n}: in which year was the Dandi march?`,
  },
  options: [0, 1, 2, 3].map((k) => ({
    hi: `दैनिक विकल्प ${tag}-${n}-${k}`,
    en: `daily option ${tag}-${n}-${k}`,
  })),
  answer: 2,
  explanation: {
    hi: `दैनिक हल ${tag}-${n}: नमक सत्याग्रह का वर्ष।`,
    en: `Daily working ${tag}-${n}: the year of the salt satyagraha.`,
  },
});

/** Moves the fake clock forward to an instant given in IST, e.g. '2026-11-26T08:00'. */
export const moveClockToIst = (t: TestApp, local: string) => {
  const ms = Date.parse(`${local}:00+05:30`) - t.clock().getTime();
  expect(ms, `the clock only moves forward (to ${local} IST)`).toBeGreaterThanOrEqual(0);
  t.clock.advance(ms);
};
