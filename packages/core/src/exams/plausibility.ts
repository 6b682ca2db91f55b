/**
 * Honest ranks (docs/exam-hall.md, "Honest ranks"): is a first attempt plausible for a person, or
 * does it wait for an admin before it counts in the ranks?
 *
 * Practice sets share questions and show their keys after submission, so a second account can read
 * the keys of another set and answer a first attempt perfectly within seconds. What such an attempt
 * cannot fake is time measured by the server: from the attempt's start to its last accepted save.
 * An attempt is held for review when it answered many questions, nearly all of them right, faster
 * per question than a person can read them. Fast guessing (low accuracy) and a handful of quick
 * answers are left alone: they do not buy a rank.
 */

/** Below this many answered questions nothing is judged: too few to tell luck from speed. */
export const PLAUSIBILITY_MIN_ANSWERED = 20;
/** Only accurate attempts are judged: a fast guesser scores about 25% and takes no one's place. */
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

/** Whether the rule looks at an attempt at all: enough answers, nearly all right. */
export function paceIsJudged(facts: Pick<PaceFacts, 'answered' | 'correct'>): boolean {
  const answered = Math.max(0, facts.answered);
  return (
    answered >= PLAUSIBILITY_MIN_ANSWERED &&
    Math.min(1, Math.max(0, facts.correct) / answered) >= PLAUSIBILITY_MIN_ACCURACY
  );
}

/** Whether an attempt's answers are plausible for a person (see the module comment for the rule). */
export function judgePace(facts: PaceFacts, peers: PeerPace): PlausibilityVerdict {
  const floorSeconds = plausibilityFloor(peers);
  const answered = Math.max(0, facts.answered);
  const secondsPerAnswer = answered > 0 ? Math.max(0, facts.answeringSeconds) / answered : null;
  const accuracy = answered > 0 ? Math.min(1, Math.max(0, facts.correct) / answered) : null;
  const judged = paceIsJudged(facts);
  const tooFast = secondsPerAnswer !== null && secondsPerAnswer < floorSeconds;
  return { plausible: !(judged && tooFast), secondsPerAnswer, floorSeconds, accuracy };
}
