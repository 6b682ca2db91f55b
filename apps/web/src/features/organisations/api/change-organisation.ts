import { type AdminOrganisation, adminOrganisationSchema } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '@/lib/api-client';
import { organisationListKey } from './list-organisations';

const answer = z.object({ organisation: adminOrganisationSchema });
const base = (id: string) => `/admin/organisations/${encodeURIComponent(id)}`;

/**
 * The platform admins' changes to one institute, each one endpoint: suspend, lift the suspension,
 * make an account an admin (username or email), make an admin a member.
 */
export type OrganisationChange =
  | { kind: 'suspend' | 'lift-suspension'; id: string }
  | { kind: 'assign'; id: string; identifier: string }
  | { kind: 'demote'; id: string; userId: string };

export async function changeOrganisation(change: OrganisationChange): Promise<AdminOrganisation> {
  const sent =
    change.kind === 'assign'
      ? apiPost<unknown>(`${base(change.id)}/admins`, { identifier: change.identifier })
      : change.kind === 'demote'
        ? apiPost<unknown>(`${base(change.id)}/admins/${encodeURIComponent(change.userId)}/demote`)
        : apiPost<unknown>(`${base(change.id)}/${change.kind}`);
  return answer.parse(await sent).organisation;
}

export function useChangeOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrganisation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationListKey() }),
  });
}
