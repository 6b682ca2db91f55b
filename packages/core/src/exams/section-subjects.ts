/**
 * Which subjects fit which kind of exam section (docs/content-import.md, "Subjects that fit a
 * section"). The import warns, without refusing, when a question's subject does not fit the section
 * it is placed into: a polity question in a Reasoning section is almost always a wrong section number.
 */
import type { subjectKeys } from '../content/subjects.ts';

/** The kinds of section an exam paper has. A subject belongs to exactly one kind. */
export type SectionKind = 'reasoning' | 'maths' | 'english' | 'hindi' | 'pedagogy' | 'awareness';

type Subject = (typeof subjectKeys)[number];

/** Every subject of the dictionary and its kind: a new subject does not compile until it has one. */
export const subjectSectionKind: Readonly<Record<Subject, SectionKind>> = {
  reasoning: 'reasoning',
  maths: 'maths',
  english: 'english',
  hindi: 'hindi',
  'child-development': 'pedagogy',
  geography: 'awareness',
  polity: 'awareness',
  history: 'awareness',
  biology: 'awareness',
  'static-gk': 'awareness',
  sports: 'awareness',
  economics: 'awareness',
  physics: 'awareness',
  chemistry: 'awareness',
  environment: 'awareness',
  computer: 'awareness',
  'current-affairs': 'awareness',
  'general-science': 'awareness',
  agriculture: 'awareness',
};

/**
 * Words of a section's English name and the kinds they admit; a section admits the union of its
 * words' kinds. Words match at a word start ("math" finds Mathematics, not "environmental" for
 * "mental"). Template sections and a sectional set's own names ("Reasoning", "Polity") read alike.
 */
const sectionWords: readonly (readonly [RegExp, readonly SectionKind[]])[] = [
  [/\b(reasoning|intelligence|mental)/, ['reasoning']],
  // CSAT, General Aptitude, Military Aptitude: reasoning and arithmetic.
  [/\baptitude/, ['reasoning', 'maths']],
  [/\b(quantitative|math|numerical|arithmet)/, ['maths']],
  [/\b(english|verbal)/, ['english']],
  [/\bhindi/, ['hindi']],
  [/\b(child|pedagogy)/, ['pedagogy']],
  // NDA's General Ability Test is English and general knowledge.
  [/\bability test/, ['english', 'awareness']],
  [
    /\b(awareness|knowledge|studies|science|history|culture|geograph|environment|polity|constitution|law|econom|agricultur|rural|computer|gk|sports|biology|current affairs|current events|physics|chemistry)/,
    ['awareness'],
  ],
  // UGC NET Paper 1 (with "aptitude": reasoning and maths too): teaching and research aptitude,
  // comprehension, ICT, people and environment, higher education.
  [/\b(teaching|research)/, ['pedagogy', 'english', 'awareness']],
  // GATE's subject paper: engineering maths and the sciences of the candidate's discipline.
  [/\bsubject paper/, ['maths', 'awareness']],
];

/** The kinds a section admits, from its English name; empty when the name says nothing (anything fits). */
export function sectionKindsOf(sectionNameEn: string): SectionKind[] {
  const name = sectionNameEn.toLowerCase();
  const kinds = new Set<SectionKind>();
  for (const [words, admits] of sectionWords) if (words.test(name)) for (const k of admits) kinds.add(k);
  return [...kinds];
}

/**
 * Whether a question of `subject` fits a section named `sectionNameEn`. A subject outside the
 * dictionary, or a section whose name says nothing about its subjects, fits: the rule only speaks
 * when it knows both sides.
 */
export function subjectFitsSection(subject: string, sectionNameEn: string): boolean {
  const kind = (subjectSectionKind as Record<string, SectionKind | undefined>)[subject];
  const admits = sectionKindsOf(sectionNameEn);
  return kind === undefined || admits.length === 0 || admits.includes(kind);
}
