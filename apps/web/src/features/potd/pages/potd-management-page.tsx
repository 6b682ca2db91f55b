import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { useStoredValue } from '@/lib/session';
import { ArchiveList } from '../components/archive-list';
import { ScheduleCalendar } from '../components/schedule-calendar';

/**
 * /potd-management: platform admins plan the coming days; everyone else reads the archive of past
 * problems with their own results (docs/potd.md "Web"). The server checks the role on every call.
 */
export function PotdManagementPage() {
  const { t } = useTranslation();
  const admin = useStoredValue('role') === 'admin';
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <PageMeta title={t('potd.management.metaTitle')} description={t('potd.metaDescription')} noindex />
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {admin ? t('potd.management.title') : t('potd.archive.title')}
        </h1>
        <p className="mt-1 leading-relaxed text-slate-700">
          {admin ? t('potd.management.adminLead') : t('potd.archive.lead')}
        </p>
      </header>
      {admin ? <ScheduleCalendar /> : <ArchiveList />}
    </div>
  );
}
