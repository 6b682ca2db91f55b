import { monthInWords, type SetPdfLanguage } from '@abhyas/core';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '@/components/choice-group';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSnackbar } from '@/components/ui/snackbar';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useDownloadDigest } from '../api/download-digest';

/** "Download this month (PDF)": the month's days and their keys, in Hindi, English or both. */
export function DigestDownload({ month, lang }: { month: string; lang: 'hi' | 'en' }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const download = useDownloadDigest();
  const [language, setLanguage] = useState<SetPdfLanguage>(lang);
  const refusal = download.isError ? refusalOf(download.error, t) : null;
  return (
    <section
      aria-labelledby="ca-digest"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div>
        <h2 id="ca-digest" className="text-lg font-bold text-slate-900">
          {t('currentAffairs.digest.heading', { month: monthInWords(month, lang) })}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-slate-700">{t('currentAffairs.digest.lead')}</p>
      </div>
      <ChoiceGroup
        label={t('currentAffairs.digest.language')}
        value={language}
        onChange={(value) => {
          setLanguage(value);
          download.reset();
        }}
        options={(['hi', 'en', 'both'] as const).map((value) => ({
          value,
          label: t(`currentAffairs.digest.languages.${value}`),
        }))}
      />
      <Button
        variant="secondary"
        className="self-start"
        loading={download.isPending}
        onClick={() =>
          download.mutate(
            { month, language },
            { onSuccess: () => snackbar.show(t('currentAffairs.digest.done')) },
          )
        }
      >
        {!download.isPending && <FileDown aria-hidden="true" className="size-5" />}
        {download.isPending ? t('currentAffairs.digest.making') : t('currentAffairs.digest.download')}
      </Button>
      {refusal && <Alert variant={refusal.variant}>{refusal.message}</Alert>}
    </section>
  );
}

/** Busy (429: try again after Retry-After), nothing published (404), offline, or anything else. */
function refusalOf(
  error: unknown,
  t: ReturnType<typeof useTranslation>['t'],
): { variant: 'warning' | 'error'; message: string } {
  if (isApiError(error)) {
    if (error.code === 'RATE_LIMITED')
      return {
        variant: 'warning',
        message: t('currentAffairs.digest.busy', { seconds: error.retryAfterSeconds ?? 30 }),
      };
    if (error.status === 404) return { variant: 'warning', message: t('currentAffairs.digest.none') };
    if (error.code === 'NETWORK_ERROR')
      return { variant: 'warning', message: t('currentAffairs.digest.offline') };
  }
  return { variant: 'error', message: errorMessage(error) };
}
