import type { AdminUser } from '@abhyas/core';
import { ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { USERS_PER_PAGE, useUserList } from '../api/list-users';
import { UserDialog } from './user-dialog';

/** Search, then open one account to view it, change its role, disable or enable it. */
export function UserPanel() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  // A request per pause in typing, not per key: the list query is a LIKE over the whole table.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useUserList(search, page);

  return (
    <Card className="flex flex-col gap-3 p-3 sm:p-4">
      <h2 className="text-xl font-semibold">{t('admin.users.heading')}</h2>
      <search>
        <TextField
          label={t('admin.users.searchLabel')}
          hint={t('admin.users.searchHint')}
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          maxLength={80}
          autoComplete="off"
        />
      </search>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {t('admin.users.none')}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('admin.users.total', { count: list.data.meta.total })}</p>
          <ul className="divide-y divide-slate-200">
            {list.data.data.map((user) => (
              <li key={user.id}>
                <UserRow user={user} onOpen={() => setOpen(user.id)} />
              </li>
            ))}
          </ul>
          {list.data.meta.pages > 1 && (
            <nav className="flex items-center justify-between gap-2" aria-label={t('admin.users.pages')}>
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('admin.users.previous')}
              </Button>
              <span className="text-sm text-slate-700">
                {t('admin.users.page', { page, pages: list.data.meta.pages })}
              </span>
              <Button
                variant="secondary"
                disabled={page >= list.data.meta.pages || list.data.data.length < USERS_PER_PAGE}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('admin.users.next')}
              </Button>
            </nav>
          )}
        </>
      )}
      <UserDialog userId={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

function UserRow({ user, onOpen }: { user: AdminUser; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex min-h-12 w-full items-center gap-3 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-600"
    >
      <span className="min-w-0 flex-1">
        <span className="block font-semibold break-words text-primary-800">{user.name}</span>
        <span className="block text-sm break-all text-slate-600">
          @{user.username} · {user.email}
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1">
        {user.role === 'admin' && (
          <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-800">
            {t('admin.users.roles.admin')}
          </span>
        )}
        {user.disabled && (
          <span className="rounded-full bg-error-50 px-2 py-0.5 text-xs font-semibold text-error-800">
            {t('admin.users.disabled')}
          </span>
        )}
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
    </button>
  );
}
