import { describe, expect, it } from 'vitest';
import {
  batchedAnswers,
  heldFor,
  judgeAnswerRecord,
  judgeFirstAttempt,
  judgePace,
  PLAUSIBILITY_FLOOR_SECONDS,
  PLAUSIBILITY_MIN_ANSWERED,
  PLAUSIBILITY_MIN_PEERS,
  paceIsJudged,
  plausibilityFloor,
  RECORD_MIN_ANSWERED,
} from './plausibility.ts';

const noPeers = { medianSecondsPerAnswer: null, takers: 0 };

describe('honest ranks: is an attempt plausible for a person', () => {
  it('holds back the harvest: 150 right answers a second after starting', () => {
    const v = judgePace({ answered: 150, correct: 150, answeringSeconds: 1 }, noPeers);
    expect(v).toMatchObject({ plausible: false, floorSeconds: PLAUSIBILITY_FLOOR_SECONDS, accuracy: 1 });
    expect(v.secondsPerAnswer).toBeCloseTo(1 / 150);
  });

  it('ranks a fast but human pace, and a perfect score at a normal pace', () => {
    expect(judgePace({ answered: 100, correct: 100, answeringSeconds: 100 * 6 }, noPeers).plausible).toBe(
      true,
    );
    expect(judgePace({ answered: 100, correct: 100, answeringSeconds: 45 * 60 }, noPeers).plausible).toBe(
      true,
    );
  });

  it('judges the floor itself as plausible (strictly below it is too fast)', () => {
    const n = PLAUSIBILITY_MIN_ANSWERED;
    const at = judgePace(
      { answered: n, correct: n, answeringSeconds: n * PLAUSIBILITY_FLOOR_SECONDS },
      noPeers,
    );
    expect(at.plausible).toBe(true);
    const below = judgePace(
      { answered: n, correct: n, answeringSeconds: n * PLAUSIBILITY_FLOOR_SECONDS - 1 },
      noPeers,
    );
    expect(below.plausible).toBe(false);
  });

  it('leaves too few answers alone, however fast', () => {
    const few = PLAUSIBILITY_MIN_ANSWERED - 1;
    expect(judgePace({ answered: few, correct: few, answeringSeconds: 0 }, noPeers).plausible).toBe(true);
  });

  it('leaves guessing with few right answers alone: it buys no rank', () => {
    const few = PLAUSIBILITY_MIN_ANSWERED - 1;
    expect(judgePace({ answered: 100, correct: few, answeringSeconds: 10 }, noPeers).plausible).toBe(true);
    // 80% is the boundary of the per-answer branch: 80 right of 100 in 420 s is 4.2 s an answer.
    expect(judgePace({ answered: 100, correct: 80, answeringSeconds: 420 }, noPeers).plausible).toBe(false);
    expect(judgePace({ answered: 100, correct: 79, answeringSeconds: 420 }, noPeers).plausible).toBe(true);
  });

  it('holds harvested keys answered wrongly on purpose: right answers faster than a person finds them', () => {
    // The attack seen live: 79 of 100 keys right and 21 wrong on purpose, one second after the start.
    expect(judgePace({ answered: 100, correct: 79, answeringSeconds: 1 }, noPeers).plausible).toBe(false);
    // Fast guessing with many right answers is no person either (30 right in 10 s).
    expect(judgePace({ answered: 100, correct: 30, answeringSeconds: 10 }, noPeers).plausible).toBe(false);
    // The floor per right answer itself is plausible, one second less is not.
    const n = PLAUSIBILITY_MIN_ANSWERED;
    const floor = n * PLAUSIBILITY_FLOOR_SECONDS;
    expect(judgePace({ answered: 4 * n, correct: n, answeringSeconds: floor }, noPeers).plausible).toBe(true);
    expect(judgePace({ answered: 4 * n, correct: n, answeringSeconds: floor - 1 }, noPeers).plausible).toBe(
      false,
    );
    expect(paceIsJudged({ answered: 100, correct: n })).toBe(true);
    expect(paceIsJudged({ answered: 100, correct: n - 1 })).toBe(false);
  });

  it('does not divide by zero or trust impossible inputs', () => {
    expect(judgePace({ answered: 0, correct: 0, answeringSeconds: 0 }, noPeers)).toEqual({
      plausible: true,
      secondsPerAnswer: null,
      floorSeconds: PLAUSIBILITY_FLOOR_SECONDS,
      accuracy: null,
    });
    // A clock that went backwards counts as no time at all.
    expect(judgePace({ answered: 50, correct: 50, answeringSeconds: -30 }, noPeers).secondsPerAnswer).toBe(0);
  });

  it("raises the floor to a fifth of the takers' median pace once there are enough of them", () => {
    expect(plausibilityFloor({ medianSecondsPerAnswer: 60, takers: PLAUSIBILITY_MIN_PEERS })).toBe(12);
    // Too few takers, or a median below the fixed floor: the fixed floor holds.
    expect(plausibilityFloor({ medianSecondsPerAnswer: 60, takers: PLAUSIBILITY_MIN_PEERS - 1 })).toBe(
      PLAUSIBILITY_FLOOR_SECONDS,
    );
    expect(plausibilityFloor({ medianSecondsPerAnswer: 10, takers: 500 })).toBe(PLAUSIBILITY_FLOOR_SECONDS);
    const peers = { medianSecondsPerAnswer: 60, takers: 100 };
    expect(judgePace({ answered: 100, correct: 95, answeringSeconds: 100 * 10 }, peers).plausible).toBe(
      false,
    );
    expect(judgePace({ answered: 100, correct: 95, answeringSeconds: 100 * 12 }, peers).plausible).toBe(true);
  });
});

describe('honest ranks: the answer record', () => {
  const at = (n: number, seconds: number) => Array.from({ length: n }, () => seconds);
  const spread = (n: number, every: number) => Array.from({ length: n }, (_, i) => (i + 1) * every);

  it('counts answers that arrived together', () => {
    expect(batchedAnswers([])).toBe(0);
    expect(batchedAnswers([10, 40, 70])).toBe(0);
    expect(batchedAnswers([10, 10.5, 70, 71, 300])).toBe(4);
    expect(batchedAnswers(at(50, 262))).toBe(50);
  });

  it('holds the harvester who waits and sends every answer in one batch with no visits', () => {
    // Issue 17: rank 1 after waiting 262 s, then every answer in one batch.
    const record = { arrivals: at(50, 262), visited: 0, claimedSeconds: 0, answeringSeconds: 262 };
    expect(judgeAnswerRecord(record)).toBe('batchedWithoutVisits');
    const verdict = judgeFirstAttempt({ answered: 50, correct: 50, answeringSeconds: 262 }, noPeers, record);
    expect(verdict).toMatchObject({ plausible: false, record: 'batchedWithoutVisits' });
    // Its pace alone passes: 5.24 s an answer.
    expect(judgePace({ answered: 50, correct: 50, answeringSeconds: 262 }, noPeers).plausible).toBe(true);
    expect(heldFor({ answered: 50, answeringSeconds: 262, floorSeconds: PLAUSIBILITY_FLOOR_SECONDS })).toBe(
      'answerRecord',
    );
  });

  it('holds a batch that claims no time, or more time than the server saw', () => {
    const base = { arrivals: at(50, 300), visited: 50, answeringSeconds: 300 };
    expect(judgeAnswerRecord({ ...base, claimedSeconds: 50 })).toBe('batchedWithoutTime');
    expect(judgeAnswerRecord({ ...base, claimedSeconds: 50 * 45 })).toBe('timeNotServerTime');
    expect(judgeAnswerRecord({ ...base, claimedSeconds: 290 })).toBe('ok');
  });

  it('ranks answers that arrived one by one, and an offline batch with its visits and time', () => {
    expect(
      judgeAnswerRecord({ arrivals: spread(50, 30), visited: 0, claimedSeconds: 0, answeringSeconds: 1500 }),
    ).toBe('ok');
    // Offline for the whole test: one batch at the end, every question visited, 30 s on each.
    expect(
      judgeAnswerRecord({
        arrivals: at(50, 1600),
        visited: 50,
        claimedSeconds: 1500,
        answeringSeconds: 1600,
      }),
    ).toBe('ok');
  });

  it('leaves a few answers alone, and a record only partly batched', () => {
    expect(
      judgeAnswerRecord({
        arrivals: at(RECORD_MIN_ANSWERED - 1, 5),
        visited: 0,
        claimedSeconds: 0,
        answeringSeconds: 5,
      }),
    ).toBe('ok');
    // 20 of 50 in pairs (a slow network), the rest one by one: under half batched.
    const pairs = Array.from({ length: 20 }, (_, i) => Math.floor(i / 2) * 60);
    const singles = Array.from({ length: 30 }, (_, i) => 1000 + i * 30);
    expect(
      judgeAnswerRecord({
        arrivals: [...pairs, ...singles],
        visited: 0,
        claimedSeconds: 0,
        answeringSeconds: 2000,
      }),
    ).toBe('ok');
  });

  it('names the pace when an attempt is below the floor per answer', () => {
    expect(heldFor({ answered: 50, answeringSeconds: 2, floorSeconds: 5 })).toBe('pace');
    expect(heldFor({ answered: 0, answeringSeconds: 0, floorSeconds: 5 })).toBe('answerRecord');
  });
});
