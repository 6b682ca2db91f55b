import { describe, expect, it } from 'vitest';
import { defaultStart, isoToIstInput, istInputToIso } from './ist';

describe('the scheduling form’s IST times', () => {
  it('reads the typed time as Indian time, whatever the device’s zone', () => {
    expect(istInputToIso('2026-12-01T10:00')).toBe('2026-12-01T04:30:00.000Z');
    expect(istInputToIso('2026-12-01T00:15')).toBe('2026-11-30T18:45:00.000Z');
    expect(istInputToIso('')).toBeNull();
    expect(istInputToIso('2026-13-01T10:00')).toBeNull();
  });

  it('shows a moment back as the IST value, and proposes the next whole hour after the lead', () => {
    expect(isoToIstInput(Date.parse('2026-12-01T04:30:00Z'))).toBe('2026-12-01T10:00');
    // 10:20 IST with an hour's lead: 11:20 → 12:00 IST, a whole hour on India's clock.
    expect(defaultStart(Date.parse('2026-12-01T04:50:00Z'), 60)).toBe('2026-12-01T12:00');
  });
});
