/**
 * Exam templates (spec §9): the shape of a full mock test for each exam filter key. Section names,
 * section durations and seconds per question are not in the specification, so only the totals live here.
 */
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

export interface ExamTemplate {
  /** Minutes for the whole test. */
  duration: number;
  totalQuestions: number;
  totalSections: number;
  passingMarks: number;
  totalMarks: number;
  /** Marks added for a correct answer. */
  markForCorrectAns: number;
  /** Marks added for a wrong answer: negative, or 0 when there is no negative marking. */
  markForInCorrectAns: number;
}

function t(
  duration: number,
  totalQuestions: number,
  totalSections: number,
  passingMarks: number,
  totalMarks: number,
  markForCorrectAns: number,
  markForInCorrectAns: number,
): ExamTemplate {
  return {
    duration,
    totalQuestions,
    totalSections,
    passingMarks,
    totalMarks,
    markForCorrectAns,
    markForInCorrectAns,
  };
}

/** Values exactly as the table in spec §9 gives them. */
export const examTemplates: Readonly<Record<ExamKey, ExamTemplate>> = {
  NTPC: t(90, 100, 3, 40, 100, 1, -0.25),
  SSC: t(60, 100, 4, 35, 200, 2, -0.5),
  RAILWAY_GROUP_D: t(90, 100, 4, 40, 100, 1, -0.33),
  RO_ARO: t(120, 200, 2, 60, 200, 1, 0),
  UPSI: t(120, 160, 4, 60, 400, 2.5, 0),
  SSC_CGL_TIER_1: t(60, 100, 4, 40, 200, 2, -0.5),
  IBPS_PO: t(180, 100, 3, 40, 100, 1, -0.25),
  SBI_PO: t(180, 100, 3, 40, 100, 1, -0.25),
  UPSC_CSE: t(120, 100, 2, 33, 200, 2, -0.66),
  NDA: t(150, 150, 2, 35, 900, 6, -2),
  IBPS_CLERK: t(160, 100, 3, 35, 100, 1, -0.25),
  SBI_CLERK: t(160, 100, 3, 35, 100, 1, -0.25),
  RBI_GRADE_B: t(180, 120, 4, 40, 200, 1.67, -0.42),
  RBI_ASSISTANT: t(160, 100, 3, 35, 100, 1, -0.25),
  NABARD: t(120, 80, 4, 40, 200, 2.5, -0.625),
  UP_POLICE: t(120, 160, 4, 50, 400, 2.5, -0.5),
  UPPSC: t(120, 150, 3, 40, 300, 2, -0.67),
  BPSC: t(150, 150, 3, 40, 300, 2, -0.67),
  MPPSC: t(120, 100, 2, 40, 200, 2, -0.67),
  DSSSB: t(120, 100, 4, 40, 200, 2, -0.5),
  CTET: t(150, 150, 5, 90, 150, 1, 0),
  CDS: t(120, 120, 3, 40, 300, 2.5, -0.83),
  AFCAT: t(120, 100, 4, 45, 300, 3, -1),
  general: t(60, 50, 1, 25, 50, 1, 0),
};

export function isExamKey(value: unknown): value is ExamKey {
  return typeof value === 'string' && (examKeys as readonly string[]).includes(value);
}

/** The template of an exam key; unknown keys get the general exam, as the exam filter does. */
export function examTemplate(key: string): ExamTemplate {
  return isExamKey(key) ? examTemplates[key] : examTemplates.general;
}
