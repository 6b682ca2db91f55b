import {
  type BatchList,
  batchChangeSchema,
  batchListSchema,
  type CreateBatchRequest,
  type UpdateBatchRequest,
} from '@abhyas/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPatch, apiPost } from '@/lib/api-client';

/** Everything of one institute's management screen starts with this key: a change refetches it all. */
export const instituteKey = (organizationId: string) => ['institute', organizationId] as const;
export const batchesKey = (organizationId: string) => [...instituteKey(organizationId), 'batches'] as const;

export async function getBatches(organizationId: string, signal?: AbortSignal): Promise<BatchList> {
  return batchListSchema.parse(
    await apiGet<unknown>(`/organisations/${organizationId}/batches`, {
      query: { archived: 'true' },
      ...(signal ? { signal } : {}),
    }),
  );
}

export function useBatches(organizationId: string) {
  return useQuery({
    queryKey: batchesKey(organizationId),
    queryFn: ({ signal }) => getBatches(organizationId, signal),
  });
}

/** After any change of the institute: batches, members and invites are read again. */
export function useInstituteMutation<I, O>(organizationId: string, mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instituteKey(organizationId) }),
  });
}

export function useCreateBatch(organizationId: string) {
  return useInstituteMutation(organizationId, async (input: CreateBatchRequest) =>
    batchChangeSchema.parse(await apiPost<unknown>(`/organisations/${organizationId}/batches`, input)),
  );
}

export function useUpdateBatch(organizationId: string) {
  return useInstituteMutation(organizationId, async ({ id, ...input }: UpdateBatchRequest & { id: string }) =>
    batchChangeSchema.parse(await apiPatch<unknown>(`/organisations/${organizationId}/batches/${id}`, input)),
  );
}

export function useAssignTeacher(organizationId: string) {
  return useInstituteMutation(
    organizationId,
    async ({ batchId, userId }: { batchId: string; userId: string }) =>
      batchChangeSchema.parse(
        await apiPost<unknown>(`/organisations/${organizationId}/batches/${batchId}/teachers`, { userId }),
      ),
  );
}

export function useAddStudents(organizationId: string) {
  return useInstituteMutation(
    organizationId,
    async ({ batchId, userIds }: { batchId: string; userIds: string[] }) =>
      batchChangeSchema.parse(
        await apiPost<unknown>(`/organisations/${organizationId}/batches/${batchId}/students`, { userIds }),
      ),
  );
}

/** Moves a student from one batch to another in one step (docs/institutes.md, "Batches"). */
export function useMoveStudent(organizationId: string) {
  return useInstituteMutation(
    organizationId,
    async ({ fromBatchId, toBatchId, userId }: { fromBatchId: string; toBatchId: string; userId: string }) =>
      batchChangeSchema.parse(
        await apiPost<unknown>(
          `/organisations/${organizationId}/batches/${fromBatchId}/students/${userId}/move`,
          { toBatchId },
        ),
      ),
  );
}

/** Takes a student out of a batch, or unassigns a teacher from it (they stay in the institute). */
export function useTakeOutOfBatch(organizationId: string) {
  return useInstituteMutation(
    organizationId,
    async ({ batchId, userId, role }: { batchId: string; userId: string; role: 'student' | 'teacher' }) =>
      batchChangeSchema.parse(
        await apiDelete<unknown>(
          `/organisations/${organizationId}/batches/${batchId}/${role === 'teacher' ? 'teachers' : 'students'}/${userId}`,
        ),
      ),
  );
}
