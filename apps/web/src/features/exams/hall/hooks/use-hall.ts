import type { HallQuestion, TestLanguage } from '@abhyas/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { afterSubmitPath, forgetAfterSubmit } from '../lib/after-submit';
import { carryRefusals } from '../lib/carried-refusals';
import { openSectionIndex, secondsLeft, sectionLocked, serverNowMs } from '../lib/clock';
import { type CachedAttempt, forgetAttempt } from '../lib/hall-cache';
import { idbStore } from '../lib/idb-store';
import { firstOfSection, nextIndex, previousIndex, sortQuestions } from '../lib/navigation';
import { openingIndex, resumeQuestionId } from '../lib/position';
import { emptyResponse } from '../lib/responses';
import { useAttemptTiming, useTimingCheck } from './use-attempt-timing';
import { usePositionSync } from './use-position-sync';
import { useSaveQueue } from './use-save-queue';
import { useSectionWindows } from './use-section-windows';
import { useServerClock } from './use-server-clock';
import { useSubmission } from './use-submission';

export interface HallOptions {
  cached: CachedAttempt;
  /** False when the hall opened from this device's copy because the server could not be reached. */
  online: boolean;
  examId: string;
  setSlug: string;
  /** 0-based section to open on, from the route. */
  startSection: number | null;
}

const SIX_HOURS = 6 * 60 * 60 * 1000;

/**
 * Everything the hall screen does: answers, saves, navigation, time and submission. The answers live
 * in the save queue alone (see lib/save-queue.ts); this hook holds only where the student is and the
 * choice not yet saved.
 */
export function useHall({ cached, online, examId, setSlug, startSection }: HallOptions) {
  const navigate = useNavigate();
  const clock = useServerClock(cached.offsetMs);
  // The attempt with the server's latest deadline and windows (they move when compensatory time is granted).
  const timing = useAttemptTiming(cached.state, clock.now);
  const { attempt } = timing;
  const questions = useMemo(() => sortQuestions(attempt.questions), [attempt.questions]);
  const { queue, snapshot } = useSaveQueue(cached.state, cached.record, clock.addSample, timing.learn);
  const { responses } = snapshot;
  const [current, setCurrent] = useState(() =>
    openingIndex(
      questions,
      { sections: attempt.sections, sectionalTiming: attempt.sectionalTiming, now: clock.now },
      startSection,
      resumeQuestionId(cached.record?.position ?? null, attempt.currentQuestionId ?? null, online),
    ),
  );
  const [viewLanguage, setViewLanguage] = useState<TestLanguage>(attempt.language);
  const shownAt = useRef(Date.now());
  const spent = useRef<Record<string, number>>({});
  // Questions whose visit was sent in this session: a visit the server refused is not sent again.
  const visitSent = useRef(new Set<string>());

  const question: HallQuestion | undefined = questions[current];
  const response = (question && responses[question.id]) ?? emptyResponse;
  // A choice not saved with Save & Next is dropped on leaving the question, as in the real CBT: the
  // draft belongs to one question and falls back to its saved answer everywhere else.
  const [draftOf, setDraftOf] = useState<{ id: string; answer: number | null } | null>(null);
  const draft = question && draftOf?.id === question.id ? draftOf.answer : response.answer;
  const setDraft = useCallback(
    (answer: number | null) => question && setDraftOf({ id: question.id, answer }),
    [question],
  );

  // A closed section takes no more answers (the server would reject them): checked against the live
  // server time, not the last tick, so a press in the second after closing is not queued.
  const closed = useCallback(
    (q: HallQuestion) =>
      sectionLocked(attempt.sections, q.section, serverNowMs(clock.offset()), attempt.sectionalTiming),
    [attempt.sections, attempt.sectionalTiming, clock.offset],
  );

  const record = useCallback(
    (q: HallQuestion, answer: number | null, marked: boolean) => {
      if (!queue || closed(q)) return;
      const total = (spent.current[q.id] ?? 0) + (Date.now() - shownAt.current);
      spent.current[q.id] = 0;
      shownAt.current = Date.now();
      visitSent.current.add(q.id);
      queue.enqueue({ questionId: q.id, answer, marked, timeSpentMs: Math.min(total, SIX_HOURS) });
      setDraftOf(null);
    },
    [queue, closed],
  );

  // Seeing a question makes it "not answered" (red) in the palette, on the server too. Sent in the
  // same moment as the move (so Save & Next is one device write), and at most once per question.
  const visit = useCallback(
    (q: HallQuestion) => {
      if (!queue || visitSent.current.has(q.id) || queue.getSnapshot().responses[q.id]?.visited) return;
      if (closed(q)) return;
      visitSent.current.add(q.id);
      queue.enqueue({ questionId: q.id, answer: null, marked: false, timeSpentMs: 0 });
    },
    [queue, closed],
  );

  // The opening question (and one reached by a section window moving on) is visited and stored as
  // the position once the queue is ready; moves by the student do both in goTo.
  useEffect(() => {
    if (!question || !queue) return;
    visit(question);
    queue.setPosition(question.id);
  }, [question, queue, visit]);

  const goTo = useCallback(
    (index: number) => {
      const q = questions[index];
      if (!q || sectionLocked(attempt.sections, q.section, clock.now, attempt.sectionalTiming)) return;
      if (question)
        spent.current[question.id] = (spent.current[question.id] ?? 0) + (Date.now() - shownAt.current);
      shownAt.current = Date.now();
      setCurrent(index);
      visit(q);
      queue?.setPosition(q.id);
    },
    [questions, attempt.sections, attempt.sectionalTiming, clock.now, question, visit, queue],
  );

  const stay = attempt.sectionalTiming;
  const saveAndNext = () => {
    if (!question) return;
    record(question, draft, false);
    goTo(nextIndex(questions, current, stay));
  };
  const markAndNext = () => {
    if (!question) return;
    record(question, draft, true);
    goTo(nextIndex(questions, current, stay));
  };
  const clearResponse = () => {
    if (!question) return;
    record(question, null, response.marked);
  };
  const previous = () => goTo(previousIndex(questions, current, stay));

  const { state: submission, submit } = useSubmission(queue, attempt.id, async () => {
    await forgetAttempt(idbStore, setSlug, attempt.id).catch(() => undefined);
    // A live test's candidate goes back to its lobby (results at the window's close: lib/after-submit.ts).
    const lobby = afterSubmitPath(setSlug);
    forgetAfterSubmit(setSlug);
    // Answers refused to the end (sent after the attempt closed) are shown on the next page.
    const state = queue ? carryRefusals(queue.getSnapshot().refusals, questions) : undefined;
    void navigate(lobby ?? `/exams/${examId}/${setSlug}/results?attempt=${attempt.id}`, {
      replace: true,
      ...(state ? { state } : {}),
    });
  });
  const askTiming = usePositionSync(
    attempt.id,
    queue,
    question?.id,
    attempt.currentQuestionId ?? null,
    (news, sample) => {
      clock.addSample(sample);
      timing.learn(news);
    },
    snapshot.status !== 'closed' &&
      snapshot.status !== 'moved' &&
      (submission.kind === 'idle' || submission.kind === 'refused'),
  );
  useTimingCheck(
    attempt,
    clock.now,
    timing.lastContact,
    queue !== null && submission.kind === 'idle',
    askTiming,
  );

  const left = secondsLeft(attempt.deadline, clock.now);
  // Sectionally timed: the timer counts down the open section, as the real CBT's does.
  const openWindow = attempt.sectionalTiming
    ? attempt.sections[openSectionIndex(attempt.sections, clock.now)]
    : undefined;
  const timerSeconds = openWindow ? Math.min(left, secondsLeft(openWindow.closesAt, clock.now)) : left;
  // Time is up, or the server closed the attempt (submitted elsewhere, deadline passed): submit once.
  // Only an idle submission starts: one that was refused waits for the student (no loop).
  useEffect(() => {
    if ((left === 0 || snapshot.status === 'closed') && queue && submission.kind === 'idle') void submit();
  }, [left, snapshot.status, queue, submission.kind, submit]);

  useSectionWindows(attempt, clock.now, question, (section) => goTo(firstOfSection(questions, section)));

  return {
    attempt,
    questions,
    current,
    question,
    response,
    responses,
    draft,
    setDraft,
    viewLanguage,
    setViewLanguage,
    secondsLeft: left,
    /** Minutes the deadline moved since the hall opened (compensatory time granted mid-test). */
    extendedBy: timing.extendedBy,
    timerSeconds,
    now: clock.now,
    status: snapshot.status,
    pending: snapshot.pending,
    refusals: snapshot.refusals,
    durable: snapshot.durable,
    dismissRefusals: () => queue?.dismissRefusals(),
    ready: queue !== null,
    submitting: submission.kind === 'sending' || submission.kind === 'retrying' || submission.kind === 'done',
    submission,
    goTo,
    saveAndNext,
    markAndNext,
    clearResponse,
    previous,
    submit,
  };
}

export type Hall = ReturnType<typeof useHall>;
