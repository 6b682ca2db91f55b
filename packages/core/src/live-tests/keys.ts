import type { ExamKey } from '../exams/exam-keys.ts';
import { examNames } from '../exams/exam-names.ts';

/**
 * The live-test keys (spec §9: "about 30 keys with the suffix _LIVE"). A live test carries one; the
 * `/mock-test` list filters by it and the test's paper follows the template of `liveKeyExam[key]`.
 */
export const liveKeys = [
  'UPSC_CSE_LIVE',
  'SSC_LIVE',
  'SSC_CGL_TIER_1_LIVE',
  'NTPC_LIVE',
  'RAILWAY_GROUP_D_LIVE',
  'IBPS_PO_LIVE',
  'IBPS_CLERK_LIVE',
  'SBI_PO_LIVE',
  'SBI_CLERK_LIVE',
  'RBI_GRADE_B_LIVE',
  'RBI_ASSISTANT_LIVE',
  'NABARD_LIVE',
  'AFCAT_LIVE',
  'NDA_LIVE',
  'CDS_LIVE',
  'CAPF_LIVE',
  'UGC_NET_LIVE',
  'CTET_LIVE',
  'UPSI_LIVE',
  'UP_POLICE_LIVE',
  'UPPSC_LIVE',
  'RO_ARO_LIVE',
  'BPSC_LIVE',
  'MPPSC_LIVE',
  'DSSSB_LIVE',
  'GATE_LIVE',
  'NEET_LIVE',
  'JEE_MAIN_LIVE',
  'general_exams_LIVE',
] as const;

export type LiveKey = (typeof liveKeys)[number];

export function isLiveKey(value: unknown): value is LiveKey {
  return typeof value === 'string' && (liveKeys as readonly string[]).includes(value);
}

/**
 * The exam template each live key's paper follows. Every key but one is its exam key with `_LIVE`
 * added; `general_exams_LIVE` (the spec's general competitive-exam test) uses the general template.
 */
export const liveKeyExam: Readonly<Record<LiveKey, ExamKey>> = {
  UPSC_CSE_LIVE: 'UPSC_CSE',
  SSC_LIVE: 'SSC',
  SSC_CGL_TIER_1_LIVE: 'SSC_CGL_TIER_1',
  NTPC_LIVE: 'NTPC',
  RAILWAY_GROUP_D_LIVE: 'RAILWAY_GROUP_D',
  IBPS_PO_LIVE: 'IBPS_PO',
  IBPS_CLERK_LIVE: 'IBPS_CLERK',
  SBI_PO_LIVE: 'SBI_PO',
  SBI_CLERK_LIVE: 'SBI_CLERK',
  RBI_GRADE_B_LIVE: 'RBI_GRADE_B',
  RBI_ASSISTANT_LIVE: 'RBI_ASSISTANT',
  NABARD_LIVE: 'NABARD',
  AFCAT_LIVE: 'AFCAT',
  NDA_LIVE: 'NDA',
  CDS_LIVE: 'CDS',
  CAPF_LIVE: 'CAPF',
  UGC_NET_LIVE: 'UGC_NET',
  CTET_LIVE: 'CTET',
  UPSI_LIVE: 'UPSI',
  UP_POLICE_LIVE: 'UP_POLICE',
  UPPSC_LIVE: 'UPPSC',
  RO_ARO_LIVE: 'RO_ARO',
  BPSC_LIVE: 'BPSC',
  MPPSC_LIVE: 'MPPSC',
  DSSSB_LIVE: 'DSSSB',
  GATE_LIVE: 'GATE',
  NEET_LIVE: 'NEET',
  JEE_MAIN_LIVE: 'JEE_MAIN',
  general_exams_LIVE: 'general',
};

/** The live key of an exam key, when it has one (the reverse of `liveKeyExam`). */
export function liveKeyOf(exam: ExamKey): LiveKey | undefined {
  return liveKeys.find((k) => liveKeyExam[k] === exam);
}

interface Name {
  hi: string;
  en: string;
}

/**
 * What a student reads for each live key, in both languages: the exam's own name (core's
 * `examNames`, so the live list and the practice sets name an exam alike), except the general test,
 * whose exam name "General practice" would misdescribe an all-India test of general studies.
 */
export const liveKeyNames: Readonly<Record<LiveKey, Name>> = Object.fromEntries(
  liveKeys.map((k) => [
    k,
    k === 'general_exams_LIVE'
      ? { hi: 'सामान्य प्रतियोगी परीक्षाएँ', en: 'General competitive exams' }
      : examNames[liveKeyExam[k]],
  ]),
) as Record<LiveKey, Name>;

/** The name of a live key in `lang`. */
export function liveKeyName(key: LiveKey, lang: keyof Name): string {
  return liveKeyNames[key][lang];
}
