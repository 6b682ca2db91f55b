import { type AttemptTiming, examTemplates } from '@abhyas/core';
import { examKeyOf } from '../exams/presenter.ts';
import type { AttemptFacts } from './saves.ts';
import { windowsOf } from './state.ts';

/**
 * The attempt's time as it stands, from the save cache's facts (dropped on every node when a grant of
 * compensatory time moves the deadline). The section windows go only when they differ from the plain
 * ones every hall starts with: a running attempt's windows change only by being stretched, never back.
 */
export function attemptTiming(facts: AttemptFacts, now: Date): AttemptTiming {
  const timing: AttemptTiming = { serverNow: now.toISOString(), deadline: facts.deadline.toISOString() };
  const sectional = examTemplates[examKeyOf(facts.examKey)].sectionalTiming;
  if (!sectional || facts.compensatoryMinutes === 0) return timing;
  timing.sections = windowsOf(facts).sections.map((w, index) => ({
    index,
    opensAt: w.opensAt.toISOString(),
    closesAt: w.closesAt.toISOString(),
  }));
  return timing;
}
