import type { HallQuestion, TestLanguage } from '@abhyas/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { submitAttempt } from '../api/submit-attempt';
import { openSectionIndex, secondsLeft, sectionLocked, serverNowMs } from '../lib/clock';
import { type CachedAttempt, forgetAttempt, saveLocalResponses } from '../lib/hall-cache';
import { idbStore } from '../lib/idb-store';
import { firstOfSection, nextIndex, previousIndex, sortQuestions } from '../lib/navigation';
import { emptyResponse, type LocalResponse, mergeResponses, type ResponseMap } from '../lib/responses';
import { useSaveQueue } from './use-save-queue';
import { useSectionWindows } from './use-section-windows';
import { useServerClock } from './use-server-clock';

const waitForOnline = () =>
  new Promise<void>((resolve) => {
    if (navigator.onLine) setTimeout(resolve, 2000);
    else window.addEventListener('online', () => resolve(), { once: true });
  });

export interface HallOptions {
  cached: CachedAttempt;
  examId: string;
  setSlug: string;
  /** 0-based section to open on, from the route. */
  startSection: number | null;
}

/** Everything the hall screen does: answers, saves, navigation, time and submission. */
export function useHall({ cached, examId, setSlug, startSection }: HallOptions) {
  const { state: attempt } = cached;
  const navigate = useNavigate();
  const questions = useMemo(() => sortQuestions(attempt.questions), [attempt.questions]);
  const clock = useServerClock(cached.offsetMs);
  const [responses, setResponses] = useState<ResponseMap>(() => {
    const fromServer: ResponseMap = {};
    for (const r of attempt.responses) fromServer[r.questionId] = { ...r };
    return mergeResponses(fromServer, cached.local);
  });
  const local = useRef<ResponseMap>(cached.local);
  const [current, setCurrent] = useState(() =>
    startSection !== null &&
    !sectionLocked(attempt.sections, startSection, clock.now, attempt.sectionalTiming)
      ? firstOfSection(questions, startSection)
      : firstOfSection(
          questions,
          attempt.sectionalTiming ? openSectionIndex(attempt.sections, clock.now) : 0,
        ),
  );
  const [viewLanguage, setViewLanguage] = useState<TestLanguage>(attempt.language);
  const [submitting, setSubmitting] = useState(false);
  const shownAt = useRef(Date.now());
  const spent = useRef<Record<string, number>>({});

  const onRestored = useCallback(
    (pending: readonly { questionId: string; answer: number | null; marked: boolean; seq: number }[]) => {
      const fromQueue: ResponseMap = {};
      for (const s of pending)
        fromQueue[s.questionId] = { answer: s.answer, marked: s.marked, visited: true, seq: s.seq };
      setResponses((r) => mergeResponses(r, fromQueue));
    },
    [],
  );
  const { queue, status, pending } = useSaveQueue(attempt, clock.addSample, onRestored);

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

  const record = useCallback(
    (q: HallQuestion, answer: number | null, marked: boolean) => {
      if (!queue) return;
      // A closed section takes no more answers (the server would reject them): checked against the
      // live server time, not the last tick, so a press in the second after closing is not queued.
      const live = serverNowMs(clock.offset());
      if (sectionLocked(attempt.sections, q.section, live, attempt.sectionalTiming)) return;
      const total = (spent.current[q.id] ?? 0) + (Date.now() - shownAt.current);
      spent.current[q.id] = 0;
      shownAt.current = Date.now();
      const timeSpentMs = Math.min(total, 6 * 60 * 60 * 1000);
      const { seq } = queue.enqueue({ questionId: q.id, answer, marked, timeSpentMs });
      const next: LocalResponse = { answer, marked, visited: true, seq };
      local.current = { ...local.current, [q.id]: next };
      void saveLocalResponses(idbStore, attempt.id, local.current);
      setResponses((r) => ({ ...r, [q.id]: next }));
      setDraftOf(null);
    },
    [queue, attempt.id, attempt.sections, attempt.sectionalTiming, clock.offset],
  );

  // Seeing a question makes it "not answered" (red) in the palette, on the server too.
  useEffect(() => {
    if (question && queue && !response.visited) record(question, null, false);
  }, [question, queue, response.visited, record]);

  const goTo = useCallback(
    (index: number) => {
      const q = questions[index];
      if (!q || sectionLocked(attempt.sections, q.section, clock.now, attempt.sectionalTiming)) return;
      if (question)
        spent.current[question.id] = (spent.current[question.id] ?? 0) + (Date.now() - shownAt.current);
      shownAt.current = Date.now();
      setCurrent(index);
    },
    [questions, attempt.sections, attempt.sectionalTiming, clock.now, question],
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

  const submit = useCallback(async () => {
    if (submitting || !queue) return;
    setSubmitting(true);
    // Every answer first: the server scores what it has acknowledged.
    void queue.flush();
    await queue.drained();
    for (;;) {
      try {
        await submitAttempt(attempt.id);
        break;
      } catch (error) {
        if (!(error instanceof ApiError) || (error.code !== 'NETWORK_ERROR' && error.status < 500)) {
          setSubmitting(false);
          throw error;
        }
        await waitForOnline();
      }
    }
    await forgetAttempt(idbStore, setSlug, attempt.id);
    void navigate(`/exams/${examId}/${setSlug}/results?attempt=${attempt.id}`, { replace: true });
  }, [submitting, queue, attempt.id, setSlug, examId, navigate]);

  const left = secondsLeft(attempt.deadline, clock.now);
  // Sectionally timed: the timer counts down the open section, as the real CBT's does.
  const openWindow = attempt.sectionalTiming
    ? attempt.sections[openSectionIndex(attempt.sections, clock.now)]
    : undefined;
  const timerSeconds = openWindow ? Math.min(left, secondsLeft(openWindow.closesAt, clock.now)) : left;
  // Time is up, or the server closed the attempt (submitted elsewhere, deadline passed).
  useEffect(() => {
    if ((left === 0 || status === 'closed') && queue && !submitting) void submit();
  }, [left, status, queue, submitting, submit]);

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
    timerSeconds,
    now: clock.now,
    status,
    pending,
    ready: queue !== null,
    submitting,
    goTo,
    saveAndNext,
    markAndNext,
    clearResponse,
    previous,
    submit,
  };
}

export type Hall = ReturnType<typeof useHall>;
