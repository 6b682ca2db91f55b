/** The exam filter keys (spec §9); each has a template in templates.ts and a name in exam-names.ts. */
export const examKeys = [
  'general',
  'SSC',
  'NTPC',
  'RAILWAY_GROUP_D',
  'RO_ARO',
  'UPSI',
  'UP_POLICE',
  'SSC_CGL_TIER_1',
  'IBPS_PO',
  'IBPS_CLERK',
  'SBI_PO',
  'SBI_CLERK',
  'RBI_GRADE_B',
  'RBI_ASSISTANT',
  'NABARD',
  'UPSC_CSE',
  'UPPSC',
  'BPSC',
  'MPPSC',
  'DSSSB',
  'CTET',
  'NDA',
  'CDS',
  'AFCAT',
  // Issue 20: templates for the live tests of exams the spec's table does not give (docs/exam-patterns.md).
  'CAPF',
  'UGC_NET',
  'GATE',
  'NEET',
  'JEE_MAIN',
] as const;

export type ExamKey = (typeof examKeys)[number];

/**
 * Exam keys whose templates serve live tests only (issue 20): they have no practice sets, are not
 * offered as a student's target exam, and the content check does not ask for two mock sets of them.
 * A key leaves this list when its practice sets are written.
 */
export const liveOnlyExamKeys = [
  'CAPF',
  'UGC_NET',
  'GATE',
  'NEET',
  'JEE_MAIN',
] as const satisfies readonly ExamKey[];

/** The exam keys that have practice sets (two full mocks each, content/sets). */
export const practiceExamKeys: readonly ExamKey[] = examKeys.filter(
  (k) => !(liveOnlyExamKeys as readonly string[]).includes(k),
);

export function isExamKey(value: unknown): value is ExamKey {
  return typeof value === 'string' && (examKeys as readonly string[]).includes(value);
}
