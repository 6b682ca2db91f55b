import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { buttonClasses } from '@/components/ui/button';
import { useStoredValue } from '@/lib/session';
import { useGroup } from '../api/group';
import { ChatScreen } from '../components/chat-screen';

/** /group-chat/{groupId} (spec §2): one group's chat, for its members. */
export function GroupChatPage() {
  const { t } = useTranslation();
  const { groupId = '' } = useParams();
  const me = useStoredValue('userId') ?? '';
  const group = useGroup(groupId);
  // A group already loaded stays open when a refetch fails (offline): its chat reads and queues.
  if (group.data) return <ChatScreen key={groupId} group={group.data} me={me} />;
  if (group.isPending) return <LoadingState />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <PageMeta title={t('community.chat.title')} description={t('community.intro')} noindex />
      <ErrorState
        error={group.error}
        onRetry={() => void group.refetch()}
        notFound={
          <EmptyState
            title={t('community.chat.notFoundTitle')}
            body={t('community.chat.notFoundBody')}
            action={
              <Link to="/group-management" className={buttonClasses('primary')}>
                {t('community.chat.backToGroups')}
              </Link>
            }
          />
        }
      />
    </div>
  );
}
