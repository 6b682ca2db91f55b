import { describe, expect, it } from 'vitest';
import { batchTestInputSchema, batchTestStatus, instituteImportRequestSchema } from './contracts.ts';

describe('a batch test window', () => {
  const opens = new Date('2026-11-22T10:00:00Z');
  const closes = new Date('2026-11-22T12:00:00Z');
  it('is upcoming before it opens, open from its opening and closed from its close', () => {
    expect(batchTestStatus(opens, closes, new Date('2026-11-22T09:59:59Z'))).toBe('upcoming');
    expect(batchTestStatus(opens, closes, opens)).toBe('open');
    expect(batchTestStatus(opens, closes, new Date('2026-11-22T11:59:59Z'))).toBe('open');
    expect(batchTestStatus(opens, closes, closes)).toBe('closed');
  });

  it('is refused when shorter than ten minutes or closing before it opens', () => {
    const base = { batchId: crypto.randomUUID(), setId: crypto.randomUUID(), opensAt: opens.toISOString() };
    const short = batchTestInputSchema.safeParse({ ...base, closesAt: '2026-11-22T10:05:00Z' });
    expect(short.error?.issues[0]?.message).toBe('validation.batchTests.windowTooShort');
    const backwards = batchTestInputSchema.safeParse({ ...base, closesAt: '2026-11-21T10:00:00Z' });
    expect(backwards.error?.issues[0]?.message).toBe('validation.batchTests.windowTooShort');
    expect(batchTestInputSchema.safeParse({ ...base, closesAt: closes.toISOString() }).success).toBe(true);
  });
});

describe('an institute import request', () => {
  it('needs a subject, topic and difficulty for the Moodle formats only', () => {
    const file = { fileName: 'q.txt', contentBase64: 'YQ==' };
    const gift = instituteImportRequestSchema.safeParse({ ...file, format: 'gift' });
    expect(gift.error?.issues.map((i) => i.path[0])).toEqual(['subject', 'topic', 'difficulty']);
    expect(instituteImportRequestSchema.safeParse({ ...file, format: 'csv' }).success).toBe(true);
  });
});
