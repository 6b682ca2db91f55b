import type { GroupSummary } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { buttonClasses } from '@/components/ui/button';
import { useExamName } from '@/lib/use-exam-name';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useMyGroups } from '../api/my-groups';
import { formatWhen } from '../lib/when';
import { GroupCover } from './group-cover';

/** "My groups": newest activity first, each with its last message, its time and what is unread. */
export function MyGroups() {
  const { t } = useTranslation();
  const groups = useMyGroups();
  if (groups.isPending) return <LoadingState />;
  if (groups.isError) return <ErrorState error={groups.error} onRetry={() => void groups.refetch()} />;
  if (groups.data.length === 0)
    return (
      <EmptyState
        title={t('community.mine.emptyTitle')}
        body={t('community.mine.emptyBody')}
        action={
          <>
            <Link to="/group-management?tab=discover" className={buttonClasses('primary')}>
              {t('community.mine.find')}
            </Link>
            <Link to="/group-management?tab=create" className={buttonClasses('secondary')}>
              {t('community.mine.create')}
            </Link>
          </>
        }
      />
    );
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {groups.data.map((group) => (
        <li key={group.id}>
          <GroupRow group={group} />
        </li>
      ))}
    </ul>
  );
}

function GroupRow({ group }: { group: GroupSummary }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const examName = useExamName();
  const last = group.lastMessage;
  const unread = group.unreadCount;
  return (
    <Link
      to={`/group-chat/${group.id}`}
      className="flex min-h-16 items-center gap-3 px-3 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-600"
    >
      <GroupCover name={group.name} cover={group.cover} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span className="min-w-0 flex-1 truncate font-semibold text-slate-900">{group.name}</span>
          <time dateTime={group.lastActivityAt} className="shrink-0 text-sm text-slate-600">
            {formatWhen(group.lastActivityAt, lang)}
          </time>
        </span>
        <span className="flex items-center gap-2">
          <span className="min-w-0 flex-1 truncate text-sm text-slate-700">
            {last
              ? `${last.authorName ? `${last.authorName}: ` : ''}${last.preview}`
              : group.examKey
                ? examName(group.examKey)
                : t('community.mine.noMessages')}
          </span>
          {unread > 0 && (
            <span className="inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-primary-700 px-1.5 text-xs font-bold text-white">
              <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
              <span className="sr-only">{t('community.mine.unread', { count: unread })}</span>
            </span>
          )}
        </span>
        {group.archivedAt && (
          <span className="text-sm font-medium text-warning-800">{t('community.mine.archived')}</span>
        )}
      </span>
    </Link>
  );
}
