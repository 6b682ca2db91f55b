import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ErrorState, LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { useStoredValue } from '@/lib/session';
import { useAdminStats } from '../api/get-stats';
import { AdminLinks } from '../components/admin-links';
import { StatsPanel } from '../components/stats-panel';
import { UserPanel } from '../components/user-panel';

/**
 * /admin-dashboard (spec §2): the platform admin's numbers, users and links. The route sits behind
 * RequireAdmin, which also lets institute admins through (for their own screens); anyone who is not a
 * platform admin goes to / before any admin call is made, as the spec says.
 */
export function AdminDashboardPage() {
  const role = useStoredValue('role');
  if (role !== 'admin') return <Navigate to="/" replace />;
  return <Dashboard />;
}

function Dashboard() {
  const { t } = useTranslation();
  const stats = useAdminStats();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PageMeta title={t('admin.meta.title')} description={t('admin.meta.description')} noindex />
      <h1 className="text-2xl font-semibold">{t('admin.heading')}</h1>
      {stats.isPending ? (
        <LoadingState />
      ) : stats.isError ? (
        <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <StatsPanel stats={stats.data} />
      )}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <UserPanel />
        <AdminLinks />
      </div>
    </div>
  );
}
