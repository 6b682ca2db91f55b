import { errorCodes } from '@abhyas/core';
import { z } from 'zod';

/** The error body as an OpenAPI response schema, so /api/docs lists what each route can refuse with. */
export const errorResponse = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    field: z.string().optional(),
    rule: z.string().optional(),
    retryAfterSeconds: z.number().optional(),
    sealedBy: z
      .object({
        setId: z.string(),
        examKey: z.string(),
        title: z.object({ hi: z.string(), en: z.string() }),
      })
      .optional(),
  }),
});

export const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, errorResponse])) as Record<number, typeof errorResponse>;
