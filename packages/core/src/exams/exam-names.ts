import type { ExamKey } from './exam-keys.ts';

/** A name in both languages of the product (the shape of content/localized.ts, kept free of zod here). */
interface Name {
  hi: string;
  en: string;
}

/**
 * The name a student reads for each exam key, in Hindi and English (UI.md: a code such as
 * SSC_CGL_TIER_1 never reaches a screen). Every web screen that names an exam reads it here
 * (apps/web `lib/use-exam-name.ts`).
 */
export const examNames: Readonly<Record<ExamKey, Name>> = {
  general: { hi: 'सामान्य अभ्यास', en: 'General practice' },
  SSC: { hi: 'SSC', en: 'SSC' },
  NTPC: { hi: 'RRB NTPC', en: 'RRB NTPC' },
  RAILWAY_GROUP_D: { hi: 'रेलवे ग्रुप D', en: 'Railway Group D' },
  RO_ARO: { hi: 'RO/ARO', en: 'RO/ARO' },
  UPSI: { hi: 'UP SI', en: 'UP SI' },
  UP_POLICE: { hi: 'UP पुलिस', en: 'UP Police' },
  SSC_CGL_TIER_1: { hi: 'SSC CGL टियर 1', en: 'SSC CGL Tier 1' },
  IBPS_PO: { hi: 'IBPS PO', en: 'IBPS PO' },
  IBPS_CLERK: { hi: 'IBPS क्लर्क', en: 'IBPS Clerk' },
  SBI_PO: { hi: 'SBI PO', en: 'SBI PO' },
  SBI_CLERK: { hi: 'SBI क्लर्क', en: 'SBI Clerk' },
  RBI_GRADE_B: { hi: 'RBI ग्रेड B', en: 'RBI Grade B' },
  RBI_ASSISTANT: { hi: 'RBI असिस्टेंट', en: 'RBI Assistant' },
  NABARD: { hi: 'NABARD', en: 'NABARD' },
  UPSC_CSE: { hi: 'UPSC सिविल सेवा', en: 'UPSC Civil Services' },
  UPPSC: { hi: 'UPPSC', en: 'UPPSC' },
  BPSC: { hi: 'BPSC', en: 'BPSC' },
  MPPSC: { hi: 'MPPSC', en: 'MPPSC' },
  DSSSB: { hi: 'DSSSB', en: 'DSSSB' },
  CTET: { hi: 'CTET', en: 'CTET' },
  NDA: { hi: 'NDA', en: 'NDA' },
  CDS: { hi: 'CDS', en: 'CDS' },
  AFCAT: { hi: 'AFCAT', en: 'AFCAT' },
  CAPF: { hi: 'CAPF AC', en: 'CAPF AC' },
  UGC_NET: { hi: 'UGC NET', en: 'UGC NET' },
  GATE: { hi: 'GATE', en: 'GATE' },
  NEET: { hi: 'NEET UG', en: 'NEET UG' },
  JEE_MAIN: { hi: 'JEE मेन', en: 'JEE Main' },
};

/** The name of an exam key in `lang`. */
export function examName(key: ExamKey, lang: keyof Name): string {
  return examNames[key][lang];
}

/**
 * The exams a student may name as their target, grouped as a student looks for them. `general` is
 * the catch-all practice template, not an exam anyone prepares for, so it is not offered; nor are
 * the live-only templates (CAPF, UGC NET, GATE, NEET, JEE Main: `liveOnlyExamKeys`), which have no
 * practice sets a target could aim at yet.
 */
export const targetExamGroups: readonly { key: string; name: Name; exams: readonly ExamKey[] }[] = [
  { key: 'ssc', name: { hi: 'SSC', en: 'SSC' }, exams: ['SSC_CGL_TIER_1', 'SSC'] },
  { key: 'railway', name: { hi: 'रेलवे', en: 'Railways' }, exams: ['NTPC', 'RAILWAY_GROUP_D'] },
  {
    key: 'banking',
    name: { hi: 'बैंकिंग', en: 'Banking' },
    exams: ['IBPS_PO', 'IBPS_CLERK', 'SBI_PO', 'SBI_CLERK', 'RBI_GRADE_B', 'RBI_ASSISTANT', 'NABARD'],
  },
  {
    key: 'state',
    name: { hi: 'राज्य और पुलिस', en: 'State and police' },
    exams: ['UPSI', 'UP_POLICE', 'RO_ARO', 'UPPSC', 'BPSC', 'MPPSC', 'DSSSB'],
  },
  { key: 'civil', name: { hi: 'सिविल सेवा', en: 'Civil services' }, exams: ['UPSC_CSE'] },
  { key: 'teaching', name: { hi: 'शिक्षण', en: 'Teaching' }, exams: ['CTET'] },
  { key: 'defence', name: { hi: 'रक्षा', en: 'Defence' }, exams: ['NDA', 'CDS', 'AFCAT'] },
];
