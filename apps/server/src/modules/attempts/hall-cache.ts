import { randomUUID } from 'node:crypto';
import type { ExamKey, HallQuestion, PeerPace } from '@abhyas/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { questions } from '../../db/schema/index.ts';
import { PromiseCache } from '../../lib/promise-cache.ts';

// The shapes the caches hold are declared here, not beside their loaders: deps.ts names HallCaches,
// and the loaders import deps.ts, so declaring them there made a type-only import cycle.

/**
 * What a save needs to know about its attempt, cached per app (`d.caches.attemptFacts`) so a save
 * costs one statement. A change of deadline (compensatory time granted mid-test) calls
 * `d.caches.forget({ attempts })`, which reaches every node.
 */
export interface AttemptFacts {
  userId: string;
  setId: string;
  examKey: ExamKey;
  startedAt: Date;
  deadline: Date;
  compensatoryMinutes: number;
}

/** A question as the hall serves it (never its key), and how many options a save may choose from. */
export interface SetQuestion {
  hall: HallQuestion;
  optionCount: number;
}

export interface SetQuestions {
  list: SetQuestion[];
  byId: Map<string, SetQuestion>;
  /** `list`'s hall questions as JSON text, made once: the paper every candidate is sent. */
  hallJson: string;
}

/**
 * What a set's PDF prints of each question (notes/services/render-set-pdf.ts), in order. Held beside
 * the hall's copy of the set and dropped with it, so a PDF request costs the exam hall no query of a
 * hundred bilingual questions on the event loop (bench/pdf-hall.ts); a corrected key or an edited
 * question drops it like the set's questions.
 */
export type SetPrintRow = Pick<
  typeof questions.$inferSelect,
  | 'textHi'
  | 'textEn'
  | 'options'
  | 'correctOption'
  | 'explanationHi'
  | 'explanationEn'
  | 'imageUrl'
  | 'passage'
> & { position: number; section: number };

/**
 * A set's printed questions with a hash of what each variant prints (the paper: no key or
 * explanation; the answers: all of it), taken once when the set is read, so a PDF request's version
 * costs a short hash instead of serialising a hundred bilingual questions on the event loop.
 */
export interface SetPrint {
  rows: SetPrintRow[];
  paperHash: string;
  answersHash: string;
}

/** What to drop: some sets' questions and some attempts' facts. */
export interface Forget {
  sets?: readonly string[];
  attempts?: readonly string[];
}

/**
 * The exam hall's caches, one set per app (in its Deps), so a thousand candidates saving into one set
 * cost no set reload and each save is one statement. Whatever edits what they hold calls `forget`
 * after its transaction committed: the entries go here at once and, through Redis when the app has
 * it, on every other node (docs/exam-hall.md, "Caches and edits"). The TTLs are only a backstop for a
 * message lost while a node was disconnected; a node that reconnects drops everything.
 */
export interface HallCaches {
  setQuestions: PromiseCache<SetQuestions>;
  /** A set's printed questions and their hashes, keyed by set id (SetPrint). */
  setPrint: PromiseCache<SetPrint>;
  attemptFacts: PromiseCache<AttemptFacts | undefined>;
  /** Median pace of a set's ranked takers for the plausibility floor; it moves slowly. */
  peerPace: PromiseCache<PeerPace>;
  forget(what: Forget): Promise<void>;
  close(): Promise<void>;
}

const SET_TTL_MS = 60_000;
const FACTS_TTL_MS = 60_000;
const PACE_TTL_MS = 5 * 60_000;

export async function createHallCaches(opts: {
  clock: () => Date;
  log: FastifyBaseLogger;
  redis?: Redis;
  channel: string;
}): Promise<HallCaches> {
  const setQuestions = new PromiseCache<SetQuestions>(opts.clock, SET_TTL_MS, 5_000);
  const setPrint = new PromiseCache<SetPrint>(opts.clock, SET_TTL_MS, 500);
  const attemptFacts = new PromiseCache<AttemptFacts | undefined>(opts.clock, FACTS_TTL_MS, 50_000);
  const peerPace = new PromiseCache<PeerPace>(opts.clock, PACE_TTL_MS, 5_000);
  const dropAll = () => {
    setQuestions.clear();
    setPrint.clear();
    attemptFacts.clear();
    peerPace.clear();
  };
  const apply = (what: Forget) => {
    for (const id of what.sets ?? []) {
      setQuestions.delete(id);
      setPrint.delete(id);
    }
    for (const id of what.attempts ?? []) attemptFacts.delete(id);
  };

  const node = randomUUID();
  const sub = opts.redis?.duplicate();
  if (sub) {
    // ioredis retries every ~2 s while Redis is down, each retry an 'error': say it once per outage
    // (a node left on an unreachable Redis wrote 12 warnings with stacks a minute, for ever).
    let linkDown = false;
    sub.on('error', (err: unknown) => {
      if (!linkDown) opts.log.warn({ err }, 'hall cache subscriber: redis unavailable; retrying');
      linkDown = true;
    });
    let connected = false;
    let subscribed = false;
    // Redis down at start-up must not stop the server: it runs on the TTLs until the link is back.
    const subscribe = () =>
      sub.subscribe(opts.channel).then(
        () => {
          subscribed = true;
        },
        (err: unknown) => opts.log.error({ err }, 'hall cache: could not subscribe to invalidations'),
      );
    sub.on('ready', () => {
      if (linkDown) opts.log.info('hall cache subscriber: redis reachable again');
      linkDown = false;
      // Messages sent while this node was away are lost: start clean after every reconnect.
      if (connected) dropAll();
      connected = true;
      if (!subscribed) void subscribe();
    });
    sub.on('message', (channel: string, text: string) => {
      if (channel !== opts.channel) return;
      try {
        const msg = JSON.parse(text) as Forget & { node?: string };
        if (msg.node !== node) apply(msg);
      } catch (err) {
        opts.log.warn({ err }, 'hall cache: unreadable invalidation message');
      }
    });
    await subscribe();
  }

  return {
    setQuestions,
    setPrint,
    attemptFacts,
    peerPace,
    async forget(what) {
      apply(what);
      if (!opts.redis) return;
      try {
        await opts.redis.publish(opts.channel, JSON.stringify({ ...what, node }));
      } catch (err) {
        // The edit is committed; other nodes catch up within the TTL. Never fail the admin's request.
        opts.log.error({ err }, 'hall cache: could not publish an invalidation');
      }
    },
    async close() {
      if (sub) await sub.quit().catch(() => undefined);
    },
  };
}
