import { Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const left = (startedAt: string, seconds: number) =>
  Math.max(0, Math.round((Date.parse(startedAt) + seconds * 1000 - Date.now()) / 1000));

/**
 * The optional quiz timer, counted from the start time (not from ticks), so a locked screen or a
 * reload keeps true time. At zero the quiz finishes; the server accepts late answers (practice).
 */
export function QuizTimer({
  startedAt,
  seconds,
  onEnd,
}: {
  startedAt: string;
  seconds: number;
  onEnd: () => void;
}) {
  const { t } = useTranslation();
  const [remaining, setRemaining] = useState(() => left(startedAt, seconds));
  const ended = useRef(false);
  useEffect(() => {
    const id = window.setInterval(() => setRemaining(left(startedAt, seconds)), 1000);
    return () => window.clearInterval(id);
  }, [startedAt, seconds]);
  useEffect(() => {
    if (remaining === 0 && !ended.current) {
      ended.current = true;
      onEnd();
    }
  }, [remaining, onEnd]);
  const mm = Math.floor(remaining / 60);
  const ss = String(remaining % 60).padStart(2, '0');
  return (
    <span className="inline-flex items-center gap-1 font-semibold tabular-nums" role="timer">
      <Timer aria-hidden className="size-5" />
      {t('quizzes.run.timeLeft', { time: `${mm}:${ss}` })}
    </span>
  );
}
