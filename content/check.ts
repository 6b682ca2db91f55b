import {
  type BankQuestion,
  bankQuestionSchema,
  examTemplates,
  expandSetEntries,
  normaliseText,
  questionFileSchema,
  setFileSchema,
} from '@abhyas/core';
import { examNames } from './set-plan.ts';

/** What the set check shares across files: where each text first appeared, and generated content. */
export interface SetCheckContext {
  /** Normalised English text → where it first appeared (bank questions and written-out set questions). */
  seen?: Map<string, string>;
  /** Bank questions by reference (`questionRef`), for sets that name bank questions. */
  bank?: ReadonlyMap<string, BankQuestion>;
  /** Normalised text of generated questions → their options and key, which must agree everywhere. */
  generated?: Map<string, string>;
}

/** Misspellings seen in the content (issue 10), with the right spelling. */
const misspellings: [RegExp, string][] = [
  [/श्रृंखला/, 'शृंखला'],
  [/संग्रहीत/, 'संगृहीत'],
];
/** "(A) …", "B) …", "(1) …": a label the hall would print after its own option number. */
const optionLabel = /^\s*(\([A-Ea-e1-5]\)|[A-Ea-e1-5]\))\s/;

/** Wording problems of one question: options that carry their own label, known misspellings. */
export function questionWordingProblems(q: Pick<BankQuestion, 'text' | 'options' | 'explanation'>): string[] {
  const problems: string[] = [];
  q.options.forEach((o, i) => {
    if (optionLabel.test(o.en) || optionLabel.test(o.hi))
      problems.push(`option ${i + 1} starts with a label ("${o.en}"): the hall numbers options itself`);
  });
  const texts = [q.text, q.explanation, ...q.options].flatMap((l) => [l.en, l.hi]);
  for (const [wrong, right] of misspellings)
    if (texts.some((t) => wrong.test(t))) problems.push(`"${wrong.source}" is spelt ${right}`);
  return problems;
}

/** A bracketed note at the end of an option: "रसधानी (रिक्तिका)", "Paddy (rice)". */
const trailingNote = /\([^)]*\)\s*$/;

/**
 * The key may not be the only option ending with a bracketed note, in either language: the blind
 * re-audits of issue 21 kept finding it (a gloss added to make the right answer clear marks it out),
 * and a student picks the glossed option without knowing the answer.
 */
export function keyNoteProblems(q: Pick<BankQuestion, 'options' | 'answer'>): string[] {
  return (['hi', 'en'] as const).flatMap((lang) => {
    const noted = q.options.map((o) => trailingNote.test(o[lang]));
    if (!noted[q.answer - 1] || noted.filter(Boolean).length !== 1) return [];
    const key = q.options[q.answer - 1]?.[lang];
    return [
      `the key is the only option with a bracketed note (${lang}: "${key}"): put the note in the explanation, or note every option alike`,
    ];
  });
}

/**
 * A key much longer than every other option gives itself away: the fourth re-audit of issue 21 found
 * it the commonest defect left (a precise right answer beside short wrong ones), and 144 bank
 * questions had it. Refused when the key is at least 1.6 times as long as the longest other option
 * and 15 characters longer, in either language; make the wrong options as specific, or the key shorter.
 */
export function keyLengthProblems(
  q: Pick<BankQuestion, 'options' | 'answer'> & { text?: BankQuestion['text'] },
): string[] {
  // Error spotting: the options are the sentence's own segments, fixed by the stem. The banking
  // papers' quadratic comparison: five fixed relations, the last always the longest.
  if (q.text && q.options.every((o) => q.text?.en.includes(o.en) || /^no error$/i.test(o.en))) return [];
  if (q.options.length === 5 && q.options.every((o) => /^x\s*[<>=≤≥]/.test(o.en))) return [];
  return (['hi', 'en'] as const).flatMap((lang) => {
    const key = q.options[q.answer - 1]?.[lang] ?? '';
    const longest = Math.max(...q.options.filter((_, i) => i !== q.answer - 1).map((o) => o[lang].length));
    if (key.length < 1.6 * longest || key.length - longest < 15) return [];
    return [
      `the key is much longer than every other option (${lang}: "${key}"): make the others as specific`,
    ];
  });
}

/** IBPS, PO, SSC, CBT: an exam's abbreviation, two capitals or more (a lone "A" of "Grade A" is not one). */
const abbreviation = /\b[A-Z]{2,}\b/g;

/**
 * Hindi titles keep the exam's abbreviations in Latin letters, as the English ones have them
 * ("IBPS PO प्रारंभिक मॉक टेस्ट 2", not "आईबीपीएस पीओ …"): the walk found both forms side by side in
 * one series (content/set-plan.ts says why Latin). Only the exam's own abbreviations (those of its
 * name): other terms are translated (IQ is बुद्धिलब्धि, Static GK स्थैतिक सामान्य ज्ञान).
 */
export function titleScriptProblems(
  examName: string,
  texts: Record<string, { hi: string; en: string }>,
): string[] {
  const own = new Set(examName.match(abbreviation) ?? []);
  return Object.entries(texts).flatMap(([where, text]) => {
    const missing = [...new Set(text.en.match(abbreviation) ?? [])].filter(
      (a) => own.has(a) && !text.hi.includes(a),
    );
    return missing.length
      ? [`${where}.hi writes ${missing.join(', ')} otherwise than in Latin letters, as ${where}.en does`]
      : [];
  });
}

/**
 * Every problem of one practice-set file, as readable lines; empty when the file is good. A set may
 * write its questions out, name bank questions (`ref`) or generated ones (`generate` + `seed`);
 * written-out questions may not repeat any other question, while named ones are the bank's own.
 */
export function checkSetFile(raw: unknown, name = 'set', context: SetCheckContext = {}): string[] {
  const file = setFileSchema.safeParse(raw);
  if (!file.success) return file.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const template = examTemplates[file.data.examKey];
  const bank = context.bank ?? new Map();
  const problems: string[] = [];
  const perSection = template.sections.map(() => 0);
  const inSet = new Map<string, number>();
  file.data.questions.forEach((entry, index) => {
    const n = index + 1;
    const expanded = expandSetEntries([entry], bank);
    const q = expanded.questions[0];
    if (!q) {
      problems.push(...expanded.problems.map((p) => p.replace('question 1', `question ${n}`)));
      return;
    }
    if (q.section > template.sections.length) problems.push(`question ${n}: no section ${q.section}`);
    else perSection[q.section - 1] = (perSection[q.section - 1] ?? 0) + 1;
    const key = normaliseText(q.text.en);
    const earlier = inSet.get(key);
    if (earlier) problems.push(`question ${n}: same text as question ${earlier}`);
    else inSet.set(key, n);
    if (typeof entry === 'object' && entry && 'generate' in entry) {
      const signature = JSON.stringify([q.options, q.answer]);
      const other = context.generated?.get(key);
      if (other !== undefined && other !== signature)
        problems.push(`question ${n}: generated text repeats another generated question with other options`);
      context.generated?.set(key, signature);
    } else if (!(typeof entry === 'object' && entry && 'ref' in entry)) {
      for (const p of [...questionWordingProblems(q), ...keyNoteProblems(q), ...keyLengthProblems(q)])
        problems.push(`question ${n}: ${p}`);
      const first = context.seen?.get(key);
      if (first) problems.push(`question ${n}: same text as ${first}`);
      else context.seen?.set(key, `${name} question ${n}`);
    }
  });
  problems.push(
    ...titleScriptProblems(examNames[file.data.examKey].en, {
      'set.title': file.data.set.title,
      'series.title': file.data.series.title,
      'series.description': file.data.series.description,
    }),
  );
  const names = file.data.set.sectionNames;
  if (names && names.length !== template.sections.length)
    problems.push(
      `set.sectionNames has ${names.length} names, the template has ${template.sections.length} sections`,
    );
  template.sections.forEach((section, i) => {
    if (perSection[i] !== section.totalQuestions)
      problems.push(
        `section ${i + 1} (${section.sectionName}) has ${perSection[i]} questions, the template needs ${section.totalQuestions}`,
      );
  });
  return problems;
}

/**
 * Every problem of one question-bank file (`content/questions/<subject>/*.json`): the schema, the
 * subject of each question matching its folder, and duplicates against `seen` (normalised English
 * text → where it first appeared), which the caller shares across the whole bank.
 */
export function checkQuestionFile(
  raw: unknown,
  subject: string,
  name: string,
  seen: Map<string, string>,
): string[] {
  const file = questionFileSchema.safeParse(raw);
  if (!file.success) return file.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const problems: string[] = [];
  file.data.questions.forEach((rawQuestion, index) => {
    const where = `${name} question ${index + 1}`;
    const q = bankQuestionSchema.safeParse(rawQuestion);
    if (!q.success) {
      for (const i of q.error.issues) problems.push(`${where} ${i.path.join('.')}: ${i.message}`);
      return;
    }
    if (q.data.subject !== subject)
      problems.push(`${where}: subject ${q.data.subject} in the ${subject} folder`);
    for (const p of [
      ...questionWordingProblems(q.data),
      ...keyNoteProblems(q.data),
      ...keyLengthProblems(q.data),
    ])
      problems.push(`${where}: ${p}`);
    const key = normaliseText(q.data.text.en);
    const earlier = seen.get(key);
    if (earlier) problems.push(`${where}: same text as ${earlier}`);
    else seen.set(key, where);
  });
  return [...problems, ...passageProblems(raw)];
}

/**
 * A passage file's own rules: every question names a passage the file writes, each passage is asked
 * by three to six questions (reading comprehension takes five, a cloze passage five blanks), and a
 * passage's questions stand together, in the order a student reads them.
 */
function passageProblems(raw: unknown): string[] {
  const file = raw as { passages?: Record<string, unknown>; questions?: unknown[] };
  if (!file.passages && !file.questions?.some((q) => typeof q === 'object' && q && 'passage' in q)) return [];
  const problems: string[] = [];
  const names = (file.questions ?? []).map((q) =>
    typeof q === 'object' && q && 'passage' in q ? String((q as { passage: unknown }).passage) : undefined,
  );
  names.forEach((name, index) => {
    if (name !== undefined && !Object.hasOwn(file.passages ?? {}, name))
      problems.push(`question ${index + 1}: no passage "${name}" in this file's passages`);
  });
  for (const id of Object.keys(file.passages ?? {})) {
    const at = names.flatMap((name, index) => (name === id ? [index] : []));
    if (at.length < 3 || at.length > 6)
      problems.push(`passage ${id}: asked by ${at.length} questions; a passage takes three to six`);
    else if ((at.at(-1) ?? 0) - (at[0] ?? 0) !== at.length - 1)
      problems.push(`passage ${id}: its questions must stand together`);
  }
  return problems;
}
