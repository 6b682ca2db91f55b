/**
 * Honest ranks (docs/exam-hall.md, "Honest ranks"): is a first attempt plausible for a person, or
 * does it wait for an admin before it counts in the ranks?
 *
 * Practice sets share questions and show their keys after submission, so a second account can read
 * the keys of another set and answer a first attempt perfectly within seconds. What such an attempt
 * cannot fake is time measured by the server: from the attempt's start to its last accepted save.
 * An attempt is held for review when it answered many questions, nearly all of them right, faster
 * per question than a person can read them, or when it has many right answers at faster than that per
 * right answer, whatever its accuracy: a script that answers a fifth of the harvested keys wrongly on
 * purpose still scores far above honest takers in seconds, and no person finds 20 right answers at
 * under the floor each. A handful of quick answers is left alone: it does not buy a rank.
 */

/** Below this many answered questions (and right answers) nothing is judged: too few to tell luck from speed. */
export const PLAUSIBILITY_MIN_ANSWERED = 20;
/**
 * Accurate attempts are judged per answered question; any other attempt only per right answer, so fast
 * guessing with few right answers (about 25%) takes no one's place and is left alone.
 */
export const PLAUSIBILITY_MIN_ACCURACY = 0.8;
/**
 * Seconds per answered question below which no one reads, solves and clicks (a GK one-liner in Hindi
 * and English takes a fast reader about 5 s; the exams allow 36–72 s per question).
 */
export const PLAUSIBILITY_FLOOR_SECONDS = 5;
/** With enough ranked takers the floor rises to this share of their median pace. */
export const PLAUSIBILITY_PEER_FRACTION = 0.2;
/** How many ranked takers (with enough answers) make their median pace worth trusting. */
export const PLAUSIBILITY_MIN_PEERS = 30;

export interface PaceFacts {
  /** Questions with a chosen option at finalisation. */
  answered: number;
  correct: number;
  /** Server time from the attempt's start to its last accepted save (or its finish without saves). */
  answeringSeconds: number;
}

export interface PeerPace {
  /** Median seconds per answered question of the set's ranked takers (null when there are none). */
  medianSecondsPerAnswer: number | null;
  takers: number;
}

export interface PlausibilityVerdict {
  plausible: boolean;
  /** Seconds per answered question, as measured (null when nothing was answered). */
  secondsPerAnswer: number | null;
  /** The pace this attempt was held against. */
  floorSeconds: number;
  accuracy: number | null;
}

/** The slowest pace still judged implausible: the fixed floor, raised by the set's takers when they are enough. */
export function plausibilityFloor(peers: PeerPace): number {
  const fromPeers =
    peers.takers >= PLAUSIBILITY_MIN_PEERS && peers.medianSecondsPerAnswer !== null
      ? peers.medianSecondsPerAnswer * PLAUSIBILITY_PEER_FRACTION
      : 0;
  return Math.max(PLAUSIBILITY_FLOOR_SECONDS, fromPeers);
}

/** Whether the accuracy branch looks at an attempt: enough answers, nearly all right. */
function accurateEnough(facts: Pick<PaceFacts, 'answered' | 'correct'>): boolean {
  const answered = Math.max(0, facts.answered);
  return (
    answered >= PLAUSIBILITY_MIN_ANSWERED &&
    Math.min(1, Math.max(0, facts.correct) / answered) >= PLAUSIBILITY_MIN_ACCURACY
  );
}

/**
 * Whether the rule looks at an attempt at all: enough answers nearly all right, or enough right
 * answers at any accuracy (deliberately wrong answers must not hide harvested right ones).
 */
export function paceIsJudged(facts: Pick<PaceFacts, 'answered' | 'correct'>): boolean {
  return accurateEnough(facts) || Math.max(0, facts.correct) >= PLAUSIBILITY_MIN_ANSWERED;
}

/** Whether an attempt's answers are plausible for a person (see the module comment for the rule). */
export function judgePace(facts: PaceFacts, peers: PeerPace): PlausibilityVerdict {
  const floorSeconds = plausibilityFloor(peers);
  const answered = Math.max(0, facts.answered);
  const secondsPerAnswer = answered > 0 ? Math.max(0, facts.answeringSeconds) / answered : null;
  const accuracy = answered > 0 ? Math.min(1, Math.max(0, facts.correct) / answered) : null;
  const seconds = Math.max(0, facts.answeringSeconds);
  const correct = Math.max(0, facts.correct);
  const tooFastPerAnswer =
    accurateEnough(facts) && secondsPerAnswer !== null && secondsPerAnswer < floorSeconds;
  // Per right answer: correct <= answered, so an attempt held here is below the floor per answer too
  // (the admin's review shows seconds per answered question against the floor, and it still holds).
  const tooFastPerRight = correct >= PLAUSIBILITY_MIN_ANSWERED && seconds / correct < floorSeconds;
  return { plausible: !(tooFastPerAnswer || tooFastPerRight), secondsPerAnswer, floorSeconds, accuracy };
}

/*
 * The answer record (docs/exam-hall.md, "Honest ranks"). Time alone cannot catch an account that
 * waits and then sends harvested keys in one batch: its pace from start to last save looks human.
 * What it does not leave is the record a person's hall leaves: answers arriving one by one as they
 * are made, or, when they arrive together (a phone that was offline), a visit to each question (the
 * hall saves a blank visit when a question is first shown) and the time spent on it.
 */

/** From this many answered questions the record is judged (a fifth of a 50-question set earns points). */
export const RECORD_MIN_ANSWERED = 10;
/** Answers arriving within this many seconds of another answer arrived together, in one batch. */
export const RECORD_BATCH_GAP_SECONDS = 1;
/** From this share of the answers arriving in batches, the record must show the visits and time. */
export const RECORD_BATCHED_SHARE = 0.5;
/** The share of answered questions that must have been visited (a blank save) before their answer. */
export const RECORD_MIN_VISITED_SHARE = 0.8;
/** The device may claim a little more time than the server saw (clock drift, a save in flight). */
export const RECORD_CLAIM_SLACK = { factor: 1.25, seconds: 120 } as const;

export interface AnswerRecordFacts {
  /** Server seconds from the attempt's start at which each answered question's final answer arrived. */
  arrivals: readonly number[];
  /** Answered questions with a visit (a save without an answer) before their first answer, in seq order. */
  visited: number;
  /** The device's own time on the answered questions (seconds; the hall measures it per question). */
  claimedSeconds: number;
  /** Server time from the start to the last accepted save. */
  answeringSeconds: number;
}

export type RecordFinding = 'ok' | 'batchedWithoutVisits' | 'batchedWithoutTime' | 'timeNotServerTime';

/** How many answers arrived within the batch gap of another answer (sorted by arrival). */
export function batchedAnswers(arrivals: readonly number[]): number {
  const at = [...arrivals].sort((a, b) => a - b);
  let batched = 0;
  for (let i = 0; i < at.length; i += 1) {
    const near = (j: number) =>
      j >= 0 && j < at.length && Math.abs((at[j] as number) - (at[i] as number)) <= RECORD_BATCH_GAP_SECONDS;
    if (near(i - 1) || near(i + 1)) batched += 1;
  }
  return batched;
}

/**
 * Whether an attempt's answer record is a person's: answers that arrived one by one are (the pace rule
 * judges their speed); answers that mostly arrived in batches must come with a visit to most of their
 * questions, at least the floor in device time per answer, and no more device time than the server saw.
 */
export function judgeAnswerRecord(facts: AnswerRecordFacts): RecordFinding {
  const answered = facts.arrivals.length;
  if (answered < RECORD_MIN_ANSWERED) return 'ok';
  if (batchedAnswers(facts.arrivals) < answered * RECORD_BATCHED_SHARE) return 'ok';
  if (Math.max(0, facts.visited) < answered * RECORD_MIN_VISITED_SHARE) return 'batchedWithoutVisits';
  const claimed = Math.max(0, facts.claimedSeconds);
  if (claimed < answered * PLAUSIBILITY_FLOOR_SECONDS) return 'batchedWithoutTime';
  const seen = Math.max(0, facts.answeringSeconds);
  if (claimed > seen * RECORD_CLAIM_SLACK.factor + RECORD_CLAIM_SLACK.seconds) return 'timeNotServerTime';
  return 'ok';
}

export interface FirstAttemptVerdict extends PlausibilityVerdict {
  /** What the answer record showed ('ok' when it is a person's, or was not judged). */
  record: RecordFinding;
}

/** A first attempt's verdict at finalisation: held when its pace or its answer record is no person's. */
export function judgeFirstAttempt(
  pace: PaceFacts,
  peers: PeerPace,
  record: AnswerRecordFacts,
): FirstAttemptVerdict {
  const verdict = judgePace(pace, peers);
  const finding = judgeAnswerRecord(record);
  return { ...verdict, plausible: verdict.plausible && finding === 'ok', record: finding };
}

export type HeldFor = 'pace' | 'answerRecord';

/**
 * Why a held attempt was held, from what is stored with it: below the pace floor per answered
 * question is the pace (an attempt held for too fast right answers is below it too); otherwise its
 * answer record.
 */
export function heldFor(facts: {
  answered: number;
  answeringSeconds: number;
  floorSeconds: number;
}): HeldFor {
  const answered = Math.max(0, facts.answered);
  return answered > 0 && Math.max(0, facts.answeringSeconds) / answered < facts.floorSeconds
    ? 'pace'
    : 'answerRecord';
}
