import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert } from '@/components/ui/alert';
import { TextLink } from '@/components/ui/text-link';
import { useStoredValue } from '@/lib/session';
import { AssignSection } from '../components/assign-section';
import { ImportSection } from '../components/import-section';
import { MakeSetSection } from '../components/make-set-section';

/**
 * /organization/exam-dashboard/manage: an institute admin imports questions, makes tests of them and
 * assigns a test to a batch with a window (docs/institutes.md, "The institute's own tests").
 */
export function ManageTestsPage() {
  const { t } = useTranslation();
  const organizationId = useStoredValue('organizationId');
  const orgRole = useStoredValue('orgRole');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <PageMeta title={t('batchTests.manage.title')} description={t('batchTests.manage.intro')} noindex />
      <header className="flex flex-col gap-1">
        <TextLink to="/organization/exam-dashboard">{t('batchTests.manage.back')}</TextLink>
        <h1 className="text-2xl font-semibold">{t('batchTests.manage.title')}</h1>
        <p className="leading-relaxed text-slate-700">{t('batchTests.manage.intro')}</p>
      </header>
      {!organizationId || orgRole !== 'admin' ? (
        <Alert variant="info">
          {t('batchTests.manage.adminsOnly')}{' '}
          <Link to="/organization/exam-dashboard">{t('batchTests.title')}</Link>
        </Alert>
      ) : (
        <>
          <ImportSection organizationId={organizationId} />
          <MakeSetSection organizationId={organizationId} />
          <AssignSection organizationId={organizationId} />
        </>
      )}
    </div>
  );
}
