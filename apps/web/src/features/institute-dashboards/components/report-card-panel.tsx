import { type ReportCardLink, reportCardLinkRules } from '@abhyas/core';
import { Copy, Download, FileText, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, FormError } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { useSnackbar } from '@/components/ui/snackbar';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { i18n, type Language } from '@/lib/i18n';
import { useLanguageLoaded } from '@/lib/use-language-loaded';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useCreateReportCardLink } from '../api/dashboards';
import { copyToClipboard, hasShareSheet, openShareSheet, whatsAppShareLink } from '../lib/share';
import { SectionCard } from './section-card';

const dayChoices = [1, 3, 7, 14, reportCardLinkRules.maxDays] as const;

/** The parent's message in the card's language: whose card, the address, until when it opens. */
export function reportCardMessage(
  lang: Language,
  card: { name: string; institute: string; link: ReportCardLink },
): string {
  return i18n.getFixedT(lang)('instituteDashboards.report.message', {
    name: card.name,
    institute: card.institute,
    url: card.link.url,
    until: formatDateTime(card.link.expiresAt, lang),
  });
}

/**
 * "Report card for parents": the staff member picks the card's language (the screen's first) and how
 * long the link opens (7 days unless changed), makes the link, then shares it (share sheet or a
 * WhatsApp message), copies it, or opens the PDF themselves. The address is shown only here, once.
 */
export function ReportCardPanel({
  organizationId,
  studentId,
  studentName,
  institute,
}: {
  organizationId: string;
  studentId: string;
  studentName: string;
  institute: string;
}) {
  const { t } = useTranslation();
  const ui = useUiLanguage();
  const snackbar = useSnackbar();
  const [lang, setLang] = useState<Language>(ui);
  const [days, setDays] = useState<number>(reportCardLinkRules.defaultDays);
  const create = useCreateReportCardLink(organizationId, studentId);
  const link = create.data && create.variables?.language === lang ? create.data : null;
  // The message is written in the card's language, whose strings may not be loaded yet.
  const ready = useLanguageLoaded(lang);
  const message = link && ready ? reportCardMessage(lang, { name: studentName, institute, link }) : '';

  const copy = async () => {
    if (!link) return;
    const ok = await copyToClipboard(link.url);
    snackbar.show(
      t(ok ? 'instituteDashboards.report.copied' : 'instituteDashboards.report.copyFailed'),
      ok ? 'success' : 'error',
    );
  };

  return (
    <SectionCard
      id="report-title"
      icon={FileText}
      title={t('instituteDashboards.report.title')}
      className="gap-4"
    >
      <p className="text-sm leading-relaxed text-slate-700">{t('instituteDashboards.report.intro')}</p>
      {/* The group's name is its aria-label; this is the same words for the eye. */}
      <p aria-hidden="true" className="-mb-2 font-semibold text-slate-800">
        {t('instituteDashboards.report.language')}
      </p>
      <RadioGroup
        label={t('instituteDashboards.report.language')}
        options={[
          { value: 'hi', label: t('instituteDashboards.report.hi') },
          { value: 'en', label: t('instituteDashboards.report.en') },
        ]}
        value={lang}
        onValueChange={(v) => setLang(v === 'en' ? 'en' : 'hi')}
      />
      <Select
        label={t('instituteDashboards.report.expiry')}
        options={dayChoices.map((n) => ({
          value: String(n),
          label: t('instituteDashboards.report.days', { count: n }),
        }))}
        value={String(days)}
        onChange={(e) => setDays(Number(e.target.value))}
      />
      <Button loading={create.isPending} onClick={() => create.mutate({ language: lang, days })}>
        {t('instituteDashboards.report.create')}
      </Button>
      <FormError message={create.isError ? errorMessage(create.error) : null} />
      {link && (
        <div className="flex flex-col gap-3" data-testid="report-link">
          <Alert variant="success">
            <p>{t('instituteDashboards.report.ready', { until: formatDateTime(link.expiresAt, ui) })}</p>
            <p className="mt-1 text-sm break-all" data-testid="report-url">
              {link.url}
            </p>
          </Alert>
          {hasShareSheet() && (
            <Button disabled={!message} onClick={() => void openShareSheet(message)}>
              <Share2 aria-hidden="true" className="size-5" />
              {t('instituteDashboards.report.share')}
            </Button>
          )}
          <a
            href={message ? whatsAppShareLink(message) : undefined}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses(hasShareSheet() ? 'secondary' : 'primary', true)}
            data-testid="whatsapp-link"
          >
            {t('instituteDashboards.report.whatsapp')}
          </a>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Button variant="secondary" onClick={() => void copy()}>
              <Copy aria-hidden="true" className="size-5" />
              {t('instituteDashboards.report.copy')}
            </Button>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('secondary', true)}
            >
              <Download aria-hidden="true" className="size-5" />
              {t('instituteDashboards.report.download')}
            </a>
          </div>
        </div>
      )}
    </SectionCard>
  );
}
