import type { InstituteDashboard, StudentPerformance } from '@abhyas/core';

/** An institute's answers as the API gives them, for the pages' tests. */
export const org = '0a000000-0000-4000-8000-000000000001';
export const batchId = '0b000000-0000-4000-8000-000000000001';
export const studentId = '0c000000-0000-4000-8000-000000000001';

const test = (n: number, closesAt: string, average: number | null) => ({
  id: `0d000000-0000-4000-8000-00000000000${n}`,
  batchId,
  batchName: 'SSC CGL सुबह 2026',
  title: { hi: `साप्ताहिक टेस्ट ${n}`, en: `Weekly test ${n}` },
  opensAt: '2026-11-20T04:30:00.000Z',
  closesAt,
  submitted: 18,
  students: 20,
  averageScorePercent: average,
});

export const dashboard: InstituteDashboard = {
  scope: 'institute',
  today: '2026-11-28',
  students: { active: 30, deactivated: 2 },
  activeThisWeek: 21,
  activity: ['22', '23', '24', '25', '26', '27', '28'].map((d, i) => ({
    day: `2026-11-${d}`,
    students: [5, 8, 12, 0, 9, 14, 11][i] ?? 0,
  })),
  testsTaken: 96,
  averageScorePercent: 58.4,
  accuracy: 67,
  answered: 4210,
  attendanceRate: 88,
  upcomingTests: [test(1, '2026-12-01T12:30:00.000Z', null)],
  recentTests: [test(2, '2026-11-25T12:30:00.000Z', 61.5)],
  batches: [
    {
      id: batchId,
      name: 'SSC CGL सुबह 2026',
      students: 20,
      attendanceRate: 91,
      weakTopics: [{ subject: 'maths', topic: 'average', attempts: 40, correct: 14, accuracy: 35 }],
    },
  ],
};

export const performance: StudentPerformance = {
  student: {
    id: studentId,
    name: 'Ravi Kumar',
    username: 'demo_student_01',
    deactivated: false,
    batches: [{ id: batchId, name: 'SSC CGL सुबह 2026' }],
  },
  organisationName: 'Demo Coaching Institute',
  testsTaken: 2,
  averageScorePercent: 55,
  accuracy: 64,
  answered: 150,
  scoreTrend: [
    {
      attemptId: '0e000000-0000-4000-8000-000000000001',
      title: { hi: 'साप्ताहिक टेस्ट 1', en: 'Weekly test 1' },
      submittedAt: '2026-11-20T09:30:00.000Z',
      score: 45,
      totalMarks: 100,
      percent: 45,
    },
    {
      attemptId: '0e000000-0000-4000-8000-000000000002',
      title: { hi: 'साप्ताहिक टेस्ट 2', en: 'Weekly test 2' },
      submittedAt: '2026-11-25T09:30:00.000Z',
      score: 65,
      totalMarks: 100,
      percent: 65,
    },
  ],
  sections: [
    { name: { hi: 'गणित', en: 'Quantitative Aptitude' }, correct: 30, wrong: 20, skipped: 10, accuracy: 60 },
  ],
  topics: [
    { subject: 'maths', topic: 'average', attempts: 20, correct: 6, accuracy: 30 },
    { subject: 'polity', topic: 'polity', attempts: 10, correct: 9, accuracy: 90 },
  ],
  weakTopics: [{ subject: 'maths', topic: 'average', attempts: 20, correct: 6, accuracy: 30 }],
  time: { testMinutes: 95, secondsPerAnswer: 38, timeUsedPercent: 79, studyMinutes30: 240 },
  attendance: { rate: 85, present: 15, late: 2, absent: 3, excused: 1 },
  comparison: [
    {
      batchId,
      batchName: 'SSC CGL सुबह 2026',
      student: { averageScorePercent: 55, accuracy: 64, attendanceRate: 85 },
      batch: { averageScorePercent: 49.5, accuracy: 58, attendanceRate: 91 },
    },
  ],
};
