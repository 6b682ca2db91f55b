import { type Member, type MemberRole, memberRoles } from '@abhyas/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useBatches } from '../api/batches';
import { type MemberFilters, useMembers } from '../api/members';
import { type BatchOption, MemberActions } from './member-actions';

/**
 * Members: search and filters, a page at a time. Each row names the member (a student's name opens
 * their performance page) and keeps every action behind one menu (member-actions.tsx).
 */
export function MembersSection({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<MemberFilters>({ q: '', batchId: '', role: '', page: 1 });
  const members = useMembers(organizationId, filters);
  const batches = useBatches(organizationId);
  const batchOptions = (batches.data?.data ?? [])
    .filter((b) => !b.archivedAt)
    .map((b) => ({ value: b.id, label: b.name }));
  const set = (patch: Partial<MemberFilters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{t('batches.members.title')}</h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('batches.members.search')}
          type="search"
          value={filters.q}
          onChange={(e) => set({ q: e.target.value })}
        />
        <Select
          label={t('batches.members.batch')}
          placeholder={t('batches.members.anyBatch')}
          value={filters.batchId}
          onChange={(e) => set({ batchId: e.target.value })}
          options={batchOptions}
        />
        <Select
          label={t('batches.members.role')}
          placeholder={t('batches.members.anyRole')}
          value={filters.role}
          onChange={(e) => set({ role: (e.target.value as MemberRole | '') ?? '' })}
          options={memberRoles.map((r) => ({ value: r, label: t(`batches.roles.${r}`) }))}
        />
      </div>
      {members.isPending ? (
        <LoadingState />
      ) : members.isError ? (
        <ErrorState error={members.error} onRetry={() => void members.refetch()} />
      ) : members.data.data.length === 0 ? (
        <p className="text-slate-700">{t('batches.members.none')}</p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-slate-200">
            {members.data.data.map((m) => (
              <MemberRow key={m.id} organizationId={organizationId} member={m} batchOptions={batchOptions} />
            ))}
          </ul>
          {members.data.meta.pages > 1 && (
            <div className="flex items-center justify-between gap-2">
              <Button
                variant="secondary"
                disabled={filters.page <= 1}
                onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}
              >
                {t('batches.members.previous')}
              </Button>
              <span className="text-sm text-slate-700">
                {t('batches.members.page', { page: filters.page, pages: members.data.meta.pages })}
              </span>
              <Button
                variant="secondary"
                disabled={filters.page >= members.data.meta.pages}
                onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}
              >
                {t('batches.members.next')}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}

/** The performance page of a student (docs/institutes.md, "Dashboards"); teachers and admins have none. */
export const performancePath = (studentId: string) =>
  `/organization/student/${encodeURIComponent(studentId)}/performance`;

function MemberRow({
  organizationId,
  member,
  batchOptions,
}: {
  organizationId: string;
  member: Member;
  batchOptions: BatchOption[];
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-start gap-2 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {member.orgRole === 'member' ? (
            <Link
              to={performancePath(member.id)}
              className="text-primary-800 underline underline-offset-4 hover:text-primary-900"
            >
              {member.name}
            </Link>
          ) : (
            member.name
          )}
          {member.deactivatedAt && (
            <span className="ml-2 text-sm text-warning-800">({t('batches.members.deactivated')})</span>
          )}
        </p>
        <p className="break-all text-sm text-slate-700">
          {member.username} · {member.email}
        </p>
        <p className="text-sm text-slate-700">
          {[t(`batches.roles.${member.orgRole}`), ...member.batches.map((b) => b.name)].join(' · ')}
        </p>
      </div>
      <MemberActions organizationId={organizationId} member={member} openBatches={batchOptions} />
    </li>
  );
}
