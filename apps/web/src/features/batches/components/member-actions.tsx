import { type Member, type MemberRole, memberRoles } from '@abhyas/core';
import {
  ArrowRightLeft,
  EllipsisVertical,
  LogOut,
  Plus,
  Power,
  UserMinus,
  UserRoundCog,
  UserX,
} from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '@/components/ui/menu';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/error-message';
import { useAddStudents, useAssignTeacher, useMoveStudent, useTakeOutOfBatch } from '../api/batches';
import { useRemoveMember, useUpdateMember } from '../api/members';
import { serverRule } from './server-rule';

export interface BatchOption {
  value: string;
  label: string;
}

type Action = 'add' | 'move' | 'takeOut' | 'role' | 'remove';

/**
 * One member's actions behind a single ⋮ button (a 360 px row has room for one): add to a batch,
 * move a student to another, take a student out of a batch or unassign a teacher, change the role,
 * deactivate, remove. Each that needs a choice, or cannot be undone, opens a small dialog.
 */
export function MemberActions({
  organizationId,
  member,
  openBatches,
}: {
  organizationId: string;
  member: Member;
  openBatches: BatchOption[];
}) {
  const { t } = useTranslation();
  const update = useUpdateMember(organizationId);
  const [action, setAction] = useState<Action | null>(null);
  const isTeacher = member.orgRole === 'teacher';
  const inBatches = new Set(member.batches.map((b) => b.id));
  const joinable = openBatches.filter((b) => !inBatches.has(b.value));
  const icon = 'size-5 shrink-0 text-slate-600';
  const rule = serverRule(update.error, 'orgRole') ?? serverRule(update.error, 'deactivated');
  return (
    <>
      <Menu>
        <MenuTrigger
          aria-label={t('batches.actions.menu', { name: member.name })}
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <EllipsisVertical aria-hidden="true" className="size-6" />
        </MenuTrigger>
        <MenuContent>
          <MenuLabel>{member.name}</MenuLabel>
          {member.orgRole !== 'admin' && joinable.length > 0 && (
            <MenuItem icon={<Plus aria-hidden="true" className={icon} />} onSelect={() => setAction('add')}>
              {t(isTeacher ? 'batches.actions.teach' : 'batches.actions.add')}
            </MenuItem>
          )}
          {member.orgRole === 'member' && member.batches.length > 0 && openBatches.length > 1 && (
            <MenuItem
              icon={<ArrowRightLeft aria-hidden="true" className={icon} />}
              onSelect={() => setAction('move')}
            >
              {t('batches.actions.move')}
            </MenuItem>
          )}
          {member.orgRole !== 'admin' && member.batches.length > 0 && (
            <MenuItem
              icon={<LogOut aria-hidden="true" className={icon} />}
              onSelect={() => setAction('takeOut')}
            >
              {t(isTeacher ? 'batches.actions.unassign' : 'batches.actions.takeOut')}
            </MenuItem>
          )}
          <MenuSeparator />
          <MenuItem
            icon={<UserRoundCog aria-hidden="true" className={icon} />}
            onSelect={() => setAction('role')}
          >
            {t('batches.actions.role')}
          </MenuItem>
          <MenuItem
            icon={<Power aria-hidden="true" className={icon} />}
            disabled={update.isPending}
            onSelect={() => update.mutate({ id: member.id, deactivated: !member.deactivatedAt })}
          >
            {t(member.deactivatedAt ? 'batches.members.reactivate' : 'batches.members.deactivate')}
          </MenuItem>
          <MenuItem icon={<UserX aria-hidden="true" className={icon} />} onSelect={() => setAction('remove')}>
            {t('batches.members.remove')}
          </MenuItem>
        </MenuContent>
      </Menu>
      {update.isError && (
        <div className="basis-full">
          <FormError message={rule ? t(rule) : errorMessage(update.error)} />
        </div>
      )}
      {action && (
        <ActionDialog
          organizationId={organizationId}
          member={member}
          action={action}
          joinable={joinable}
          openBatches={openBatches}
          onClose={() => setAction(null)}
        />
      )}
    </>
  );
}

function ActionDialog({
  organizationId,
  member,
  action,
  joinable,
  openBatches,
  onClose,
}: {
  organizationId: string;
  member: Member;
  action: Action;
  joinable: BatchOption[];
  openBatches: BatchOption[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isTeacher = member.orgRole === 'teacher';
  const own = member.batches.map((b) => ({ value: b.id, label: b.name }));
  const title = {
    add: isTeacher ? 'batches.actions.teach' : 'batches.actions.add',
    move: 'batches.actions.move',
    takeOut: isTeacher ? 'batches.actions.unassign' : 'batches.actions.takeOut',
    role: 'batches.actions.role',
    remove: 'batches.members.remove',
  }[action];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(title)}
      description={member.name}
      closeLabel={t('batches.actions.close')}
    >
      {action === 'add' && (
        <AddForm organizationId={organizationId} member={member} options={joinable} onDone={onClose} />
      )}
      {action === 'move' && (
        <MoveForm
          organizationId={organizationId}
          member={member}
          from={own}
          openBatches={openBatches}
          onDone={onClose}
        />
      )}
      {action === 'takeOut' && (
        <TakeOutForm organizationId={organizationId} member={member} options={own} onDone={onClose} />
      )}
      {action === 'role' && <RoleForm organizationId={organizationId} member={member} onDone={onClose} />}
      {action === 'remove' && <RemoveForm organizationId={organizationId} member={member} onDone={onClose} />}
    </Dialog>
  );
}

/** A dialog's form: its fields, the server's refusal in words, and one button. */
function ActionForm({
  onSubmit,
  error,
  pending,
  submit,
  children,
}: {
  onSubmit: () => void;
  error: unknown;
  pending: boolean;
  submit: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const rule =
    serverRule(error, 'toBatchId') ??
    serverRule(error, 'userIds') ??
    serverRule(error, 'userId') ??
    serverRule(error, 'orgRole') ??
    serverRule(error, 'batchId');
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {error != null && <FormError message={rule ? t(rule) : errorMessage(error)} />}
      <Button type="submit" fullWidth loading={pending}>
        {submit}
      </Button>
    </form>
  );
}

interface FormProps {
  organizationId: string;
  member: Member;
  onDone: () => void;
}

function AddForm({ organizationId, member, options, onDone }: FormProps & { options: BatchOption[] }) {
  const { t } = useTranslation();
  const addStudents = useAddStudents(organizationId);
  const assignTeacher = useAssignTeacher(organizationId);
  const [batchId, setBatchId] = useState(options[0]?.value ?? '');
  const teacher = member.orgRole === 'teacher';
  const run = teacher ? assignTeacher : addStudents;
  return (
    <ActionForm
      error={run.error}
      pending={run.isPending}
      submit={t(teacher ? 'batches.actions.teachSubmit' : 'batches.actions.addSubmit')}
      onSubmit={() =>
        teacher
          ? assignTeacher.mutate({ batchId, userId: member.id }, { onSuccess: onDone })
          : addStudents.mutate({ batchId, userIds: [member.id] }, { onSuccess: onDone })
      }
    >
      <Select
        label={t('batches.actions.batch')}
        value={batchId}
        onChange={(e) => setBatchId(e.target.value)}
        options={options}
      />
    </ActionForm>
  );
}

function MoveForm({
  organizationId,
  member,
  from,
  openBatches,
  onDone,
}: FormProps & { from: BatchOption[]; openBatches: BatchOption[] }) {
  const { t } = useTranslation();
  const move = useMoveStudent(organizationId);
  const [fromId, setFromId] = useState(from[0]?.value ?? '');
  const targets = openBatches.filter((b) => b.value !== fromId);
  const [toId, setToId] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <ActionForm
      error={move.error}
      pending={move.isPending}
      submit={t('batches.actions.moveSubmit')}
      onSubmit={() => {
        if (!toId) return setMissing(true);
        move.mutate({ fromBatchId: fromId, toBatchId: toId, userId: member.id }, { onSuccess: onDone });
      }}
    >
      <Select
        label={t('batches.actions.from')}
        value={fromId}
        onChange={(e) => {
          setFromId(e.target.value);
          if (e.target.value === toId) setToId('');
        }}
        options={from}
      />
      <Select
        label={t('batches.actions.to')}
        placeholder={t('batches.members.chooseBatch')}
        value={toId}
        error={missing && !toId ? t('batches.actions.chooseTo') : undefined}
        onChange={(e) => setToId(e.target.value)}
        options={targets}
      />
    </ActionForm>
  );
}

function TakeOutForm({ organizationId, member, options, onDone }: FormProps & { options: BatchOption[] }) {
  const { t } = useTranslation();
  const takeOut = useTakeOutOfBatch(organizationId);
  const [batchId, setBatchId] = useState(options[0]?.value ?? '');
  const teacher = member.orgRole === 'teacher';
  return (
    <ActionForm
      error={takeOut.error}
      pending={takeOut.isPending}
      submit={t(teacher ? 'batches.actions.unassignSubmit' : 'batches.actions.takeOutSubmit')}
      onSubmit={() =>
        takeOut.mutate(
          { batchId, userId: member.id, role: teacher ? 'teacher' : 'student' },
          { onSuccess: onDone },
        )
      }
    >
      <Select
        label={t('batches.actions.batch')}
        value={batchId}
        onChange={(e) => setBatchId(e.target.value)}
        options={options}
      />
      <p className="text-slate-700">
        {t(teacher ? 'batches.actions.unassignNote' : 'batches.actions.takeOutNote')}
      </p>
    </ActionForm>
  );
}

function RoleForm({ organizationId, member, onDone }: FormProps) {
  const { t } = useTranslation();
  const update = useUpdateMember(organizationId);
  const [role, setRole] = useState<MemberRole>(member.orgRole);
  return (
    <ActionForm
      error={update.error}
      pending={update.isPending}
      submit={t('batches.save')}
      onSubmit={() => update.mutate({ id: member.id, orgRole: role }, { onSuccess: onDone })}
    >
      <Select
        label={t('batches.members.roleOf', { name: member.name })}
        value={role}
        onChange={(e) => setRole(e.target.value as MemberRole)}
        options={memberRoles.map((r) => ({ value: r, label: t(`batches.roles.${r}`) }))}
      />
      <p className="text-slate-700">{t('batches.actions.roleNote')}</p>
    </ActionForm>
  );
}

function RemoveForm({ organizationId, member, onDone }: FormProps) {
  const { t } = useTranslation();
  const remove = useRemoveMember(organizationId);
  return (
    <ActionForm
      error={remove.error}
      pending={remove.isPending}
      submit={t('batches.members.confirmRemove')}
      onSubmit={() => remove.mutate(member.id, { onSuccess: onDone })}
    >
      <p className="flex items-start gap-2 text-slate-700">
        <UserMinus aria-hidden="true" className="mt-1 size-5 shrink-0 text-slate-600" />
        {t('batches.actions.removeNote')}
      </p>
    </ActionForm>
  );
}
