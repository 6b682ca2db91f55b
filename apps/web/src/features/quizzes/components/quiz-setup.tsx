import { type QuizLength, quizLengths } from '@abhyas/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const timers = [null, 10, 20, 30] as const;

interface Props {
  online: boolean;
  starting: boolean;
  onStart: (choice: { length: QuizLength; timerMinutes: number | null }) => void;
}

/** Choose the length (10, 20 or 30) and an optional timer, then start. */
export function QuizSetup({ online, starting, onStart }: Props) {
  const { t } = useTranslation();
  const [length, setLength] = useState<QuizLength>(10);
  const [timer, setTimer] = useState<number | null>(null);
  return (
    <div className="flex flex-col gap-5">
      <Choice legend={t('quizzes.setup.length')}>
        {quizLengths.map((n) => (
          <Chip key={n} selected={length === n} onClick={() => setLength(n)}>
            {n}
          </Chip>
        ))}
      </Choice>
      <Choice legend={t('quizzes.setup.timer')}>
        {timers.map((m) => (
          <Chip key={m ?? 'none'} selected={timer === m} onClick={() => setTimer(m)}>
            {m === null ? t('quizzes.setup.noTimer') : t('quizzes.setup.minutes', { count: m })}
          </Chip>
        ))}
      </Choice>
      {!online && <Alert variant="warning">{t('quizzes.setup.offline')}</Alert>}
      <Button
        fullWidth
        loading={starting}
        disabled={!online}
        onClick={() => onStart({ length, timerMinutes: timer })}
      >
        {t('quizzes.setup.start')}
      </Button>
    </div>
  );
}

function Choice({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

function Chip({
  selected,
  onClick,
  children,
}: {
  selected: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cn(
        'min-h-12 min-w-16 rounded-full border px-4 text-base font-semibold',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        selected
          ? 'border-primary-700 bg-primary-700 text-white'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
      )}
    >
      {children}
    </button>
  );
}
