/**
 * The plans of the platform (docs/plans.md). The platform is free: every plan is priced 0 INR. Student
 * plans are chosen by a student for themself; institute plans by an institute's admin for the institute,
 * and they carry a student limit that invites, roster imports and joining by code respect.
 */
export const planAudiences = ['student', 'institute'] as const;
export type PlanAudience = (typeof planAudiences)[number];

export const planKeys = [
  'student_basic',
  'student_plus',
  'institute_10',
  'institute_50',
  'institute_500',
] as const;
export type PlanKey = (typeof planKeys)[number];

interface Words {
  hi: string;
  en: string;
}

export interface Plan {
  key: PlanKey;
  audience: PlanAudience;
  name: Words;
  /** The price in paise: always 0 while the platform is free. A gateway would read this. */
  amountPaise: number;
  currency: 'INR';
  /** Institute plans: how many students (org role member) the institute may have; null for students. */
  studentLimit: number | null;
  includes: Words[];
}

const practice: Words[] = [
  { hi: 'सभी टेस्ट सीरीज़ और प्रैक्टिस सेट', en: 'Every test series and practice set' },
  { hi: 'प्रश्न बैंक, क्विज़ और आज का प्रश्न', en: 'Question bank, quizzes and Problem of the Day' },
  { hi: 'नोट्स और PDF डाउनलोड', en: 'Notes and PDF downloads' },
];

const institute = (limit: number): Words[] => [
  { hi: `अधिकतम ${limit} छात्र`, en: `Up to ${limit} students` },
  { hi: 'बैच, शिक्षक, आमंत्रण और रोस्टर आयात', en: 'Batches, teachers, invites and roster import' },
  { hi: 'उपस्थिति, संस्थान के टेस्ट और रिपोर्ट कार्ड', en: 'Attendance, institute tests and report cards' },
  { hi: 'बैच ग्रुप और संस्थान डैशबोर्ड', en: 'Batch groups and the institute dashboard' },
];

export const plans: readonly Plan[] = [
  {
    key: 'student_basic',
    audience: 'student',
    name: { hi: 'बेसिक', en: 'Basic' },
    amountPaise: 0,
    currency: 'INR',
    studentLimit: null,
    includes: practice,
  },
  {
    key: 'student_plus',
    audience: 'student',
    name: { hi: 'प्लस', en: 'Plus' },
    amountPaise: 0,
    currency: 'INR',
    studentLimit: null,
    includes: [
      ...practice,
      { hi: 'लाइव मॉक टेस्ट और अखिल भारतीय रैंक', en: 'Live mock tests with all-India ranks' },
      { hi: 'फ़्लैश कार्ड, स्टडी ग्रुप और विस्तृत विश्लेषण', en: 'Flash cards, study groups and detailed analysis' },
    ],
  },
  {
    key: 'institute_10',
    audience: 'institute',
    name: { hi: 'संस्थान 10', en: 'Institute 10' },
    amountPaise: 0,
    currency: 'INR',
    studentLimit: 10,
    includes: institute(10),
  },
  {
    key: 'institute_50',
    audience: 'institute',
    name: { hi: 'संस्थान 50', en: 'Institute 50' },
    amountPaise: 0,
    currency: 'INR',
    studentLimit: 50,
    includes: institute(50),
  },
  {
    key: 'institute_500',
    audience: 'institute',
    name: { hi: 'संस्थान 500', en: 'Institute 500' },
    amountPaise: 0,
    currency: 'INR',
    studentLimit: 500,
    includes: institute(500),
  },
];

/**
 * The plan of whoever has chosen none: a student is on Basic; an institute on Institute 500, the most
 * generous, so institutes made before plans existed (and the demo's) keep every student they have.
 */
export const defaultPlanKeys: Record<PlanAudience, PlanKey> = {
  student: 'student_basic',
  institute: 'institute_500',
};

export function planOf(key: string): Plan | undefined {
  return plans.find((p) => p.key === key);
}
