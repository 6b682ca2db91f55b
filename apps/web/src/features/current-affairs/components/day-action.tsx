import type { CurrentAffairsDay } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** What a day's one button says: Start, Resume (answered/total) or See result (correct/total). */
export function useDayActionLabel() {
  const { t } = useTranslation();
  return (day: CurrentAffairsDay) => {
    const total = day.questions;
    if (day.finished) return t('currentAffairs.action.result', { correct: day.correct, total });
    if (day.quizId) return t('currentAffairs.action.resume', { answered: day.answered, total });
    return t('currentAffairs.action.start');
  };
}

/** Where the student stands with a day, in words under its date. */
export function useDayStatus() {
  const { t } = useTranslation();
  return (day: CurrentAffairsDay) => {
    const total = day.questions;
    if (day.finished) return t('currentAffairs.status.finished', { correct: day.correct, total });
    if (day.quizId) return t('currentAffairs.status.started', { answered: day.answered, total });
    return t('currentAffairs.status.new');
  };
}

interface DayActionProps {
  day: CurrentAffairsDay;
  busy: boolean;
  onStart: (day: string) => void;
  /** The spoken name, when the visible label alone would be ambiguous in a list. */
  ariaLabel?: string;
  primary?: boolean;
}

/** A day's quiz: started (or resumed) on the server, then opened on the quiz page. */
export function DayAction({ day, busy, onStart, ariaLabel, primary = false }: DayActionProps) {
  const label = useDayActionLabel()(day);
  return (
    <Button
      variant={primary || !day.finished ? 'primary' : 'secondary'}
      loading={busy}
      onClick={() => onStart(day.day)}
      aria-label={ariaLabel}
      className={primary ? 'w-full sm:w-auto' : 'shrink-0'}
    >
      {label}
    </Button>
  );
}
