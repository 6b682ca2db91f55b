import { type Card, createEmptyCard, fsrs, type Grade, Rating, type ReviewLog, State } from 'ts-fsrs';
import { addIndianDays, indianDayOf, indianDayStart } from '../days/indian-day.ts';

/**
 * The FSRS schedule of a card (ts-fsrs), the one rule the server applies and the web app may use to
 * preview intervals offline. The server's result always wins: the client sends only the rating and
 * when it was made. Fuzz is on (it spreads cards out so reviews do not bunch on one day); ts-fsrs
 * seeds it from the review time and the card's own state, so the same inputs give the same interval
 * on the server and on the phone.
 */
export const flashcardRatings = ['again', 'hard', 'good', 'easy'] as const;
export type FlashcardRating = (typeof flashcardRatings)[number];
export const flashcardStates = ['new', 'learning', 'review', 'relearning'] as const;
export type FlashcardState = (typeof flashcardStates)[number];

/** The parameters every student uses until theirs are fitted from their review log. */
export const defaultSchedulerParams = {
  request_retention: 0.9,
  maximum_interval: 36500,
  enable_fuzz: true,
  enable_short_term: true,
} as const;

const scheduler = fsrs(defaultSchedulerParams);

const gradeOf: Record<FlashcardRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};
const stateNames: Record<State, FlashcardState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};
const stateOf: Record<FlashcardState, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};

/** What the database keeps of a card's memory (ts-fsrs's Card, in our names). */
export interface CardMemory {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: FlashcardState;
  lastReview: Date | null;
}

/** One entry of the review log: what FSRS needs to fit a student's parameters later. */
export interface ReviewOutcome {
  memory: CardMemory;
  log: {
    rating: FlashcardRating;
    /** The card's state before this review. */
    state: FlashcardState;
    elapsedDays: number;
    lastElapsedDays: number;
    scheduledDays: number;
    stability: number;
    difficulty: number;
    reviewedAt: Date;
  };
}

export function newCardMemory(createdAt: Date): CardMemory {
  return fromCard(createEmptyCard(createdAt));
}

function toCard(m: CardMemory): Card {
  return {
    due: m.due,
    stability: m.stability,
    difficulty: m.difficulty,
    elapsed_days: m.elapsedDays,
    scheduled_days: m.scheduledDays,
    learning_steps: m.learningSteps,
    reps: m.reps,
    lapses: m.lapses,
    state: stateOf[m.state],
    ...(m.lastReview ? { last_review: m.lastReview } : {}),
  };
}

function fromCard(c: Card): CardMemory {
  return {
    due: c.due,
    stability: c.stability,
    difficulty: c.difficulty,
    elapsedDays: c.elapsed_days,
    scheduledDays: c.scheduled_days,
    learningSteps: c.learning_steps,
    reps: c.reps,
    lapses: c.lapses,
    state: stateNames[c.state],
    lastReview: c.last_review ?? null,
  };
}

function fromLog(l: ReviewLog, rating: FlashcardRating): ReviewOutcome['log'] {
  return {
    rating,
    state: stateNames[l.state],
    elapsedDays: l.elapsed_days,
    lastElapsedDays: l.last_elapsed_days,
    scheduledDays: l.scheduled_days,
    stability: l.stability,
    difficulty: l.difficulty,
    reviewedAt: l.review,
  };
}

/** The card after one review at `at`. */
export function reviewCard(memory: CardMemory, rating: FlashcardRating, at: Date): ReviewOutcome {
  const { card, log } = scheduler.next(toCard(memory), at, gradeOf[rating]);
  return { memory: fromCard(card), log: fromLog(log, rating) };
}

/**
 * The card's memory after a sequence of reviews, replayed in time order from a new card: how the
 * server rebuilds a card when an offline review arrives after a later one.
 */
export function replayReviews(
  createdAt: Date,
  reviews: readonly { rating: FlashcardRating; reviewedAt: Date }[],
): { memory: CardMemory; logs: ReviewOutcome['log'][] } {
  let memory = newCardMemory(createdAt);
  const logs: ReviewOutcome['log'][] = [];
  for (const r of reviews) {
    const outcome = reviewCard(memory, r.rating, r.reviewedAt);
    memory = outcome.memory;
    logs.push(outcome.log);
  }
  return { memory, logs };
}

/** When the card would next be due for each rating, reviewed at `at` (the buttons' intervals). */
export function previewIntervals(memory: CardMemory, at: Date): Record<FlashcardRating, Date> {
  return Object.fromEntries(flashcardRatings.map((r) => [r, reviewCard(memory, r, at).memory.due])) as Record<
    FlashcardRating,
    Date
  >;
}

/** "Due today": due before the end of the Indian day `now` falls on. */
export function dueCutoff(now: Date): Date {
  return indianDayStart(addIndianDays(indianDayOf(now), 1));
}
