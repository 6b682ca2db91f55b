import type { BatchTestStatus } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '@/lib/use-ui-language';
import { timeLeft, whenText } from '../lib/time-left';

/** When a test opens and closes, and for one not yet over how long until it opens or closes. */
export function WindowLine({
  opensAt,
  closesAt,
  status,
  now,
}: {
  opensAt: string;
  closesAt: string;
  status: BatchTestStatus;
  now: Date;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const target = status === 'upcoming' ? opensAt : closesAt;
  const left = timeLeft(new Date(target), now);
  return (
    <div className="flex flex-col gap-0.5 text-sm text-slate-700">
      <p>
        {t('batchTests.window', { opens: whenText(opensAt, language), closes: whenText(closesAt, language) })}
      </p>
      {status !== 'closed' && (
        <p className="font-semibold text-slate-900" aria-live="polite">
          {t(status === 'upcoming' ? 'batchTests.opensIn' : 'batchTests.closesIn', {
            left: left.days > 0 ? t('batchTests.daysHours', left) : t('batchTests.hoursMinutes', left),
          })}
        </p>
      )}
    </div>
  );
}
