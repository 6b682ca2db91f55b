/** Wire-shaped fixtures for the exam pages' tests (they pass the core schemas). */
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const ids = {
  attempt: uuid(900),
  attempt2: uuid(901),
  set1: uuid(11),
  set2: uuid(12),
  q1: uuid(21),
  q2: uuid(22),
  q3: uuid(23),
};
const l = (hi: string, en: string) => ({ hi, en });

export const series = (over: Record<string, unknown> = {}) => ({
  id: uuid(1),
  slug: 'ssc-cgl-mock',
  examKey: 'SSC_CGL_TIER_1',
  title: l('एसएससी सीजीएल मॉक', 'SSC CGL Mock'),
  description: l('पूरे मॉक टेस्ट', 'Full mock tests'),
  setCount: 2,
  languages: ['hi', 'en'],
  ...over,
});

export const set = (n: 1 | 2) => ({
  id: n === 1 ? ids.set1 : ids.set2,
  slug: `cgl-set-${n}`,
  seriesSlug: 'ssc-cgl-mock',
  examKey: 'SSC_CGL_TIER_1',
  title: l(`सेट ${n}`, `Set ${n}`),
  languages: ['hi', 'en'],
  free: true,
  totalQuestions: 100,
  duration: 60,
  totalMarks: 200,
  passingMarks: 70,
  sectionalTiming: n === 2,
});

const section = (index: number, name: ReturnType<typeof l>) => ({
  index,
  name,
  totalQuestions: 2,
  correct: 1,
  wrong: 1,
  skipped: 0,
  score: 1.5,
  maxScore: 4,
});

export const result = (over: Record<string, unknown> = {}) => ({
  attemptId: ids.attempt,
  setId: 'cgl-set-1',
  seriesId: 'ssc-cgl-mock',
  examKey: 'SSC_CGL_TIER_1',
  title: l('सेट 1', 'Set 1'),
  ranked: true,
  finishedBy: 'candidate',
  score: 1.5,
  totalMarks: 6,
  passingMarks: 2,
  passed: false,
  correct: 1,
  wrong: 1,
  skipped: 1,
  accuracy: 50,
  timeTakenSeconds: 754,
  startedAt: '2026-11-22T10:00:00.000Z',
  submittedAt: '2026-11-22T10:12:34.000Z',
  rank: 3,
  percentile: 60,
  takers: 5,
  practiceRank: null,
  rankReview: null,
  sections: [section(0, l('गणित', 'Maths'))],
  rescore: null,
  ...over,
});

export const question = (n: number, id: string, over: Record<string, unknown>) => ({
  id,
  number: n,
  section: 0,
  text: l(`प्रश्न पाठ ${n}`, `Question text ${n}`),
  options: [l('क', 'A1'), l('ख', 'B1'), l('ग', 'C1'), l('घ', 'D1')],
  image: null,
  subject: 'maths',
  topic: 'algebra',
  difficulty: 'easy',
  correctOption: 1,
  answer: 1,
  marked: false,
  outcome: 'correct',
  timeSpentSeconds: 30,
  changes: 0,
  rightToWrong: false,
  explanation: l(`हल ${n}`, `Because ${n}`),
  sealedBy: null,
  reportedByMe: false,
  ...over,
});

export const analysis = () => ({
  result: result(),
  questions: [
    question(1, ids.q1, {}),
    question(2, ids.q2, { answer: 2, outcome: 'wrong', changes: 1, rightToWrong: true, marked: true }),
    question(3, ids.q3, { answer: null, outcome: 'skipped', timeSpentSeconds: 5 }),
  ],
  answerChanges: { total: 1, rightToWrong: 1, wrongToRight: 0, wrongToWrong: 0 },
  topper: { score: 4, correct: 2, wrong: 0, timeTakenSeconds: 500, sections: [4] },
  average: { score: 2, correct: 1, wrong: 1, timeTakenSeconds: 600, sections: [2] },
});
