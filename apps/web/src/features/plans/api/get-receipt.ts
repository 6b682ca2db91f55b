import { type Receipt, receiptSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export async function getReceipt(subscriptionId: string, signal?: AbortSignal): Promise<Receipt> {
  return receiptSchema.parse(
    await apiGet<unknown>(
      `/plans/subscriptions/${encodeURIComponent(subscriptionId)}/receipt`,
      signal ? { signal } : {},
    ),
  );
}

export function useReceipt(subscriptionId: string) {
  return useQuery({
    queryKey: ['plans', 'receipt', subscriptionId],
    queryFn: ({ signal }) => getReceipt(subscriptionId, signal),
  });
}
