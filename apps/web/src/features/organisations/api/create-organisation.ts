import { adminOrganisationSchema, type CreateOrganisationInput } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '@/lib/api-client';
import { organisationListKey } from './list-organisations';

/** POST /api/admin/organisations: a platform admin creates an institute, optionally naming its first admin. */
export async function createOrganisation(input: CreateOrganisationInput) {
  return z
    .object({ organisation: adminOrganisationSchema })
    .parse(await apiPost<unknown>('/admin/organisations', input)).organisation;
}

export function useCreateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganisation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationListKey() }),
  });
}
