import type { ExamKey, Localized } from '@abhyas/core';

/**
 * How scripts/build-sets.ts fills each exam's practice sets: which bank subjects and generated
 * families feed each section of a template (docs/content.md). Weights are shares of the section.
 */
export type Source =
  | { bank: string; weight: number; topics?: readonly string[] }
  | { gen: readonly string[]; weight: number };

const arithmetic = [
  'percentage',
  'profit-and-loss',
  'simple-interest',
  'compound-interest',
  'ratio',
  'average',
  'time-and-work',
  'speed-time-distance',
  'simplification',
  'mensuration-rectangle',
  'mensuration-circle',
  'discount',
  'ages',
  'lcm-hcf',
  'boats-and-streams',
  'partnership',
] as const;
const reasoningFamilies = [
  'number-series',
  'calendar',
  'clock',
  'coding-decoding',
  'direction-sense',
  'ranking-order',
  'odd-one-out',
  'analogy',
  'alphabet-position',
  'blood-relations',
] as const;

const bank = (subject: string, weight = 1, topics?: readonly string[]): Source =>
  topics ? { bank: subject, weight, topics } : { bank: subject, weight };
const gen = (families: readonly string[], weight = 1): Source => ({ gen: families, weight });

const generalKnowledge: Source[] = [
  bank('polity', 3),
  bank('history', 3),
  bank('geography', 3),
  bank('economics', 2),
  bank('environment', 1),
  bank('static-gk', 2),
  bank('sports', 1),
  bank('physics', 1),
  bank('chemistry', 1),
  bank('biology', 1),
  bank('computer', 1),
];
const reasoning: Source[] = [bank('reasoning', 1), gen(reasoningFamilies, 1)];
const quant: Source[] = [gen(arithmetic, 3), bank('maths', 1)];
const science: Source[] = [bank('physics'), bank('chemistry'), bank('biology')];

/** Sources by section name (English), shared by every template that has the section. */
export const sectionSources: Readonly<Record<string, readonly Source[]>> = {
  'General Intelligence and Reasoning': reasoning,
  'Reasoning Ability': reasoning,
  'Mental Aptitude, IQ and Reasoning': reasoning,
  'Reasoning and Military Aptitude': reasoning,
  'General Awareness': generalKnowledge,
  'General Awareness and Current Affairs': generalKnowledge,
  'General Knowledge': generalKnowledge,
  'General Studies': generalKnowledge,
  'Law, Constitution and General Knowledge': [
    bank('polity', 4),
    bank('history', 1),
    bank('geography', 1),
    bank('static-gk', 1),
    bank('economics', 1),
  ],
  'Quantitative Aptitude': quant,
  Mathematics: quant,
  'Numerical and Mental Ability': quant,
  'Arithmetical and Numerical Ability': quant,
  'Numerical Ability': quant,
  'Elementary Mathematics': [bank('maths', 1), gen(arithmetic, 1)],
  'English Comprehension': [bank('english')],
  'English Language': [bank('english')],
  English: [bank('english')],
  'Verbal Ability in English': [bank('english')],
  'Language II (English)': [bank('english')],
  'General Hindi': [bank('hindi')],
  'Language I (Hindi)': [bank('hindi')],
  'General Science': science,
  'Aptitude (CSAT)': [bank('reasoning'), gen(reasoningFamilies), gen(arithmetic)],
  'General Aptitude': [bank('reasoning'), gen(reasoningFamilies), gen(arithmetic)],
  'General Ability Test': [bank('english', 2), ...generalKnowledge],
  'History and Culture': [bank('history')],
  'Geography and Environment': [bank('geography', 2), bank('environment', 1)],
  'Polity, Economy and Science': [bank('polity', 2), bank('economics', 1), ...science],
  'Economic and Social Issues, Agriculture and Rural Development': [
    bank('agriculture', 1),
    bank('economics', 1),
  ],
  'Child Development and Pedagogy': [bank('child-development')],
  'Environmental Studies': [bank('environment'), bank('biology'), bank('geography')],
  'Hindi and English Language': [bank('hindi'), bank('english')],
};

/** Where a template's own section differs from the shared one (NDA's mathematics is not arithmetic). */
export const examSectionSources: Partial<Record<ExamKey, Record<string, readonly Source[]>>> = {
  NDA: { Mathematics: [bank('maths', 2), gen(arithmetic, 1)] },
};

/**
 * The name of each exam as its series and sets are titled. The Hindi keeps exam abbreviations in Latin letters (IBPS PO,
 * SSC CGL) as students meet them on notices, admit cards and coaching material; the spelled-out
 * Devanagari forms (आईबीपीएस पीओ) read slower and sat next to Latin ones in the same list.
 * content/check.ts refuses a Hindi title that drops an abbreviation of the English one.
 */
export const examNames: Readonly<Record<ExamKey, Localized>> = {
  general: { en: 'General Studies', hi: 'सामान्य अध्ययन' },
  SSC: { en: 'SSC (CGL/CHSL pattern)', hi: 'SSC (CGL/CHSL पैटर्न)' },
  NTPC: { en: 'RRB NTPC CBT 1', hi: 'RRB NTPC CBT 1' },
  RAILWAY_GROUP_D: { en: 'RRB Group D', hi: 'RRB ग्रुप D' },
  RO_ARO: { en: 'UPPSC RO/ARO', hi: 'UPPSC RO/ARO' },
  UPSI: { en: 'UP Police SI', hi: 'UP पुलिस SI' },
  UP_POLICE: { en: 'UP Police Constable', hi: 'UP पुलिस कांस्टेबल' },
  SSC_CGL_TIER_1: { en: 'SSC CGL Tier 1', hi: 'SSC CGL टियर 1' },
  IBPS_PO: { en: 'IBPS PO Prelims', hi: 'IBPS PO प्रारंभिक' },
  IBPS_CLERK: { en: 'IBPS Clerk Prelims', hi: 'IBPS क्लर्क प्रारंभिक' },
  SBI_PO: { en: 'SBI PO Prelims', hi: 'SBI PO प्रारंभिक' },
  SBI_CLERK: { en: 'SBI Clerk Prelims', hi: 'SBI क्लर्क प्रारंभिक' },
  RBI_GRADE_B: { en: 'RBI Grade B Phase 1', hi: 'RBI ग्रेड B चरण 1' },
  RBI_ASSISTANT: { en: 'RBI Assistant Prelims', hi: 'RBI असिस्टेंट प्रारंभिक' },
  NABARD: { en: 'NABARD Grade A Phase 1', hi: 'NABARD ग्रेड A चरण 1' },
  UPSC_CSE: { en: 'UPSC CSE Prelims', hi: 'UPSC CSE प्रारंभिक' },
  UPPSC: { en: 'UPPSC PCS Prelims', hi: 'UPPSC PCS प्रारंभिक' },
  BPSC: { en: 'BPSC Prelims', hi: 'BPSC प्रारंभिक' },
  MPPSC: { en: 'MPPSC Prelims', hi: 'MPPSC प्रारंभिक' },
  DSSSB: { en: 'DSSSB', hi: 'DSSSB' },
  CTET: { en: 'CTET Paper 1', hi: 'CTET पेपर 1' },
  NDA: { en: 'NDA', hi: 'NDA' },
  CDS: { en: 'CDS', hi: 'CDS' },
  AFCAT: { en: 'AFCAT', hi: 'AFCAT' },
  // Live-only templates (issue 20): no practice sets are built for them; the names title live papers.
  CAPF: { en: 'CAPF AC Paper I', hi: 'CAPF AC पेपर I' },
  UGC_NET: { en: 'UGC NET Paper 1', hi: 'UGC NET पेपर 1' },
  GATE: { en: 'GATE', hi: 'GATE' },
  NEET: { en: 'NEET UG', hi: 'NEET UG' },
  JEE_MAIN: { en: 'JEE Main Paper 1', hi: 'JEE मेन पेपर 1' },
};

/** One subject-wise sectional set (the general template: 50 questions, 60 minutes). */
export interface SectionalPlan {
  slug: string;
  title: Localized;
  sources: readonly Source[];
}

export const sectionalPlans: readonly SectionalPlan[] = [
  { slug: 'polity', title: { en: 'Polity', hi: 'राजव्यवस्था' }, sources: [bank('polity')] },
  { slug: 'history', title: { en: 'History', hi: 'इतिहास' }, sources: [bank('history')] },
  { slug: 'geography', title: { en: 'Geography', hi: 'भूगोल' }, sources: [bank('geography')] },
  { slug: 'economics', title: { en: 'Economics', hi: 'अर्थशास्त्र' }, sources: [bank('economics')] },
  {
    slug: 'general-science',
    title: { en: 'General Science', hi: 'सामान्य विज्ञान' },
    sources: science,
  },
  {
    slug: 'environment-biology',
    title: { en: 'Environment and Biology', hi: 'पर्यावरण एवं जीव विज्ञान' },
    sources: [bank('environment'), bank('biology')],
  },
  {
    slug: 'static-gk-sports',
    title: { en: 'Static GK and Sports', hi: 'स्थैतिक सामान्य ज्ञान एवं खेल' },
    sources: [bank('static-gk', 2), bank('sports', 1)],
  },
  {
    slug: 'computer-awareness',
    title: { en: 'Computer Awareness', hi: 'कंप्यूटर जागरूकता' },
    sources: [bank('computer', 3), bank('static-gk', 1)],
  },
  { slug: 'general-hindi', title: { en: 'General Hindi', hi: 'सामान्य हिन्दी' }, sources: [bank('hindi')] },
  {
    slug: 'english-language',
    title: { en: 'English Language', hi: 'अंग्रेज़ी भाषा' },
    sources: [bank('english')],
  },
  { slug: 'reasoning', title: { en: 'Reasoning', hi: 'तर्कशक्ति' }, sources: reasoning },
  {
    slug: 'quantitative-aptitude',
    title: { en: 'Quantitative Aptitude', hi: 'संख्यात्मक अभियोग्यता' },
    sources: quant,
  },
  {
    slug: 'advanced-maths',
    title: {
      en: 'Advanced Maths (Algebra, Geometry, Trigonometry)',
      hi: 'उच्च गणित (बीजगणित, ज्यामिति, त्रिकोणमिति)',
    },
    sources: [bank('maths')],
  },
  {
    slug: 'child-development',
    title: { en: 'Child Development and Pedagogy', hi: 'बाल विकास एवं शिक्षाशास्त्र' },
    sources: [bank('child-development')],
  },
  {
    slug: 'agriculture-rural-development',
    title: { en: 'Agriculture and Rural Development', hi: 'कृषि एवं ग्रामीण विकास' },
    sources: [bank('agriculture', 3), bank('economics', 1, ['social-issues'])],
  },
];
