import { type Member, type MemberRole, memberRoles } from '@abhyas/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-states';
import { FormError } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { useAddStudents, useAssignTeacher, useBatches } from '../api/batches';
import { type MemberFilters, useMembers, useRemoveMember, useUpdateMember } from '../api/members';
import { serverRule } from './server-rule';

/** Members: search and filters, a page at a time; each with role, batch, deactivate and remove. */
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

function MemberRow({
  organizationId,
  member,
  batchOptions,
}: {
  organizationId: string;
  member: Member;
  batchOptions: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const update = useUpdateMember(organizationId);
  const remove = useRemoveMember(organizationId);
  const addStudents = useAddStudents(organizationId);
  const assignTeacher = useAssignTeacher(organizationId);
  const [confirming, setConfirming] = useState(false);
  const inBatches = new Set(member.batches.map((b) => b.id));
  const joinable = batchOptions.filter((b) => !inBatches.has(b.value));
  const failed = [update, remove, addStudents, assignTeacher].find((m) => m.isError)?.error;
  const rule = serverRule(failed, 'orgRole') ?? serverRule(failed, 'deactivated');
  return (
    <li className="flex flex-col gap-2 py-3">
      <div>
        <p className="font-semibold">
          {member.name}
          {member.deactivatedAt && (
            <span className="ml-2 text-sm text-warning-800">({t('batches.members.deactivated')})</span>
          )}
        </p>
        <p className="break-all text-sm text-slate-700">
          {member.username} · {member.email}
        </p>
        {member.batches.length > 0 && (
          <p className="text-sm text-slate-700">{member.batches.map((b) => b.name).join(', ')}</p>
        )}
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <Select
          label={t('batches.members.roleOf', { name: member.name })}
          value={member.orgRole}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ id: member.id, orgRole: e.target.value as MemberRole })}
          options={memberRoles.map((r) => ({ value: r, label: t(`batches.roles.${r}`) }))}
        />
        {member.orgRole !== 'admin' && joinable.length > 0 && (
          <Select
            label={t(member.orgRole === 'teacher' ? 'batches.members.teach' : 'batches.members.addTo')}
            placeholder={t('batches.members.chooseBatch')}
            value=""
            onChange={(e) => {
              const batchId = e.target.value;
              if (!batchId) return;
              if (member.orgRole === 'teacher') assignTeacher.mutate({ batchId, userId: member.id });
              else addStudents.mutate({ batchId, userIds: [member.id] });
            }}
            options={joinable}
          />
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: member.id, deactivated: !member.deactivatedAt })}
        >
          {t(member.deactivatedAt ? 'batches.members.reactivate' : 'batches.members.deactivate')}
        </Button>
        {confirming ? (
          <Button variant="primary" disabled={remove.isPending} onClick={() => remove.mutate(member.id)}>
            {t('batches.members.confirmRemove')}
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            {t('batches.members.remove')}
          </Button>
        )}
      </div>
      {failed !== undefined && <FormError message={rule ? t(rule) : errorMessage(failed)} />}
    </li>
  );
}
