import type { AttemptState, HallQuestion } from '@abhyas/core';
import { useEffect, useRef } from 'react';
import { openSectionIndex } from '../lib/clock';

/** Sectionally timed exams: when a section's window closes, the hall moves on to the one that opened. */
export function useSectionWindows(
  attempt: AttemptState,
  now: number,
  question: HallQuestion | undefined,
  moveTo: (section: number) => void,
) {
  const open = attempt.sectionalTiming ? openSectionIndex(attempt.sections, now) : null;
  const move = useRef(moveTo);
  move.current = moveTo;
  useEffect(() => {
    if (open !== null && question && question.section !== open) move.current(open);
  }, [open, question]);
}
