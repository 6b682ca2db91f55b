import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { useAdminUsers } from '../api/admin-users';
import { CandidateRow } from './candidate-row';

/** Find a candidate and grant compensatory time (20 minutes per hour) for the tests they start next. */
export function CandidatesPanel() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const users = useAdminUsers(search, page);
  function submit(e: FormEvent) {
    e.preventDefault();
    setSearch(text.trim());
    setPage(1);
  }
  const meta = users.data?.meta;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('testUpload.candidates.heading')}</h2>
        <p className="mt-1 text-sm text-slate-700">{t('testUpload.candidates.intro')}</p>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          className="min-w-0 flex-1"
          type="search"
          label={t('testUpload.candidates.search')}
          hint={t('testUpload.candidates.searchHint')}
          value={text}
          maxLength={80}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" className="sm:mb-7">
          <Search aria-hidden="true" className="size-4" />
          {t('testUpload.candidates.searchButton')}
        </Button>
      </form>
      {users.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : users.isError ? (
        <Alert variant="error">
          <p>{errorMessage(users.error)}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void users.refetch()}>
            {t('testUpload.retry')}
          </Button>
        </Alert>
      ) : users.data.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {search ? t('testUpload.candidates.noMatch', { search }) : t('testUpload.candidates.none')}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('testUpload.candidates.count', { count: meta?.total ?? 0 })}
          </p>
          <ul className="flex flex-col gap-2" aria-busy={users.isFetching || undefined}>
            {users.data.data.map((u) => (
              <li key={u.id}>
                <CandidateRow user={u} />
              </li>
            ))}
          </ul>
          {meta && meta.pages > 1 && (
            <nav
              aria-label={t('testUpload.candidates.pages')}
              className="flex items-center justify-between gap-2"
            >
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('testUpload.candidates.previous')}
              </Button>
              <span className="text-sm text-slate-700">
                {t('testUpload.candidates.pageOf', { page: meta.page, pages: meta.pages })}
              </span>
              <Button variant="secondary" disabled={page >= meta.pages} onClick={() => setPage((p) => p + 1)}>
                {t('testUpload.candidates.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
