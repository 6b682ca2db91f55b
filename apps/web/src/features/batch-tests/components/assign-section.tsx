import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, FormError } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { useUiLanguage } from '@/lib/use-ui-language';
import { downloadSetXml, useInstituteSets } from '../api/content';
import { useAssignTest, useInstituteBatches } from '../api/tests';

/** A datetime-local value (Indian time, as the institute's day is) as an ISO instant. */
const istToIso = (local: string) => (local ? new Date(`${local}:00+05:30`).toISOString() : '');

/**
 * Assigning one of the institute's tests to a batch with an open and a close time (Indian time),
 * and the institute's tests to download as Moodle XML.
 */
export function AssignSection({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const sets = useInstituteSets(organizationId);
  const batches = useInstituteBatches(organizationId);
  const assign = useAssignTest(organizationId);
  const [setId, setSetId] = useState('');
  const [batchId, setBatchId] = useState('');
  const [opens, setOpens] = useState('');
  const [closes, setCloses] = useState('');
  const activeBatches = (batches.data?.data ?? []).filter((b) => !b.archivedAt);
  const fieldError = (field: string) =>
    assign.error && 'field' in assign.error && assign.error.field === field
      ? errorMessage(assign.error)
      : undefined;
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{t('batchTests.assign.title')}</h2>
      {sets.data?.length === 0 ? (
        <p className="text-slate-700">{t('batchTests.assign.noSets')}</p>
      ) : (
        <>
          <Select
            label={t('batchTests.assign.set')}
            placeholder={t('batchTests.import.choose')}
            value={setId}
            onChange={(e) => setSetId(e.target.value)}
            options={(sets.data ?? []).map((s) => ({ value: s.id, label: s.title[language] }))}
          />
          <Select
            label={t('batchTests.assign.batch')}
            placeholder={t('batchTests.import.choose')}
            value={batchId}
            onChange={(e) => setBatchId(e.target.value)}
            options={activeBatches.map((b) => ({ value: b.id, label: b.name }))}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              type="datetime-local"
              label={t('batchTests.assign.opens')}
              value={opens}
              onChange={(e) => setOpens(e.target.value)}
            />
            <TextField
              type="datetime-local"
              label={t('batchTests.assign.closes')}
              value={closes}
              error={fieldError('closesAt')}
              onChange={(e) => setCloses(e.target.value)}
            />
          </div>
          <Button
            disabled={!setId || !batchId || !opens || !closes}
            loading={assign.isPending}
            onClick={() =>
              assign.mutate({ setId, batchId, opensAt: istToIso(opens), closesAt: istToIso(closes) })
            }
          >
            {t('batchTests.assign.run')}
          </Button>
          {assign.isError && !fieldError('closesAt') && <FormError message={errorMessage(assign.error)} />}
          {assign.isSuccess && <Alert variant="success">{t('batchTests.assign.done')}</Alert>}
          {(sets.data ?? []).length > 0 && (
            <div className="flex flex-col gap-2">
              <h3 className="font-semibold">{t('batchTests.assign.yourSets')}</h3>
              <ul className="flex flex-col divide-y divide-slate-200">
                {(sets.data ?? []).map((s) => (
                  <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="min-w-0 break-words">
                      {s.title[language]} · {t('batchTests.questionCount', { count: s.questionCount })}
                    </span>
                    <Button variant="secondary" onClick={() => void downloadSetXml(organizationId, s)}>
                      {t('batchTests.assign.download')}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
