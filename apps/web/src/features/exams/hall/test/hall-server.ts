import { jsonResponse, mockFetch } from '@/test/fetch-mock';

/**
 * A fake server for hall component tests: a set (plain or sectionally timed), its attempt and the
 * save and submit endpoints. Its clock is `Date.now()`, which the tests freeze and move with
 * `vi.setSystemTime`, so the hall's server clock (offset 0) moves with it.
 */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const iso = (ms: number) => new Date(ms).toISOString();
const MIN = 60_000;

export interface HallFixture {
  examId: string;
  setSlug: string;
  path: string;
  attemptId: string;
  /** Question ids by section. */
  questionIds: string[][];
  /** When each section closes (ms), and the whole test's deadline. */
  closesAt: number[];
  deadline: number;
}

const names = [
  { hi: 'अंग्रेज़ी भाषा', en: 'English Language' },
  { hi: 'संख्यात्मक अभियोग्यता', en: 'Quantitative Aptitude' },
  { hi: 'तर्कशक्ति क्षमता', en: 'Reasoning Ability' },
];

/**
 * `sectional`: IBPS PO shape, three sections of `minutes` each, one after another. Otherwise SSC
 * shape: the same three sections, all open for `minutes` in total.
 */
export function hallServer({
  sectional,
  minutes,
  startedAt,
  reject = () => false,
}: {
  sectional: boolean;
  minutes: number;
  startedAt: number;
  /** Saves the server answers with `rejected: sectionClosed` (its clock ran ahead of ours, say). */
  reject?: (save: { questionId: string; answer: number | null; seq: number }) => boolean;
}) {
  const examKey = sectional ? 'IBPS_PO' : 'SSC';
  const setSlug = sectional ? 'ibps-po-mock-1' : 'ssc-cgl-mock-1';
  const examId = sectional ? 'ibps-po-full-mocks' : 'ssc-cgl-full-mocks';
  const title = sectional
    ? { hi: 'आईबीपीएस पीओ मॉक 1', en: 'IBPS PO Mock 1' }
    : { hi: 'एसएससी मॉक 1', en: 'SSC Mock 1' };
  const windows = names.map((_, i) =>
    sectional
      ? { opensAt: startedAt + i * minutes * MIN, closesAt: startedAt + (i + 1) * minutes * MIN }
      : { opensAt: startedAt, closesAt: startedAt + minutes * MIN },
  );
  const deadline = windows[windows.length - 1]?.closesAt ?? startedAt;
  const sections = names.map((name, index) => ({
    index,
    name,
    totalQuestions: 2,
    markForCorrectAns: 1,
    markForInCorrectAns: -0.25,
  }));
  const questions = sections.flatMap((s) =>
    [1, 2].map((k) => {
      const n = s.index * 2 + k;
      return {
        id: uuid(n),
        number: n,
        section: s.index,
        text: { hi: `प्रश्न पाठ ${n}`, en: `Question text ${n}` },
        options: [0, 1, 2, 3].map((i) => ({ hi: `विकल्प ${n}.${i + 1}`, en: `Option ${n}.${i + 1}` })),
        image: null,
      };
    }),
  );
  const attemptId = uuid(900);
  const duration = sectional ? minutes * 3 : minutes;
  const attempt = () => ({
    id: attemptId,
    setId: setSlug,
    seriesId: examId,
    examKey,
    title,
    language: 'hi',
    status: 'active',
    ranked: true,
    startedAt: iso(startedAt),
    deadline: iso(deadline),
    serverNow: iso(Date.now()),
    graceSeconds: 15,
    compensatoryMinutes: 0,
    sectionalTiming: sectional,
    duration,
    totalMarks: 6,
    passingMarks: 2,
    sections: sections.map((s, i) => ({
      ...s,
      opensAt: iso(windows[i]?.opensAt ?? 0),
      closesAt: iso(windows[i]?.closesAt ?? 0),
    })),
    questions,
    responses: [],
    lastSeq: 0,
  });
  const setDetail = {
    id: uuid(800),
    slug: setSlug,
    seriesSlug: examId,
    examKey,
    title,
    languages: ['hi', 'en'],
    free: true,
    totalQuestions: questions.length,
    duration,
    totalMarks: 6,
    passingMarks: 2,
    sectionalTiming: sectional,
    series: {
      id: uuid(700),
      slug: examId,
      examKey,
      title,
      description: title,
      setCount: 1,
      languages: ['hi', 'en'],
    },
    sections: sections.map((s) => ({ ...s, sectionDuration: minutes })),
  };
  const result = {
    attemptId,
    setId: setSlug,
    seriesId: examId,
    examKey,
    title,
    ranked: true,
    finishedBy: 'timeout',
    score: 0,
    totalMarks: 6,
    passingMarks: 2,
    passed: false,
    correct: 0,
    wrong: 0,
    skipped: questions.length,
    accuracy: null,
    timeTakenSeconds: duration * 60,
    startedAt: iso(startedAt),
    submittedAt: iso(deadline),
    rank: 1,
    percentile: 100,
    takers: 1,
    practiceRank: null,
    sections: [],
    rescore: null,
  };

  const mock = mockFetch(({ url, method, body }) => {
    if (url === `/api/exams/sets/${setSlug}`) return jsonResponse(200, setDetail);
    if (url === `/api/attempts?setId=${setSlug}`) return jsonResponse(200, { items: [] });
    if (url === '/api/attempts' && method === 'POST') return jsonResponse(201, attempt());
    if (url === `/api/attempts/${attemptId}/saves`) {
      const saves = (body as { saves: { questionId: string; answer: number | null; seq: number }[] }).saves;
      const refused = saves.filter(reject);
      return jsonResponse(200, {
        acked: saves.filter((s) => !refused.includes(s)).map((s) => s.seq),
        rejected: refused.map((s) => ({ seq: s.seq, reason: 'sectionClosed' })),
        serverNow: iso(Date.now()),
      });
    }
    if (url === `/api/attempts/${attemptId}/submit`) return jsonResponse(200, result);
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'no' } });
  });

  /** Every save the hall sent, in order. */
  const saves = () =>
    mock.calls
      .filter((c) => c.url.endsWith('/saves'))
      .flatMap(
        (c) =>
          (c.body as { saves: { questionId: string; answer: number | null; marked: boolean; seq: number }[] })
            .saves,
      );

  const fixture: HallFixture = {
    examId,
    setSlug,
    path: `/exams/${examId}/${setSlug}`,
    attemptId,
    questionIds: sections.map((s) => questions.filter((q) => q.section === s.index).map((q) => q.id)),
    closesAt: windows.map((w) => w.closesAt),
    deadline,
  };
  return { ...mock, saves, fixture };
}
