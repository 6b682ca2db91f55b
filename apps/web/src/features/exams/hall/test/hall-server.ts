import type { SaveRejectionReason } from '@abhyas/core';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';

/**
 * A fake server for hall component tests: a set (plain or sectionally timed), its attempt and the
 * save, submit and position endpoints. It remembers what it acknowledged (per question the highest
 * seq, as the real one) and the position, so a second render of the app is a reload or another
 * device. Its clock is `Date.now()`, which the tests freeze and move with `vi.setSystemTime`, so the
 * hall's server clock (offset 0) moves with it.
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
  submit = () => 'ok',
  position = 200,
  movedAway = () => false,
}: {
  sectional: boolean;
  minutes: number;
  startedAt: number;
  /**
   * Saves the server refuses: `true` answers `sectionClosed` (its clock ran ahead of ours, say), a
   * reason answers that reason.
   */
  reject?: (save: {
    questionId: string;
    answer: number | null;
    seq: number;
  }) => boolean | SaveRejectionReason;
  /** How submit call number `n` (1-based) is answered: the result, no answer at all, or a status with an error. */
  submit?: (n: number) => 'ok' | 'network' | 'html' | { status: number; code: string };
  /** The status PUT /position answers: 200 with the attempt's time, 204 without it (an older server), 404 while the endpoint does not exist. */
  position?: number;
  /** True once another device has opened the test: saves and positions answer 409 ATTEMPT_MOVED. */
  movedAway?: () => boolean;
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
  // `let`: compensatory time granted mid-test moves them (`grantCompensatoryTime`).
  let deadline = windows[windows.length - 1]?.closesAt ?? startedAt;
  let compensatoryMinutes = 0;
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
  type Held = { questionId: string; answer: number | null; marked: boolean; visited: boolean; seq: number };
  const held = new Map<string, Held>();
  const state = { started: false, submits: 0, position: null as string | null, latePositions: 0 };

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
    compensatoryMinutes,
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
    responses: [...held.values()],
    lastSeq: Math.max(0, ...[...held.values()].map((r) => r.seq)),
    currentQuestionId: state.position,
  });
  /** The attempt's time, as a save acknowledgement and a position answer carry it. */
  const timing = () => ({
    serverNow: iso(Date.now()),
    deadline: iso(deadline),
    ...(sectional && compensatoryMinutes > 0
      ? {
          sections: windows.map((w, index) => ({
            index,
            opensAt: iso(w.opensAt),
            closesAt: iso(w.closesAt),
          })),
        }
      : {}),
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
    if (url === `/api/attempts?setId=${setSlug}`)
      return jsonResponse(200, {
        items: state.started
          ? [
              {
                id: attemptId,
                status: 'active',
                ranked: true,
                startedAt: iso(startedAt),
                submittedAt: null,
                score: null,
              },
            ]
          : [],
      });
    if (url === '/api/attempts' && method === 'POST') {
      state.started = true;
      return jsonResponse(201, attempt());
    }
    if (url === `/api/attempts/${attemptId}` && method === 'GET') return jsonResponse(200, attempt());
    if (url === `/api/attempts/${attemptId}/saves` && movedAway())
      return jsonResponse(409, { error: { code: 'ATTEMPT_MOVED', message: 'elsewhere' } });
    if (url === `/api/attempts/${attemptId}/saves`) {
      const saves = (body as { saves: (Held & { seq: number })[] }).saves;
      const rejected: { seq: number; reason: SaveRejectionReason }[] = [];
      const acked: number[] = [];
      for (const s of saves) {
        const verdict = reject(s);
        if (verdict) {
          rejected.push({ seq: s.seq, reason: verdict === true ? 'sectionClosed' : verdict });
          continue;
        }
        acked.push(s.seq);
        if ((held.get(s.questionId)?.seq ?? 0) < s.seq)
          held.set(s.questionId, {
            questionId: s.questionId,
            answer: s.answer,
            marked: s.marked,
            visited: true,
            seq: s.seq,
          });
      }
      return jsonResponse(200, { ...timing(), acked, rejected });
    }
    if (url === `/api/attempts/${attemptId}/position` && method === 'PUT') {
      if (position >= 400) return jsonResponse(position, { error: { code: 'NOT_FOUND', message: 'no' } });
      // The real server closes the attempt on submit: a position after it is a 409 (a console error).
      if (state.submits > 0) {
        state.latePositions += 1;
        return jsonResponse(409, { error: { code: 'ATTEMPT_CLOSED', message: 'over' } });
      }
      state.position = (body as { questionId: string }).questionId;
      return position === 200 ? jsonResponse(200, timing()) : new Response(null, { status: position });
    }
    if (url === `/api/attempts/${attemptId}/submit`) {
      state.submits += 1;
      const answer = submit(state.submits);
      if (answer === 'network') throw new TypeError('Failed to fetch');
      if (answer === 'html')
        return new Response('<html>Sign in to the Wi-Fi</html>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        });
      if (answer !== 'ok')
        return jsonResponse(answer.status, { error: { code: answer.code, message: 'no' } });
      return jsonResponse(200, result);
    }
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
  return {
    ...mock,
    saves,
    fixture,
    /** What the server holds for a question (the highest acknowledged seq). */
    held: (questionId: string) => held.get(questionId) ?? null,
    /** The position the server has, as another device would read it. */
    position: () => state.position,
    /** Another device moved the student (its PUT reached the server). */
    movePosition: (questionId: string) => {
      state.position = questionId;
    },
    submits: () => state.submits,
    /** Position PUTs that arrived after a submit (the hall should have stopped sending them). */
    latePositions: () => state.latePositions,
    /**
     * An admin granted compensatory time mid-test: every window is stretched by `extraMinutes` in
     * proportion (the last section closes with the test), as the real server does.
     */
    grantCompensatoryTime: (extraMinutes: number) => {
      const stretch = (duration + extraMinutes) / duration;
      for (const w of windows) {
        w.opensAt = startedAt + (w.opensAt - startedAt) * stretch;
        w.closesAt = startedAt + (w.closesAt - startedAt) * stretch;
      }
      compensatoryMinutes = extraMinutes;
      deadline = windows[windows.length - 1]?.closesAt ?? startedAt;
    },
  };
}
