import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlatformAdminOnly } from '@/components/platform-admin-only';
import { PageMeta } from '@/components/seo/page-meta';
import { buttonClasses } from '@/components/ui/button';
import { InstitutesSection } from '../components/institutes-section';
import { FilterChips } from '../components/list-controls';
import { RequestsSection } from '../components/requests-section';

type Tab = 'requests' | 'institutes';

/** /organization/manage: the platform admins' requests and institutes (docs/institutes.md, "Platform admins"). */
export function ManagePage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageMeta
        title={t('organisations.manage.title')}
        description={t('organisations.manage.intro')}
        noindex
      />
      <PlatformAdminOnly texts={adminOnlyTexts(t)}>
        <Manage />
      </PlatformAdminOnly>
    </div>
  );
}

/** The words of the platform-admin wall, shared by /organization/manage and /organization/create. */
export const adminOnlyTexts = (t: (key: string) => string) => ({
  signInTitle: t('organisations.adminOnly.signInTitle'),
  signInBody: t('organisations.adminOnly.signInBody'),
  signIn: t('organisations.adminOnly.signIn'),
  adminsOnly: t('organisations.adminOnly.adminsOnly'),
});

function Manage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('requests');
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('organisations.manage.title')}</h1>
          <p className="mt-1 text-slate-700">{t('organisations.manage.intro')}</p>
        </div>
        <Link to="/organization/create" className={buttonClasses('primary')}>
          <Plus aria-hidden="true" className="size-5" />
          {t('organisations.manage.create')}
        </Link>
      </header>
      <FilterChips
        legend={t('organisations.manage.tabsLabel')}
        options={(['requests', 'institutes'] as const).map((v) => ({
          value: v,
          label: t(`organisations.manage.tabs.${v}`),
        }))}
        value={tab}
        onChange={(v) => setTab(v as Tab)}
      />
      {tab === 'requests' ? <RequestsSection /> : <InstitutesSection />}
    </div>
  );
}
