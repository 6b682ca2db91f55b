import { z } from 'zod';

/** `page` is 1-based; `limit` is capped so one request cannot ask for the whole table. */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export function pageMeta(query: PaginationQuery, total: number) {
  return { page: query.page, limit: query.limit, total, pages: Math.max(1, Math.ceil(total / query.limit)) };
}
