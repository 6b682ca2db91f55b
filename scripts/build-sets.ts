/**
 * Builds the practice sets of every exam template from the question bank and the generated families
 * (content/set-plan.ts says which sources feed which section). Writes content/sets/<exam>-mock-<n>.json
 * and content/sets/sectional-<subject>.json, naming bank questions by reference and generated ones by
 * family and seed, so a set is small and always agrees with the bank. Deterministic: the same bank
 * gives the same sets.
 *
 * A set that exists is kept as it is (students have sat it: its questions must not change under their
 * results); only missing sets are built. Sets 1 and 2 of an exam took the least used bank questions;
 * sets 3 and 4 take only the **reserved stock** (questions of `reserved-*.json` bank files, written for
 * the sets) and questions some set already holds (sealed already), each in at most three sets and none
 * in two sets of one exam, so the open stock the quizzes, bank, cards and POTD use never shrinks. An
 * exam whose reserved stock cannot fill a set gets no set (the run says which and what it lacked).
 * Run: node --import tsx scripts/build-sets.ts [--rebuild], then npx biome format --write content/sets.
 * `--rebuild` writes every built set again from today's bank (only for a bank no student has used).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type BankQuestion,
  type ExamKey,
  examKeys,
  examTemplates,
  generatedQuestion,
  normaliseText,
  passagesTogether,
  practiceExamKeys,
  questionRef,
} from '@abhyas/core';
import { contentRoot, filesIn, loadBank } from '../content/library.ts';
import {
  examNames,
  examSectionSources,
  type Source,
  sectionalPlans,
  sectionSources,
} from '../content/set-plan.ts';
import { isReservedFile, maxSetsPerQuestion as maxUses, openStockSets } from '../content/set-stock.ts';

const setsPerExam = 4;
const rebuild = process.argv.includes('--rebuild');
const setDir = join(contentRoot, 'sets');

/** FNV-1a of a string: seeds that depend only on names, so a rebuild gives the same sets. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
/** mulberry32: a small seeded random source for shuffling. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function shuffle<T>(items: readonly T[], rand: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

type Entry = { section: number; ref: string } | { section: number; generate: string; seed: number };

const bankFiles = loadBank();
const bank = bankFiles.flatMap((f) => f.questions);
const bankByRefMap = new Map(bank.map((q) => [questionRef(q.text.en), q] as const));
/** References of the reserved stock: bank files named reserved-*.json, written for the sets. */
const reserved = new Set(
  bankFiles
    .filter((f) => isReservedFile(f.name))
    .flatMap((f) => f.questions.map((q) => questionRef(q.text.en))),
);
/** How many questions each passage has in the bank: a set takes a passage's questions all or none. */
const passageSize = new Map<string, number>();
for (const q of bank) if (q.passage) passageSize.set(q.passage.en, (passageSize.get(q.passage.en) ?? 0) + 1);
/** Each bank question's passage (English text), by reference, to keep a passage's questions together. */
const passageOfRef = new Map(
  bank.flatMap((q) => (q.passage ? [[questionRef(q.text.en), q.passage.en] as const] : [])),
);
/** While building a set numbered above `openStockSets`: only reserved or already-sealed questions. */
let reservedOnly = false;
/** How often each bank question is already used, so sets spread over the whole bank. */
const uses = new Map<string, number>();
/** Bank references and generated texts already in one of the current exam's sets (reset per exam). */
const inThisExam = new Set<string>();
/** Generated texts → their options and key: a text must mean one question everywhere. */
const generatedSignatures = new Map<string, string>();

/** Splits `total` questions over the sources by weight (largest remainders get the rest). */
function quotas(sources: readonly Source[], total: number): number[] {
  const sum = sources.reduce((n, s) => n + s.weight, 0);
  const exact = sources.map((s) => (total * s.weight) / sum);
  const out = exact.map(Math.floor);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  const missing = total - out.reduce((n, q) => n + q, 0);
  for (let k = 0; k < missing; k += 1) {
    const index = order[k % order.length]?.[1] ?? 0;
    out[index] = (out[index] ?? 0) + 1;
  }
  return out;
}

function fromBank(
  source: Extract<Source, { bank: string }>,
  count: number,
  taken: Set<string>,
  rand: () => number,
): string[] {
  const allowed = (ref: string) =>
    !reservedOnly ||
    (!inThisExam.has(ref) && (uses.get(ref) ?? 0) < maxUses && (reserved.has(ref) || uses.has(ref)));
  const pool = bank.filter(
    (q: BankQuestion) =>
      q.subject === source.bank &&
      (!source.topics || source.topics.includes(q.topic)) &&
      !taken.has(normaliseText(q.text.en)) &&
      allowed(questionRef(q.text.en)),
  );
  // Questions the exam's other set already holds come last, then the least used anywhere.
  const rank = (q: BankQuestion) => {
    const ref = questionRef(q.text.en);
    return (inThisExam.has(ref) ? 1_000_000 : 0) + (uses.get(ref) ?? 0);
  };
  const ranked = shuffle(pool, rand).sort((a, b) => rank(a) - rank(b));
  // A passage's questions come as a whole group (reading comprehension, cloze: five each), a few per
  // section as the real papers have them; single draws never take a passage question.
  const chosen: BankQuestion[] = [];
  if (reservedOnly) {
    const groups = new Map<string, BankQuestion[]>();
    for (const q of ranked) if (q.passage) groups.set(q.passage.en, [...(groups.get(q.passage.en) ?? []), q]);
    let room = Math.floor(count / 12);
    for (const group of groups.values()) {
      const whole = group.length === (passageSize.get(group[0]?.passage?.en ?? '') ?? 0);
      if (room === 0 || !whole || chosen.length + group.length > count) continue;
      chosen.push(...group);
      room -= 1;
    }
  }
  chosen.push(...ranked.filter((q) => !q.passage).slice(0, count - chosen.length));
  return chosen.map((q) => {
    const ref = questionRef(q.text.en);
    uses.set(ref, (uses.get(ref) ?? 0) + 1);
    inThisExam.add(ref);
    taken.add(normaliseText(q.text.en));
    return ref;
  });
}

function fromGenerators(
  families: readonly string[],
  count: number,
  taken: Set<string>,
  salt: string,
): { generate: string; seed: number }[] {
  const out: { generate: string; seed: number }[] = [];
  for (let k = 0; out.length < count && k < count * 50; k += 1) {
    const family = families[(hash(salt) + k) % families.length] as string;
    const seed = hash(`${salt}:${k}`) & 0x7fffffff;
    const q = generatedQuestion(family, seed, 1);
    const key = normaliseText(q.text.en);
    const signature = JSON.stringify([q.options, q.answer]);
    const known = generatedSignatures.get(key);
    if (taken.has(key) || inThisExam.has(key) || writtenTexts.has(key)) continue;
    if (reservedOnly && (uses.get(key) ?? 0) >= maxUses) continue;
    if (known !== undefined && known !== signature) continue;
    generatedSignatures.set(key, signature);
    taken.add(key);
    inThisExam.add(key);
    uses.set(key, (uses.get(key) ?? 0) + 1);
    out.push({ generate: family, seed });
  }
  if (out.length < count) throw new Error(`${salt}: only ${out.length} of ${count} generated questions`);
  return out;
}

/** One section's entries: each source's share, a short source's shortfall passed to the next. */
function fillSection(
  sources: readonly Source[],
  count: number,
  section: number,
  taken: Set<string>,
  salt: string,
): Entry[] {
  const rand = random(hash(salt));
  const shares = quotas(sources, count);
  const entries: Entry[] = [];
  let shortfall = 0;
  sources.forEach((source, i) => {
    const want = (shares[i] ?? 0) + shortfall;
    const got =
      'bank' in source
        ? fromBank(source, want, taken, rand).map((ref) => ({ section, ref }))
        : fromGenerators(source.gen, want, taken, `${salt}:${i}`).map((g) => ({ section, ...g }));
    shortfall = want - got.length;
    entries.push(...got);
  });
  // What the last source could not give comes from the others, in order, then from any generated one.
  for (const source of sources) {
    if (shortfall === 0) break;
    if (!('bank' in source)) continue;
    const more = fromBank(source, shortfall, taken, rand);
    entries.push(...more.map((ref) => ({ section, ref })));
    shortfall -= more.length;
  }
  if (shortfall > 0) {
    const subjects = sources.flatMap((s) => ('bank' in s ? [s.bank] : [])).join(', ');
    throw new Error(`${salt}: ${shortfall} questions short (bank: ${subjects})`);
  }
  // Mixed, then each passage's questions together where the first fell, in their text's order.
  return passagesTogether(
    shuffle(entries, rand),
    (e) => ('ref' in e ? passageOfRef.get(e.ref) : undefined),
    (e) => ('ref' in e ? (bankByRefMap.get(e.ref)?.text.en ?? '') : ''),
  );
}

/** /exams lists series in the spec's exam order (§9), the subject-wise sectional tests last. */
const seriesPosition = (key: ExamKey) => (examKeys.indexOf(key) + 1) * 10;
const sectionalPosition = 1000;

const slugOf = (key: ExamKey) => key.toLowerCase().replace(/_/g, '-');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function seriesOf(key: ExamKey) {
  const template = examTemplates[key];
  const name = examNames[key];
  const sectionsEn = template.sections.map((s) => `${s.sectionName} (${s.totalQuestions})`).join(', ');
  const sectionsHi = template.sections.map((s) => `${s.sectionNameHi} (${s.totalQuestions})`).join(', ');
  const negative = template.markForInCorrectAns;
  return {
    slug: `${slugOf(key)}-mocks`,
    position: seriesPosition(key),
    title: { en: `${name.en} Full Mock Tests`, hi: `${name.hi} फुल मॉक टेस्ट` },
    description: {
      en: `Full-length bilingual mock tests on the ${name.en} pattern: ${sectionsEn}. ${plural(template.duration, 'minute', 'minutes')}, +${template.markForCorrectAns} for a right answer${negative ? `, −${Math.abs(negative)} for a wrong one` : ', no negative marking'}. Every question has a worked solution.`,
      hi: `${name.hi} के पैटर्न पर पूर्ण-लंबाई के द्विभाषी मॉक टेस्ट: ${sectionsHi}। ${template.duration} मिनट, सही उत्तर पर +${template.markForCorrectAns}${negative ? `, गलत उत्तर पर −${Math.abs(negative)}` : ', कोई नकारात्मक अंकन नहीं'}। हर प्रश्न का विस्तृत हल।`,
    },
  };
}

/** Texts of written questions (bank and hand-written sets): a generated question must not reuse one. */
const writtenTexts = new Set(bank.map((q) => normaliseText(q.text.en)));

/** Hand-written set files (questions written out) are kept; the series they use is reused. */
const handWritten = filesIn(setDir, '.json')
  .map((name) => ({ name, file: JSON.parse(readFileSync(join(setDir, name), 'utf8')) }))
  .filter(({ file }) => !file.built);
for (const { file } of handWritten)
  for (const q of file.questions as { text?: { en?: string } }[])
    if (q.text?.en) writtenTexts.add(normaliseText(q.text.en));

/** Two-space JSON with one question entry per line, as Biome formats it (short objects stay inline). */
const write = (name: string, value: { questions: object[] } & Record<string, unknown>) => {
  const { questions, ...head } = value;
  const top = JSON.stringify(head, null, 2)
    .replace(/\n}$/, '')
    .replace(/\[\n\s+"hi",\n\s+"en"\n\s+\]/, '["hi", "en"]');
  const lines = questions.map(
    (q) =>
      `    ${JSON.stringify(q)
        .replace(/([:,])/g, '$1 ')
        .replace(/^\{/, '{ ')
        .replace(/\}$/, ' }')}`,
  );
  writeFileSync(join(setDir, name), `${top},\n  "questions": [\n${lines.join(',\n')}\n  ]\n}\n`);
};

/** Built set files on disk, kept unless --rebuild: their questions count as used before anything is built. */
const kept = rebuild
  ? []
  : filesIn(setDir, '.json')
      .map((name) => ({ name, file: JSON.parse(readFileSync(join(setDir, name), 'utf8')) }))
      .filter(({ file }) => file.built);
const keptSlugs = new Set(kept.map(({ file }) => file.set.slug as string));
/** Each exam's questions (bank references, generated texts) in its kept and hand-written sets. */
const examQuestions = new Map<string, Set<string>>();
for (const { file } of [...handWritten, ...kept]) {
  const mine = examQuestions.get(file.examKey) ?? new Set<string>();
  examQuestions.set(file.examKey, mine);
  for (const q of file.questions as { ref?: string; generate?: string; seed?: number }[]) {
    const key =
      q.ref ?? (q.generate ? normaliseText(generatedQuestion(q.generate, q.seed ?? 0, 1).text.en) : '');
    if (!key) continue;
    uses.set(key, (uses.get(key) ?? 0) + 1);
    mine.add(key);
    if (q.generate) {
      const g = generatedQuestion(q.generate, q.seed ?? 0, 1);
      generatedSignatures.set(key, JSON.stringify([g.options, g.answer]));
    }
  }
}

/** Sets that could not be built, with what they lacked. */
const short: string[] = [];
/** Builds one set, or leaves every count as it was and says what it lacked. */
function attempt<T>(slug: string, build: () => T): T | undefined {
  const saved = { uses: new Map(uses), exam: new Set(inThisExam), signatures: new Map(generatedSignatures) };
  try {
    return build();
  } catch (error) {
    uses.clear();
    for (const [k, v] of saved.uses) uses.set(k, v);
    generatedSignatures.clear();
    for (const [k, v] of saved.signatures) generatedSignatures.set(k, v);
    inThisExam.clear();
    for (const k of saved.exam) inThisExam.add(k);
    short.push(`${slug}: ${(error as Error).message}`);
    return undefined;
  }
}
let written = 0;
// Live-only templates (CAPF, UGC NET, GATE, NEET, JEE Main) get no practice sets: their papers are
// the reserved live stock in content/live (docs/content.md).
for (const key of practiceExamKeys) {
  const template = examTemplates[key];
  const own = handWritten.filter(({ file }) => file.examKey === key);
  inThisExam.clear();
  for (const k of examQuestions.get(key) ?? []) inThisExam.add(k);
  const series = own[0]?.file.series ?? seriesOf(key);
  if (own[0]) {
    // A hand-written set keeps its series, placed in the exam order like the built ones.
    series.position = seriesPosition(key);
    writeFileSync(join(setDir, own[0].name), `${JSON.stringify(own[0].file, null, 2)}\n`);
  }
  for (let n = own.length + 1; n <= setsPerExam; n += 1) {
    const slug = `${slugOf(key)}-mock-${n}`;
    if (keptSlugs.has(slug)) continue;
    // Once an exam lacks set n it cannot have n + 1: its sets are numbered without gaps.
    reservedOnly = n > openStockSets;
    const taken = new Set<string>();
    const questions = attempt(slug, () =>
      template.sections.flatMap((section, i) => {
        const sources = examSectionSources[key]?.[section.sectionName] ?? sectionSources[section.sectionName];
        if (!sources) throw new Error(`${key}: no sources for section ${section.sectionName}`);
        return fillSection(sources, section.totalQuestions, i + 1, taken, `${slug}:${i}`);
      }),
    );
    if (!questions) break;
    write(`${slug}.json`, {
      format: 'abhyas-set/1',
      built: true,
      examKey: key,
      series,
      set: {
        slug,
        title: { en: `${examNames[key].en} Mock Test ${n}`, hi: `${examNames[key].hi} मॉक टेस्ट ${n}` },
        languages: ['hi', 'en'],
        free: true,
        published: true,
      },
      questions,
    });
    written += 1;
  }
}
reservedOnly = false;

const general = examTemplates.general.sections[0];
for (const plan of sectionalPlans) {
  const slug = `sectional-${plan.slug}`;
  if (keptSlugs.has(slug)) continue;
  const questions = fillSection(plan.sources, general?.totalQuestions ?? 50, 1, new Set(), slug);
  write(`${slug}.json`, {
    format: 'abhyas-set/1',
    built: true,
    examKey: 'general',
    series: {
      slug: 'sectional-tests',
      position: sectionalPosition,
      title: { en: 'Subject-wise Sectional Tests', hi: 'विषयवार सेक्शनल टेस्ट' },
      description: {
        en: 'One 50-question test per subject, 60 minutes, no negative marking: practise a single subject before taking full mocks.',
        hi: 'हर विषय का 50 प्रश्नों का एक टेस्ट, 60 मिनट, कोई नकारात्मक अंकन नहीं: पूर्ण मॉक से पहले एक-एक विषय का अभ्यास करें।',
      },
    },
    set: {
      slug,
      title: { en: `${plan.title.en}: Sectional Test`, hi: `${plan.title.hi}: सेक्शनल टेस्ट` },
      languages: ['hi', 'en'],
      free: true,
      published: true,
      sectionNames: [plan.title],
    },
    questions,
  });
  written += 1;
}
console.log(`${written} set files written to content/sets, ${keptSlugs.size} kept as they were`);
for (const line of short) console.log(`not built (reserved stock too thin): ${line}`);
