import { type LiveTestItem, liveKeyName, mayRegister } from '@abhyas/core';
import { CalendarClock, CircleCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime, intlLocale } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useRegistration } from '../api/register-live-test';
import { StatusLine } from './status-line';

/** One live test in the list: what, when (IST), how long, where it stands, and register / registered. */
export function LiveCard({ test, now }: { test: LiveTestItem; now: number }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const registration = useRegistration(test.id);
  const number = new Intl.NumberFormat(intlLocale(lang));
  const href = `/mock-test/${test.id}`;
  const canRegister = !test.registered && mayRegister(test.phase) && now < Date.parse(test.joinClosesAt);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Chip color="primary">{liveKeyName(test.liveKey, lang)}</Chip>
        {test.scope === 'batch' && test.batchName && <Chip>{test.batchName}</Chip>}
        {test.registered && (
          <Chip color="success">
            <CircleCheck aria-hidden="true" className="size-4" />
            {t('liveTests.card.registered')}
          </Chip>
        )}
      </div>
      <h3 className="text-lg font-semibold leading-snug text-slate-900">
        <Link to={href} className="hover:underline focus-visible:underline">
          {test.title[lang]}
        </Link>
      </h3>
      <p className="flex items-start gap-2 text-slate-800">
        <CalendarClock aria-hidden="true" className="mt-1 size-5 shrink-0 text-slate-600" />
        <span>{t('liveTests.card.startsAt', { time: formatDateTime(test.startsAt, lang) })}</span>
      </p>
      <p className="text-slate-700">
        {t('liveTests.card.facts', {
          minutes: number.format(test.durationMinutes),
          questions: number.format(test.questions),
          marks: number.format(test.totalMarks),
        })}
      </p>
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Users aria-hidden="true" className="size-4 shrink-0" />
        {t('liveTests.card.registrations', {
          count: test.registrations,
          n: number.format(test.registrations),
        })}
      </p>
      <StatusLine test={test} now={now} />
      {registration.isError && (
        <p role="alert" className="text-sm font-medium text-error-700">
          {errorMessage(registration.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {canRegister && (
          <Button loading={registration.isPending} onClick={() => registration.mutate(true)}>
            {t('liveTests.card.register')}
          </Button>
        )}
        <Link to={href} className={buttonClasses(canRegister ? 'secondary' : 'primary')}>
          {test.phase === 'published' ? t('liveTests.card.results') : t('liveTests.card.open')}
        </Link>
      </div>
    </li>
  );
}
