import type { LiveJoin } from '@abhyas/core';
/** A live test join's answer: the attempt and its hall state, paper included (two questions), as the server sends it. */
export function liveJoined(attemptId: string, startMs: number, serverNowMs: number): LiveJoin {
  const iso = (ms: number) => new Date(ms).toISOString();
  const deadline = iso(startMs + 60 * 60_000);
  return {
    attemptId,
    setSlug: 'ssc-live-1',
    seriesSlug: 'ssc-live',
    examKey: 'SSC',
    deadline,
    minutesLeft: Math.floor((startMs + 60 * 60_000 - serverNowMs) / 60_000),
    serverNow: iso(serverNowMs),
    state: {
      id: attemptId,
      setId: 'ssc-live-1',
      seriesId: 'ssc-live',
      examKey: 'SSC',
      title: { hi: 'एसएससी लाइव टेस्ट 1', en: 'SSC live test 1' },
      language: 'hi',
      status: 'active',
      ranked: true,
      startedAt: iso(startMs),
      deadline,
      serverNow: iso(serverNowMs),
      graceSeconds: 15,
      compensatoryMinutes: 0,
      sectionalTiming: false,
      duration: 60,
      totalMarks: 2,
      passingMarks: 1,
      sections: [
        {
          index: 0,
          name: { hi: 'सामान्य अध्ययन', en: 'General Studies' },
          totalQuestions: 2,
          markForCorrectAns: 1,
          markForInCorrectAns: 0,
          opensAt: iso(startMs),
          closesAt: deadline,
        },
      ],
      questions: [1, 2].map((n) => ({
        id: `00000000-0000-4000-8000-00000000000${n}`,
        number: n,
        section: 0,
        text: { hi: `प्रश्न ${n}`, en: `Question ${n}` },
        options: [1, 2, 3, 4].map((i) => ({ hi: `विकल्प ${i}`, en: `Option ${i}` })),
        image: null,
      })),
      responses: [],
      lastSeq: 0,
      currentQuestionId: null,
    },
  };
}
