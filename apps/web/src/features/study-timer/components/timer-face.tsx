import { subjectName, type TimerState } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatTimer } from '../lib/format-time';

interface TimerFaceProps {
  state: TimerState;
  remainingMs: number;
  longBreakEvery: number;
  lang: 'hi' | 'en';
}

const ring = { size: 220, stroke: 12 };
const radius = (ring.size - ring.stroke) / 2;
const circumference = 2 * Math.PI * radius;

/** The big clock: phase, time left in a progress ring, what is happening, the cycle so far. */
export function TimerFace({ state, remainingMs, longBreakEvery, lang }: TimerFaceProps) {
  const { t } = useTranslation();
  const phase = t(`studyTimer.phase.${state.phase}`);
  const time = formatTimer(remainingMs);
  const done = state.durationMs > 0 ? 1 - remainingMs / state.durationMs : 0;
  const isFocus = state.phase === 'focus';
  const status =
    state.status === 'ended'
      ? t(isFocus ? 'studyTimer.status.endedFocus' : 'studyTimer.status.endedBreak')
      : t(`studyTimer.status.${state.status}`);
  const subject = isFocus && state.subject ? subjectName(state.subject, lang) : null;

  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p
        className={cn(
          'rounded-full px-4 py-1 text-base font-semibold',
          isFocus ? 'bg-primary-50 text-primary-800' : 'bg-success-50 text-success-800',
        )}
      >
        {phase}
      </p>
      <div className="relative" style={{ width: ring.size, height: ring.size }}>
        <svg
          aria-hidden="true"
          width={ring.size}
          height={ring.size}
          viewBox={`0 0 ${ring.size} ${ring.size}`}
          className="-rotate-90"
        >
          <circle
            cx={ring.size / 2}
            cy={ring.size / 2}
            r={radius}
            fill="none"
            strokeWidth={ring.stroke}
            className="stroke-slate-200"
          />
          <circle
            cx={ring.size / 2}
            cy={ring.size / 2}
            r={radius}
            fill="none"
            strokeWidth={ring.stroke}
            strokeLinecap="round"
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - Math.min(1, Math.max(0, done)))}
            className={isFocus ? 'stroke-primary-700' : 'stroke-success-600'}
          />
        </svg>
        <p
          className="absolute inset-0 flex items-center justify-center text-5xl font-bold tabular-nums text-slate-900"
          role="timer"
          aria-label={t('studyTimer.timeLeft', { phase, time })}
          data-testid="timer-time"
        >
          {time}
        </p>
      </div>
      {/* Polite: the end of a phase is read out once; the seconds are not. */}
      <p className="min-h-7 text-lg font-medium text-slate-800" aria-live="polite" data-testid="timer-status">
        {status}
      </p>
      {subject && <p className="text-slate-700">{t('studyTimer.subjectLine', { subject })}</p>}
      <p className="text-sm text-slate-600">
        {t('studyTimer.cycle', { done: cycleDone(state.focusDone, longBreakEvery), every: longBreakEvery })}
      </p>
    </div>
  );
}

/** 4 of 4 while the long break is due, not 0 of 4. */
function cycleDone(focusDone: number, every: number): number {
  const inCycle = focusDone % every;
  return inCycle === 0 && focusDone > 0 ? every : inCycle;
}
