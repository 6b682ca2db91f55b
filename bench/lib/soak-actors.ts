/**
 * The soak's actors (bench/soak.ts): a candidate in the hall, a student quizzing, one reading the
 * bank, one downloading set PDFs, and the study groups' chat, each looping at a person's pace until
 * the run ends, every HTTP answer counted by kind in `Counts`.
 */
import { randomUUID } from 'node:crypto';
import { type DeliveryLog, sampleText } from './chat-load.ts';
import { type JsonClient, sleep } from './exam-load.ts';
import type { LightSocket } from './light-socket.ts';

/** How long a chat message may take to reach every member. */
export const chatTimeoutMs = 15_000;
const rand = (lo: number, hi: number) => lo + Math.random() * (hi - lo);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;

/** Every HTTP answer by kind, and the current sample window's latencies. */
export class Counts {
  readonly byKind = new Map<string, { latencies: number[]; errors: number }>();
  window: number[] = [];
  samples: string[] = [];
  measuring = false;

  ok(kind: string, latency: number): void {
    if (!this.measuring) return;
    this.kind(kind).latencies.push(latency);
    this.window.push(latency);
  }

  error(kind: string, why: string): void {
    if (!this.measuring) return;
    this.kind(kind).errors += 1;
    if (this.samples.length < 8) this.samples.push(`${kind}: ${why.slice(0, 200)}`);
  }

  private kind(kind: string) {
    const known = this.byKind.get(kind);
    if (known) return known;
    const fresh = { latencies: [] as number[], errors: 0 };
    this.byKind.set(kind, fresh);
    return fresh;
  }
}

/** One timed request: a 2xx is counted with its latency, anything else (or a throw) as an error. */
export async function timed<T>(
  counts: Counts,
  kind: string,
  client: JsonClient,
  method: string,
  url: string,
  body: unknown,
  token: string,
): Promise<T | null> {
  try {
    const r = await client.request<T>(method, url, body, token);
    if (r.status >= 200 && r.status < 300) {
      counts.ok(kind, r.ms);
      return r.body;
    }
    counts.error(kind, `${r.status} ${url} ${JSON.stringify(r.body)}`);
  } catch (err) {
    counts.error(kind, err instanceof Error ? err.message : String(err));
  }
  return null;
}

export interface Actors {
  client: JsonClient;
  counts: Counts;
  running: () => boolean;
}

/** A candidate in the hall: a save every 3–8 s (a person reading and answering), now and then a reload. */
export async function candidate(a: Actors, token: string, attemptId: string, questionIds: readonly string[]) {
  let seq = 0;
  await sleep(rand(0, 5_000));
  while (a.running()) {
    seq += 1;
    const save = {
      seq,
      questionId: pick(questionIds),
      answer: Math.random() < 0.1 ? null : Math.floor(Math.random() * 4),
      marked: Math.random() < 0.1,
      timeSpentMs: Math.floor(rand(5_000, 60_000)),
    };
    const ack = await timed<{ acked?: number[]; rejected?: unknown[] }>(
      a.counts,
      'hall save',
      a.client,
      'POST',
      `/api/attempts/${attemptId}/saves`,
      { saves: [save] },
      token,
    );
    if (ack && (!ack.acked?.includes(seq) || (ack.rejected?.length ?? 0) > 0))
      a.counts.error('hall save', `not acknowledged: ${JSON.stringify(ack)}`);
    if (Math.random() < 0.03)
      await timed(a.counts, 'hall state', a.client, 'GET', `/api/attempts/${attemptId}`, undefined, token);
    await sleep(rand(3_000, 8_000));
  }
}

/** A practice quiz after another: ten answers 2–5 s apart, finish, result, a pause (inside quizStart's limit). */
export async function quizzer(a: Actors, token: string, subjects: readonly string[]) {
  await sleep(rand(0, 10_000));
  while (a.running()) {
    const quiz = await timed<{ id: string }>(
      a.counts,
      'quiz start',
      a.client,
      'POST',
      '/api/quizzes',
      { subject: pick(subjects), length: 10 },
      token,
    );
    if (quiz) {
      for (let position = 1; position <= 10 && a.running(); position++) {
        await sleep(rand(2_000, 5_000));
        const answer = { position, answer: Math.floor(Math.random() * 4) };
        await timed(
          a.counts,
          'quiz answer',
          a.client,
          'POST',
          `/api/quizzes/${quiz.id}/answers`,
          answer,
          token,
        );
      }
      await timed(a.counts, 'quiz finish', a.client, 'POST', `/api/quizzes/${quiz.id}/finish`, {}, token);
      await timed(
        a.counts,
        'quiz result',
        a.client,
        'GET',
        `/api/quizzes/${quiz.id}/result`,
        undefined,
        token,
      );
    }
    await sleep(rand(8_000, 15_000));
  }
}

const searches = ['भारत', 'constitution', 'river', 'संसद', 'photosynthesis', 'interest', 'राजधानी'];

/** The bank: a subject's pages, now and then a search, 2–5 s apart. */
export async function reader(a: Actors, token: string, subjects: readonly string[]) {
  await sleep(rand(0, 5_000));
  while (a.running()) {
    const query =
      Math.random() < 0.25
        ? `q=${encodeURIComponent(pick(searches))}`
        : `subject=${pick(subjects)}&page=${1 + Math.floor(Math.random() * 5)}`;
    await timed(a.counts, 'bank', a.client, 'GET', `/api/questions/bank?${query}`, undefined, token);
    await sleep(rand(2_000, 5_000));
  }
}

/** A set's PDF every 15–30 s (made in the render thread the first time, from its cache after). */
export async function downloader(a: Actors, token: string, pdfs: readonly string[]) {
  await sleep(rand(0, 5_000));
  while (a.running()) {
    await timed(a.counts, 'set PDF', a.client, 'GET', pick(pdfs), undefined, token);
    await sleep(rand(15_000, 30_000));
  }
}

/** Each group gets a message every 1/rate s from its next member in turn. */
export async function chatter(
  a: Actors,
  groups: { groupId: string; sockets: LightSocket[]; first: number }[],
  rate: number,
  log: DeliveryLog,
  pending: Promise<boolean>[],
  senders: Map<string, number>,
) {
  let n = 0;
  await Promise.all(
    groups.map(async (g, k) => {
      await sleep((k * 1000) / rate / groups.length);
      for (let turn = 0; a.running(); turn++) {
        const due = performance.now() + 1000 / rate;
        const member = turn % g.sockets.length;
        const clientId = randomUUID();
        // Logged from the first message (the warm-up's arrive after it); the figures restart at measuring.
        senders.set(clientId, g.first + member);
        pending.push(log.send(clientId, g.first + member, g.sockets.length - 1, chatTimeoutMs));
        g.sockets[member]!.timeout(chatTimeoutMs)
          .emitWithAck('sendMessage', { groupId: g.groupId, clientId, text: sampleText(n++) })
          .then(
            (ack) => {
              if ((ack as { ok?: boolean } | null)?.ok === true) return;
              a.counts.error('chat send', JSON.stringify(ack));
              log.cancel(clientId);
            },
            (err: unknown) => {
              a.counts.error('chat send', err instanceof Error ? err.message : String(err));
              log.cancel(clientId);
            },
          );
        await sleep(Math.max(0, due - performance.now()));
      }
    }),
  );
}
