import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { Card } from '@/components/ui/card';
import { CommunityTabs, isCommunityTab } from '../components/community-tabs';
import { CreateGroupForm } from '../components/create-group-form';
import { DiscoverGroups } from '../components/discover-groups';
import { JoinByCode } from '../components/join-by-code';
import { MyGroups } from '../components/my-groups';

/**
 * /group-management, the Learning Community (spec §2): my groups, discovery, a new group, joining by
 * code. The part shown is in the address (`?tab=discover`), so back and a shared link work; an invite
 * link (`?code=…`) opens the join step with its code filled in.
 */
export function GroupManagementPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() || undefined;
  const asked = params.get('tab');
  const tab = code ? 'join' : isCommunityTab(asked) ? asked : 'mine';
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <PageMeta title={t('community.title')} description={t('community.intro')} noindex />
      <header>
        <h1 className="text-2xl font-semibold">{t('community.title')}</h1>
        <p className="mt-1 leading-relaxed text-slate-700">{t('community.intro')}</p>
      </header>
      <CommunityTabs current={tab} />
      <section aria-labelledby="community-part" className="flex flex-col gap-4">
        <h2 id="community-part" className="text-xl font-semibold">
          {t(`community.tabs.${tab}`)}
        </h2>
        {tab === 'mine' && <MyGroups />}
        {tab === 'discover' && <DiscoverGroups />}
        {tab === 'create' && (
          <Card>
            <CreateGroupForm />
          </Card>
        )}
        {tab === 'join' && (
          <Card>
            <JoinByCode key={code ?? ''} code={code} />
          </Card>
        )}
      </section>
    </div>
  );
}
