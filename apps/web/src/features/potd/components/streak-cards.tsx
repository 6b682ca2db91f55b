import { Flame, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §2: a Current Streak card and a Max Streak card, side by side even on a 360 px phone. */
export function StreakCards({ current, max }: { current: number; max: number }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3">
      <StreakCard
        testId="potd-current-streak"
        title={t('potd.streak.current')}
        value={current}
        days={t('potd.streak.days', { count: current })}
        icon={<Flame aria-hidden="true" className="size-6 text-accent-600" />}
      />
      <StreakCard
        testId="potd-max-streak"
        title={t('potd.streak.max')}
        value={max}
        days={t('potd.streak.days', { count: max })}
        icon={<Trophy aria-hidden="true" className="size-6 text-primary-700" />}
      />
    </div>
  );
}

function StreakCard(props: { testId: string; title: string; value: number; days: string; icon: ReactNode }) {
  return (
    <section
      data-testid={props.testId}
      aria-label={`${props.title}: ${props.days}`}
      className="flex items-center gap-3 rounded-lg border border-accent-200 bg-accent-50 px-3 py-3 sm:px-4"
    >
      {props.icon}
      <div className="min-w-0">
        <p className="text-sm leading-snug font-medium text-slate-700">{props.title}</p>
        <p aria-hidden="true" className="text-2xl font-bold text-slate-900">
          {props.value}
        </p>
      </div>
    </section>
  );
}
