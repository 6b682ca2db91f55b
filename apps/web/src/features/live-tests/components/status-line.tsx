import { type LiveTestItem, publishDueAt } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';
import { countdownWords } from '../lib/words';

/**
 * Where a test stands, in one line, at `now` (server time): a countdown before the start, the join
 * window while it is open, the end while it runs, then when results come.
 */
export function StatusLine({ test, now }: { test: LiveTestItem; now: number }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const starts = Date.parse(test.startsAt);
  const joinCloses = Date.parse(test.joinClosesAt);
  const ends = Date.parse(test.endsAt);
  let text: string;
  let tone = 'text-slate-800';
  if (test.phase === 'cancelled') {
    text = t('liveTests.status.cancelled');
    tone = 'text-error-700';
  } else if (test.phase === 'published') {
    text = t('liveTests.status.published');
    tone = 'text-success-800';
  } else if (now < starts) {
    text = t('liveTests.status.startsIn', { time: countdownWords(t, starts - now) });
    tone = 'text-primary-800';
  } else if (now < joinCloses) {
    text = t('liveTests.status.joinOpen', { time: formatTime(joinCloses, lang) });
    tone = 'text-success-800';
  } else if (now < ends) {
    text = t('liveTests.status.running', { time: formatTime(ends, lang) });
  } else {
    text = t('liveTests.status.resultsAt', { time: formatTime(publishDueAt(new Date(ends)), lang) });
  }
  return <p className={`font-semibold ${tone}`}>{text}</p>;
}
