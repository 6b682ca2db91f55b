import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PlatformAdminOnly } from '@/components/platform-admin-only';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { useSeriesList } from '../api/series';
import { useSetDetail } from '../api/sets';
import { AdminTabs, tabOf } from '../components/admin-tabs';
import { CandidatesPanel } from '../components/candidates-panel';
import { ExportDownloads, TemplateDownloads } from '../components/downloads';
import { ImportForm } from '../components/import-form';
import { PublishControl } from '../components/publish-control';
import { QuestionList } from '../components/question-list';
import { RankReviewsPanel } from '../components/rank-reviews-panel';
import { ReportsPanel } from '../components/reports-panel';
import { SeriesDetailsForm } from '../components/series-details-form';
import { SeriesPicker } from '../components/series-picker';
import { SetDetailsForm } from '../components/set-details-form';
import { SetPicker } from '../components/set-picker';
import { useLocalized } from '../hooks/use-localized';

/**
 * /test-upload (the URL is older than the name; the area is `questions`, as on the server): authoring of the question bank (`?tab=reports`: students' reports and key corrections;
 * `?tab=reviews`: first attempts held out of the ranks; `?tab=candidates`: compensatory time). The route sits behind the admin gate; the page
 * checks the role again before any call, because a 403 from the API would end the session.
 */
export function QuestionsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full min-w-0 max-w-4xl">
      <PageMeta title={t('testUpload.meta.title')} description={t('testUpload.meta.description')} noindex />
      <PlatformAdminOnly
        texts={{
          signInTitle: t('testUpload.gate.signInTitle'),
          signInBody: t('testUpload.gate.signInBody'),
          signIn: t('testUpload.gate.signIn'),
          adminsOnly: t('testUpload.gate.adminsOnly'),
        }}
      >
        <Workspace />
      </PlatformAdminOnly>
    </div>
  );
}

function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      {title && <h2 className="text-lg font-semibold text-slate-900">{title}</h2>}
      {children}
    </section>
  );
}

function Workspace() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  // Kept here, not in the content tab, so a visit to the reports comes back to the same set.
  const [seriesId, setSeriesId] = useState('');
  const [setId, setSetId] = useState('');
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold">{t('testUpload.heading')}</h1>
        {tab === 'content' && <p className="mt-1 text-slate-700">{t('testUpload.intro')}</p>}
      </div>
      <AdminTabs current={tab} />
      {tab === 'reports' ? (
        <Section>
          <ReportsPanel />
        </Section>
      ) : tab === 'reviews' ? (
        <Section>
          <RankReviewsPanel />
        </Section>
      ) : tab === 'candidates' ? (
        <Section>
          <CandidatesPanel />
        </Section>
      ) : (
        <ContentTab seriesId={seriesId} setSeriesId={setSeriesId} setId={setId} setSetId={setSetId} />
      )}
    </div>
  );
}

interface ContentTabProps {
  seriesId: string;
  setSeriesId: (id: string) => void;
  setId: string;
  setSetId: (id: string) => void;
}

function ContentTab({ seriesId, setSeriesId, setId, setSetId }: ContentTabProps) {
  const { t } = useTranslation();
  return (
    <>
      <Section title={t('testUpload.pickHeading')}>
        <SeriesPicker
          value={seriesId}
          onChange={(id) => {
            setSeriesId(id);
            setSetId('');
          }}
        />
        {seriesId && <SeriesEdit key={seriesId} seriesId={seriesId} />}
        {seriesId && <SetPicker seriesId={seriesId} value={setId} onChange={setSetId} />}
      </Section>
      <Section title={t('testUpload.downloads.templateHeading')}>
        <p className="text-sm text-slate-700">{t('testUpload.downloads.templateHint')}</p>
        <TemplateDownloads />
      </Section>
      {setId && <SetWorkspace key={setId} setId={setId} />}
    </>
  );
}

/** "Edit series" under the series picker; the list is already cached by the picker. */
function SeriesEdit({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation();
  const series = useSeriesList(true).data?.find((s) => s.id === seriesId);
  const [open, setOpen] = useState(false);
  if (!series) return null;
  return open ? (
    <SeriesDetailsForm key={series.id} series={series} onClose={() => setOpen(false)} />
  ) : (
    <Button variant="ghost" className="self-start" onClick={() => setOpen(true)}>
      {t('testUpload.seriesDetails.open')}
    </Button>
  );
}

function SetWorkspace({ setId }: { setId: string }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const detail = useSetDetail(setId);
  const [editing, setEditing] = useState(false);
  if (detail.isPending)
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  if (detail.isError)
    return (
      <Alert variant="error">
        <p>{errorMessage(detail.error)}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void detail.refetch()}>
          {t('testUpload.retry')}
        </Button>
      </Alert>
    );
  const { set, sections } = detail.data;
  return (
    <>
      <Section title={pick(set.title)}>
        <PublishControl set={set} />
        <p className="text-sm text-slate-700">
          {t('testUpload.set.summary', { count: set.questionCount, total: set.templateQuestions })}{' '}
          {t(
            `testUpload.set.languageOptions.${set.languages.length > 1 ? 'both' : (set.languages[0] ?? 'hi')}`,
          )}
          {' · '}
          {t(set.free ? 'testUpload.setDetails.isFree' : 'testUpload.setDetails.isPaid')}
        </p>
        <ul className="flex flex-wrap gap-2 text-sm">
          {sections.map((s) => (
            <li
              key={s.section}
              className={
                s.count === s.totalQuestions
                  ? 'rounded-full bg-success-50 px-3 py-1 text-success-800'
                  : 'rounded-full bg-warning-50 px-3 py-1 text-warning-800'
              }
            >
              {t('testUpload.set.sectionCount', {
                n: s.section,
                name: pick(s.name),
                count: s.count,
                total: s.totalQuestions,
              })}
            </li>
          ))}
        </ul>
        {editing ? (
          <SetDetailsForm key={set.id} set={set} onClose={() => setEditing(false)} />
        ) : (
          <Button variant="secondary" className="self-start" onClick={() => setEditing(true)}>
            {t('testUpload.setDetails.open')}
          </Button>
        )}
        <ExportDownloads setId={set.id} slug={set.slug} />
      </Section>
      <Section title={t('testUpload.upload.heading')}>
        <ImportForm setId={set.id} />
      </Section>
      <Section title={t('testUpload.questions.heading', { count: set.questionCount })}>
        <QuestionList detail={detail.data} />
      </Section>
    </>
  );
}
