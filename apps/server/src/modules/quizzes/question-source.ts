import { generate, indianDayOf, type Localized, questionFamilies } from '@abhyas/core';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questions } from '../../db/schema/index.ts';
import { type Seal, sealedFor, sealsOf } from '../exams/sealing.ts';

/** A question chosen for a quiz: from the bank (questionId) or generated (familyKey + seed). */
export interface QuestionPick {
  questionId: string | null;
  familyKey: string | null;
  seed: number | null;
  subject: string;
  topic: string;
}

/** A question's content and key, read from the bank or regenerated from its seed. */
export interface QuestionContent {
  text: Localized;
  options: Localized[];
  image: string | null;
  /** A reading-comprehension or cloze question's passage. */
  passage?: Localized;
  correctOption: number;
  explanation: Localized;
  /** Set when the key is sealed for the viewer (core's `sealOf`): no verdict, key or explanation goes out. */
  seal?: Seal;
}

/** Who draws (or views), and when: the draw's order depends on what they met and when. */
export interface Drawer {
  userId: string;
  now: Date;
}

export const refOf = (p: Pick<QuestionPick, 'questionId' | 'familyKey' | 'seed'>): string =>
  p.questionId ? `bank:${p.questionId}` : `gen:${p.familyKey}:${p.seed}`;

/**
 * What this student may practise: every question whose key they may see (core's honest-ranks rule,
 * `sealedFor`): never one of a ranked set they have not submitted, of the test they are sitting, of
 * an unpublished paper, or today's or a coming Problem of the Day. A quiz's verdict carries the key,
 * so a quiz draws only from these (docs/quizzes.md); and no current-affairs question past its expiry.
 */
export const practiceFor = (userId: string, now: Date): SQL =>
  sql`${questions.id} not in (${sealedFor(userId, indianDayOf(now))}) and ${stillCurrent(indianDayOf(now), sql`questions`)}`;

/**
 * A question practised on `today`: every question but a current-affairs one whose fact is still to
 * come (written ahead for a coming day) or past its expiry (docs/current-affairs.md). `q` names the
 * questions table: the draw's alias by default, or the table itself.
 */
export const stillCurrent = (today: string, q: SQL = sql`q`): SQL =>
  sql`(${q}.expires_on is null or (${q}.fact_date <= ${today}::date and ${q}.expires_on >= ${today}::date))`;

/** The generated families that feed a subject (and topic). */
export const familiesFor = (subject: string, topic: string | null) =>
  questionFamilies.filter((f) => f.subject === subject && (topic === null || f.topic === topic));

/** `n` fresh generated questions from the families of a subject (and topic), round-robin. */
export function drawGenerated(subject: string, topic: string | null, n: number): QuestionPick[] {
  const families = familiesFor(subject, topic);
  if (families.length === 0 || n <= 0) return [];
  const start = Math.floor(Math.random() * families.length);
  return Array.from({ length: n }, (_, i) => {
    const f = families[(start + i) % families.length] as (typeof families)[number];
    return {
      questionId: null,
      familyKey: f.key,
      seed: 1 + Math.floor(Math.random() * 2_147_483_646),
      subject: f.subject,
      topic: f.topic,
    };
  });
}

export type BankContentRow = Pick<
  typeof questions.$inferSelect,
  | 'textHi'
  | 'textEn'
  | 'options'
  | 'imageUrl'
  | 'passage'
  | 'correctOption'
  | 'explanationHi'
  | 'explanationEn'
>;

const bankContent = (q: BankContentRow): QuestionContent => ({
  text: { hi: q.textHi, en: q.textEn },
  options: q.options,
  image: q.imageUrl,
  ...(q.passage ? { passage: q.passage } : {}),
  correctOption: q.correctOption,
  explanation: { hi: q.explanationHi, en: q.explanationEn },
});

/** A drawn bank row with its content (draw-bank.ts). */
export const drawn = (r: BankContentRow & { id: string; subject: string; topic: string }): DrawnQuestion => ({
  questionId: r.id,
  familyKey: null,
  seed: null,
  subject: r.subject,
  topic: r.topic,
  content: bankContent(r),
});

/**
 * Content and key of each pick, keyed by its ref: bank rows in one read, generated ones regenerated.
 * `known` holds content the caller already has (drawn with the questions); those are not read again.
 */
export async function loadContent(
  tx: Db,
  picks: readonly Pick<QuestionPick, 'questionId' | 'familyKey' | 'seed'>[],
  known?: ReadonlyMap<string, QuestionContent>,
  viewer?: Drawer,
): Promise<Map<string, QuestionContent>> {
  const out = new Map<string, QuestionContent>(known);
  if (viewer) {
    // A question may have been sealed since it was drawn (the student started its set, or it was
    // put in a new ranked set): its verdict, key and explanation are withheld until that set opens.
    const bankIds = picks.flatMap((p) => (p.questionId ? [p.questionId] : []));
    const seals = await sealsOf(tx, viewer.userId, bankIds, viewer.now);
    await fill(tx, picks, out);
    for (const [id, seal] of seals) {
      const c = out.get(`bank:${id}`);
      if (c) out.set(`bank:${id}`, { ...c, seal });
    }
    return out;
  }
  await fill(tx, picks, out);
  return out;
}

async function fill(
  tx: Db,
  picks: readonly Pick<QuestionPick, 'questionId' | 'familyKey' | 'seed'>[],
  out: Map<string, QuestionContent>,
): Promise<void> {
  const ids = picks.flatMap((p) => (p.questionId && !out.has(`bank:${p.questionId}`) ? [p.questionId] : []));
  if (ids.length > 0) {
    const rows = await tx.select().from(questions).where(inArray(questions.id, ids));
    for (const q of rows) out.set(`bank:${q.id}`, bankContent(q));
  }
  for (const p of picks) {
    if (p.questionId || !p.familyKey || p.seed === null) continue;
    const family = questionFamilies.find((f) => f.key === p.familyKey);
    if (!family) continue;
    const g = generate(family, p.seed);
    out.set(refOf(p), {
      text: g.text,
      options: g.options,
      image: null,
      correctOption: g.answer - 1,
      explanation: g.explanation,
    });
  }
}

/** A bank pick whose content came with the draw (createQuiz then need not read it again). */
export interface DrawnQuestion extends QuestionPick {
  questionId: string;
  content: QuestionContent;
}
