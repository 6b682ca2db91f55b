import type { ExamKey, GroupSummary } from '@abhyas/core';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ExamPicker } from '@/components/exam-picker';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { useExamName } from '@/lib/use-exam-name';
import { useDiscoverGroups } from '../api/discover-groups';
import { useJoinGroup } from '../api/group';
import { GroupCover } from './group-cover';

/** Public groups by name or exam (Hindi or English words); one tap joins and opens the chat. */
export function DiscoverGroups() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [exam, setExam] = useState<ExamKey | null>(null);
  const [page, setPage] = useState(1);
  const list = useDiscoverGroups(q, exam, page);

  function search(event: FormEvent) {
    event.preventDefault();
    setQ(typed);
    setPage(1);
  }

  return (
    <div className="flex flex-col gap-4">
      <search>
        <form onSubmit={search} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            className="flex-1"
            type="search"
            label={t('community.discover.search')}
            placeholder={t('community.discover.placeholder')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <ExamPicker
            exams="all"
            className="sm:w-60"
            label={t('community.discover.exam')}
            placeholder={t('community.discover.anyExam')}
            value={exam}
            onChange={(next) => {
              setExam(next);
              setPage(1);
            }}
          />
          <Button type="submit">
            <Search aria-hidden="true" className="size-5" />
            {t('community.discover.go')}
          </Button>
        </form>
      </search>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState
          title={t('community.discover.noneTitle')}
          body={t('community.discover.noneBody')}
          action={
            <Link to="/group-management?tab=create" className={buttonClasses('primary')}>
              {t('community.mine.create')}
            </Link>
          }
        />
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {list.data.data.map((group) => (
              <li key={group.id}>
                <DiscoverCard group={group} />
              </li>
            ))}
          </ul>
          <div className="flex justify-between gap-2">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('community.discover.previous')}
            </Button>
            <Button variant="secondary" disabled={!list.data.hasMore} onClick={() => setPage(page + 1)}>
              {t('community.discover.next')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function DiscoverCard({ group }: { group: GroupSummary }) {
  const { t } = useTranslation();
  const examName = useExamName();
  const navigate = useNavigate();
  const join = useJoinGroup();
  const member = group.myRole !== null;
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <GroupCover name={group.name} cover={group.cover} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-slate-900">{group.name}</h3>
          <p className="text-sm text-slate-700">
            {[
              group.examKey ? examName(group.examKey) : null,
              t('community.members', { count: group.memberCount }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </div>
      {group.description && <p className="leading-relaxed break-words text-slate-800">{group.description}</p>}
      {join.isError && <Alert variant="error">{errorMessage(join.error)}</Alert>}
      {member ? (
        <Link to={`/group-chat/${group.id}`} className={buttonClasses('secondary')}>
          {t('community.discover.open')}
        </Link>
      ) : (
        <Button
          loading={join.isPending}
          onClick={() => join.mutate(group.id, { onSuccess: () => void navigate(`/group-chat/${group.id}`) })}
        >
          {t('community.discover.join')}
        </Button>
      )}
    </article>
  );
}
