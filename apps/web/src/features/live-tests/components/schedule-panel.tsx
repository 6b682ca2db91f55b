import {
  type ExamKey,
  isLiveKey,
  type LiveKey,
  liveKeyExam,
  liveKeyName,
  liveKeys,
  liveTestRules,
} from '@abhyas/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useSeriesOf, useUnpublishedSets } from '../api/list-admin-sets';
import { useScheduleLiveTest } from '../api/schedule-live-test';
import { defaultStart, istInputToIso } from '../lib/ist';

/**
 * Platform admins schedule an all-India live test here: the live key, an unpublished set of that
 * exam (the paper stays secret until the results), the start in IST and the join window. The server
 * refuses a set whose questions are anywhere public (docs/live-tests.md); its reason is shown.
 */
export function SchedulePanel() {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const [open, setOpen] = useState(false);
  const [liveKey, setLiveKey] = useState<LiveKey | null>(null);
  const [seriesId, setSeriesId] = useState<string | null>(null);
  const [setId, setSetId] = useState('');
  const [startsAt, setStartsAt] = useState(() => defaultStart(Date.now(), 60));
  const [joinMinutes, setJoinMinutes] = useState(String(liveTestRules.joinMinutesDefault));
  const [missing, setMissing] = useState(false);
  const examKey: ExamKey | null = liveKey ? liveKeyExam[liveKey] : null;
  const series = useSeriesOf(examKey);
  const sets = useUnpublishedSets(seriesId);
  const schedule = useScheduleLiveTest();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const iso = istInputToIso(startsAt);
    const minutes = Number(joinMinutes);
    if (!liveKey || !setId || !iso || !Number.isInteger(minutes)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    schedule.mutate({ liveKey, setId, startsAt: iso, joinMinutes: minutes });
  };

  if (!open)
    return (
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('liveTests.schedule.open')}
        </Button>
      </div>
    );
  return (
    <Card aria-labelledby="schedule-title" className="flex flex-col gap-4">
      <h2 id="schedule-title" className="text-lg font-semibold text-slate-900">
        {t('liveTests.schedule.title')}
      </h2>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <Select
          label={t('liveTests.schedule.liveKey')}
          placeholder={t('liveTests.schedule.choose')}
          options={liveKeys.map((k) => ({ value: k, label: liveKeyName(k, lang) }))}
          value={liveKey ?? ''}
          onChange={(e) => {
            setLiveKey(isLiveKey(e.target.value) ? e.target.value : null);
            setSeriesId(null);
            setSetId('');
          }}
        />
        {liveKey && (
          <Select
            label={t('liveTests.schedule.series')}
            placeholder={series.isPending ? t('liveTests.schedule.loading') : t('liveTests.schedule.choose')}
            options={(series.data ?? []).map((s) => ({ value: s.id, label: s.title[lang] }))}
            value={seriesId ?? ''}
            onChange={(e) => {
              setSeriesId(e.target.value || null);
              setSetId('');
            }}
          />
        )}
        {seriesId && (
          <Select
            label={t('liveTests.schedule.set')}
            placeholder={
              sets.isPending
                ? t('liveTests.schedule.loading')
                : sets.data?.length === 0
                  ? t('liveTests.schedule.noSets')
                  : t('liveTests.schedule.choose')
            }
            options={(sets.data ?? []).map((s) => ({
              value: s.id,
              label: t('liveTests.schedule.setOption', { title: s.title[lang], n: s.questionCount }),
            }))}
            value={setId}
            onChange={(e) => setSetId(e.target.value)}
          />
        )}
        <TextField
          type="datetime-local"
          label={t('liveTests.schedule.startsAt')}
          hint={t('liveTests.schedule.startsAtHint')}
          value={startsAt}
          onChange={(e) => setStartsAt(e.target.value)}
        />
        <TextField
          type="number"
          inputMode="numeric"
          min={liveTestRules.joinMinutesMin}
          max={liveTestRules.joinMinutesMax}
          label={t('liveTests.schedule.joinMinutes')}
          hint={t('liveTests.schedule.joinMinutesHint')}
          value={joinMinutes}
          onChange={(e) => setJoinMinutes(e.target.value)}
        />
        {missing && <Alert variant="error">{t('liveTests.schedule.missing')}</Alert>}
        {schedule.isError && <Alert variant="error">{errorMessage(schedule.error)}</Alert>}
        {schedule.isSuccess && (
          <Alert variant="success">
            {t('liveTests.schedule.done', { time: formatDateTime(schedule.data.startsAt, lang) })}
          </Alert>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={schedule.isPending}>
            {t('liveTests.schedule.submit')}
          </Button>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t('liveTests.schedule.close')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
