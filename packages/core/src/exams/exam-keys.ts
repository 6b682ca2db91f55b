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
] as const;

export type ExamKey = (typeof examKeys)[number];

export function isExamKey(value: unknown): value is ExamKey {
  return typeof value === 'string' && (examKeys as readonly string[]).includes(value);
}
