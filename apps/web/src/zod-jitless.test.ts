import { describe, expect, it } from 'vitest';
import { config } from 'zod';
import './zod-jitless';

describe('zod-jitless', () => {
  it('makes zod jitless without importing it (no `new Function` probe under our CSP)', () => {
    expect(config().jitless).toBe(true);
  });
});
