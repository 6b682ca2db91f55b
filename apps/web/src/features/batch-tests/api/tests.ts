import {
  type BatchList,
  type BatchTestInput,
  batchListSchema,
  type MyBatchTestList,
  myBatchTestListSchema,
  type StaffBatchTestList,
  staffBatchTestListSchema,
  staffBatchTestSchema,
} from '@abhyas/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '@/lib/api-client';

/** Every query of the institute's tests starts with this key: a change refetches them all. */
export const testsKey = (organizationId: string) => ['batch-tests', organizationId] as const;

/** A student's tests of their batches (GET /organisations/{id}/my-tests). */
export function useMyTests(organizationId: string, enabled = true) {
  return useQuery({
    queryKey: [...testsKey(organizationId), 'mine'],
    queryFn: async ({ signal }): Promise<MyBatchTestList> =>
      myBatchTestListSchema.parse(
        await apiGet<unknown>(`/organisations/${organizationId}/my-tests`, { signal }),
      ),
    enabled,
  });
}

/** The institute's tests with takers and average: all to admins, a teacher's batches to a teacher. */
export function useStaffTests(organizationId: string, enabled = true) {
  return useQuery({
    queryKey: [...testsKey(organizationId), 'staff'],
    queryFn: async ({ signal }): Promise<StaffBatchTestList> =>
      staffBatchTestListSchema.parse(
        await apiGet<unknown>(`/organisations/${organizationId}/batch-tests`, { signal }),
      ),
    enabled,
  });
}

/** The institute's batches, to choose one to assign a test to. */
export function useInstituteBatches(organizationId: string) {
  return useQuery({
    queryKey: [...testsKey(organizationId), 'batches'],
    queryFn: async ({ signal }): Promise<BatchList> =>
      batchListSchema.parse(await apiGet<unknown>(`/organisations/${organizationId}/batches`, { signal })),
  });
}

function useTestsMutation<I, O>(organizationId: string, mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testsKey(organizationId) }),
  });
}

export const useAssignTest = (organizationId: string) =>
  useTestsMutation(organizationId, async (input: BatchTestInput) =>
    staffBatchTestSchema.parse(await apiPost<unknown>(`/organisations/${organizationId}/batch-tests`, input)),
  );

export const useCancelTest = (organizationId: string) =>
  useTestsMutation(organizationId, (batchTestId: string) =>
    apiDelete<unknown>(`/organisations/${organizationId}/batch-tests/${batchTestId}`),
  );
