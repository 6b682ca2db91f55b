import { randomInt } from 'node:crypto';
import { batchRules, type Invite } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { batches, organisationInvites, organisations } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { AppError } from '../../lib/app-error.ts';
import { refusal } from './policy.ts';

/** 8 characters of an alphabet without 0/O and 1/I: 32⁸ ≈ 10¹² codes, read aloud without doubt. */
export function newInviteCode(): string {
  const { codeAlphabet, codeLength } = batchRules;
  return Array.from({ length: codeLength }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');
}

type InviteRow = typeof organisationInvites.$inferSelect;

export function presentInvite(row: InviteRow, batch: { id: string; name: string } | null): Invite {
  return {
    id: row.id,
    code: row.code,
    role: row.role,
    batch,
    maxUses: row.maxUses,
    uses: row.uses,
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const codeRefusal = (rule: string, message: string) => refusal('code', `validation.batches.${rule}`, message);

/**
 * Why an invite no longer joins anyone, or nothing: revoked, expired, used up (409, each with its own
 * rule for the join page), or its institute suspended.
 */
export function assertUsable(invite: InviteRow, org: { suspendedAt: Date | null }, now: Date) {
  if (invite.revokedAt) throw codeRefusal('inviteRevoked', 'This invite was revoked');
  if (invite.expiresAt <= now) throw codeRefusal('inviteExpired', 'This invite has expired');
  if (invite.uses >= invite.maxUses) throw codeRefusal('inviteUsedUp', 'This invite has been used up');
  if (org.suspendedAt)
    throw new AppError(403, 'ORGANISATION_SUSPENDED', 'This institute is suspended by the platform');
}

/**
 * An invite found by its code, with its institute and batch. Codes are looked up across institutes
 * (whoever holds one may use it), so this read runs on the application's connection, outside the
 * tenant wall, and reads nothing but the invite's own institute and batch names.
 */
export async function inviteByCode(db: Db | Tx, code: string) {
  const [found] = await db
    .select({
      invite: organisationInvites,
      org: { id: organisations.id, name: organisations.name, suspendedAt: organisations.suspendedAt },
      batch: { id: batches.id, name: batches.name, archivedAt: batches.archivedAt },
    })
    .from(organisationInvites)
    .innerJoin(organisations, eq(organisations.id, organisationInvites.organizationId))
    .leftJoin(
      batches,
      and(
        eq(batches.id, organisationInvites.batchId),
        eq(batches.organizationId, organisationInvites.organizationId),
      ),
    )
    .where(eq(organisationInvites.code, code));
  if (!found)
    throw new AppError(404, 'NOT_FOUND', 'No invite has this code', {
      field: 'code',
      rule: 'validation.batches.codeUnknown',
    });
  return found;
}
