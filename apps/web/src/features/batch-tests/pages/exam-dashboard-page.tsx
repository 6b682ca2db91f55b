import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { buttonClasses } from '@/components/ui/button';
import { useStoredValue } from '@/lib/session';
import { MyTests } from '../components/my-tests';
import { NoInstitute } from '../components/no-institute';
import { StaffTests } from '../components/staff-tests';

/**
 * /organization/exam-dashboard (spec §2, for everyone; docs/institutes.md, "The institute's own
 * tests"): a student's tests of their batches (countdown, start, result and batch rank); the staff's
 * view of how each batch did (a teacher: their batches); an admin's way to make and assign tests. A
 * user of no institute is told what this is and how to join, never left at a dead end.
 */
export function ExamDashboardPage() {
  const { t } = useTranslation();
  const organizationId = useStoredValue('organizationId');
  const orgRole = useStoredValue('orgRole');
  const staff = orgRole === 'admin' || orgRole === 'teacher';
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <PageMeta title={t('batchTests.title')} description={t('batchTests.intro')} noindex />
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{t('batchTests.title')}</h1>
        <p className="leading-relaxed text-slate-700">
          {t(staff ? 'batchTests.introStaff' : 'batchTests.intro')}
        </p>
        {organizationId && orgRole === 'admin' && (
          <Link to="/organization/exam-dashboard/manage" className={buttonClasses('primary')}>
            {t('batchTests.manageLink')}
          </Link>
        )}
      </header>
      {!organizationId ? (
        <NoInstitute />
      ) : staff ? (
        <StaffTests organizationId={organizationId} canCancel={orgRole === 'admin'} />
      ) : (
        <MyTests organizationId={organizationId} />
      )}
    </div>
  );
}
