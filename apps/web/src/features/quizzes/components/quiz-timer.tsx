import { Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Seconds left: the end is `startedAt` + the timer on the server's clock (this phone's + offset). */
export const secondsLeft = (startedAt: string, seconds: number, offsetMs: number, now = Date.now()) =>
  Math.max(0, Math.ceil((Date.parse(startedAt) + seconds * 1000 - (now + offsetMs)) / 1000));

/**
 * The optional quiz timer, counted from the server's start time (not from ticks), so a locked
 * screen, a reload or a return offline keeps true time, and a phone whose clock is wrong neither
 * gains nor loses minutes. At zero the quiz finishes (docs/quizzes.md, "The timer").
 */
export function QuizTimer({
  startedAt,
  seconds,
  offsetMs,
  onEnd,
}: {
  startedAt: string;
  seconds: number;
  offsetMs: number;
  onEnd: () => void;
}) {
  const { t } = useTranslation();
  const [remaining, setRemaining] = useState(() => secondsLeft(startedAt, seconds, offsetMs));
  const ended = useRef(false);
  useEffect(() => {
    const tick = () => setRemaining(secondsLeft(startedAt, seconds, offsetMs));
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [startedAt, seconds, offsetMs]);
  useEffect(() => {
    if (remaining === 0 && !ended.current) {
      ended.current = true;
      onEnd();
    }
  }, [remaining, onEnd]);
  const mm = Math.floor(remaining / 60);
  const ss = String(remaining % 60).padStart(2, '0');
  return (
    <span
      className={`inline-flex items-center gap-1 font-semibold tabular-nums ${remaining <= 60 ? 'text-red-800' : ''}`}
      role="timer"
      data-testid="quiz-timer"
    >
      <Timer aria-hidden className="size-5" />
      {t('quizzes.run.timeLeft', { time: `${mm}:${ss}` })}
    </span>
  );
}
