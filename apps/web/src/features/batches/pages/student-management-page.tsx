import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert } from '@/components/ui/alert';
import { useStoredValue } from '@/lib/session';
import { BatchesSection } from '../components/batches-section';
import { ImportSection } from '../components/import-section';
import { InvitesSection } from '../components/invites-section';
import { MembersSection } from '../components/members-section';

/**
 * /student-management (docs/institutes.md, "Members, batches and teachers"): an institute admin's
 * batches, invites, members and roster import. The route sits behind RequireAdmin; a platform admin
 * who belongs to no institute sees why there is nothing here.
 */
export function StudentManagementPage() {
  const { t } = useTranslation();
  const organizationId = useStoredValue('organizationId');
  const orgRole = useStoredValue('orgRole');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <PageMeta title={t('batches.title')} description={t('batches.intro')} noindex />
      <header>
        <h1 className="text-2xl font-semibold">{t('batches.title')}</h1>
        <p className="mt-1 leading-relaxed text-slate-700">{t('batches.intro')}</p>
      </header>
      {!organizationId || orgRole !== 'admin' ? (
        <Alert variant="info">{t('batches.adminsOnly')}</Alert>
      ) : (
        <>
          <InvitesSection organizationId={organizationId} />
          <BatchesSection organizationId={organizationId} />
          <MembersSection organizationId={organizationId} />
          <ImportSection organizationId={organizationId} />
        </>
      )}
    </div>
  );
}
