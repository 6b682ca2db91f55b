import { isLiveKey, type LiveKey, type LiveTab, liveKeyName, liveKeys, liveTabs } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChoiceGroup } from '@/components/choice-group';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Pager } from '@/components/pager';
import { PageMeta } from '@/components/seo/page-meta';
import { Select } from '@/components/ui/select';
import { useStoredValue } from '@/lib/session';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useLiveTests } from '../api/list-live-tests';
import { LiveCard } from '../components/live-card';
import { SchedulePanel } from '../components/schedule-panel';
import { useServerNow } from '../hooks/use-server-now';

const isTab = (v: string | null): v is LiveTab => (liveTabs as readonly string[]).includes(v ?? '');

/**
 * /mock-test: the live mock tests (docs/live-tests.md). Filter by exam (the live keys, named in the
 * reader's language), tabs upcoming / running now / past; the choice lives in the address so it
 * survives a reload and can be shared. Platform admins also see the scheduling panel.
 */
export function LiveTestsPage() {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const isAdmin = useStoredValue('role') === 'admin';
  const [params, setParams] = useSearchParams();
  const tab: LiveTab = isTab(params.get('tab')) ? (params.get('tab') as LiveTab) : 'upcoming';
  const keyParam = params.get('key');
  const liveKey: LiveKey | null = isLiveKey(keyParam) ? keyParam : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useLiveTests(tab, liveKey, page);
  const now = useServerNow(list.data?.offsetMs ?? 0, 1000);

  const choose = (next: { tab?: LiveTab; key?: LiveKey | null; page?: number }) => {
    const out = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    const nextKey = next.key === undefined ? liveKey : next.key;
    if (nextTab !== 'upcoming') out.set('tab', nextTab);
    if (nextKey) out.set('key', nextKey);
    if (next.page && next.page > 1) out.set('page', String(next.page));
    setParams(out, { replace: true });
  };
  const options = liveKeys
    .map((k) => ({ value: k, label: liveKeyName(k, lang) }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <PageMeta title={t('liveTests.metaTitle')} description={t('liveTests.lead')} noindex />
      <header>
        <h1 className="text-2xl font-bold text-primary-900 sm:text-3xl">{t('liveTests.title')}</h1>
        <p className="mt-1 text-slate-700">{t('liveTests.lead')}</p>
      </header>
      {isAdmin && <SchedulePanel />}
      <div className="flex flex-col gap-3">
        <Select
          label={t('liveTests.filter.label')}
          placeholder={t('liveTests.filter.all')}
          options={options}
          value={liveKey ?? ''}
          onChange={(e) => choose({ key: isLiveKey(e.target.value) ? e.target.value : null, page: 1 })}
          className="sm:max-w-xs"
        />
        <ChoiceGroup
          label={t('liveTests.tabs.label')}
          value={tab}
          onChange={(next) => choose({ tab: next, page: 1 })}
          options={liveTabs.map((v) => ({ value: v, label: t(`liveTests.tabs.${v}`) }))}
        />
      </div>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t(`liveTests.empty.${tab}`)} body={t('liveTests.empty.body')} />
      ) : (
        <>
          <ul className="flex flex-col gap-4" aria-label={t(`liveTests.tabs.${tab}`)}>
            {list.data.items.map((item) => (
              <LiveCard key={item.id} test={item} now={now} />
            ))}
          </ul>
          <Pager
            page={list.data.page}
            pages={Math.ceil(list.data.total / list.data.pageSize)}
            onPage={(p) => choose({ page: p })}
            texts="liveTests.pager"
          />
        </>
      )}
    </div>
  );
}
