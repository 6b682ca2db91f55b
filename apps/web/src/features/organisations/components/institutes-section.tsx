import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Pager } from '@/components/pager';
import { Button, buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useOrganisationList } from '../api/list-organisations';
import { InstituteCard } from './institute-card';

/** The "Institutes" tab: search, and each institute with its size, admins and suspension. */
export function InstitutesSection() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useOrganisationList({ page, search });

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  }

  return (
    <section aria-labelledby="institutes-heading" className="flex flex-col gap-4">
      <h2 id="institutes-heading" className="sr-only">
        {t('organisations.manage.tabs.institutes')}
      </h2>
      <form onSubmit={onSearch} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={t('organisations.manage.search')}
          type="search"
          value={typed}
          maxLength={80}
          onChange={(e) => setTyped(e.target.value)}
          className="sm:flex-1"
        />
        <Button type="submit" variant="secondary">
          {t('organisations.manage.searchButton')}
        </Button>
      </form>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState
          title={search ? t('organisations.manage.noMatch') : t('organisations.manage.noInstitutes')}
          action={
            <Link to="/organization/create" className={buttonClasses('primary')}>
              {t('organisations.manage.create')}
            </Link>
          }
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.data.map((o) => (
            <InstituteCard key={o.id} organisation={o} />
          ))}
        </ul>
      )}
      {list.data && (
        <Pager page={page} pages={list.data.meta.pages} onPage={setPage} texts="organisations.manage" />
      )}
    </section>
  );
}
