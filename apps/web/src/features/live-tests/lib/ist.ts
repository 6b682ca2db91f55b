/**
 * The scheduling form's start time is typed in IST (what the admin and every student read), whatever
 * the admin's device is set to: a `datetime-local` value "2026-12-01T10:00" becomes
 * "2026-12-01T10:00:00+05:30".
 */
export function istInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const iso = `${value}:00+05:30`;
  return Number.isFinite(Date.parse(iso)) ? new Date(iso).toISOString() : null;
}

/** A moment as the form's IST value (the default: the next whole hour at least `leadMinutes` ahead). */
export function isoToIstInput(ms: number): string {
  return new Date(ms + 5.5 * 3_600_000).toISOString().slice(0, 16);
}

export function defaultStart(nowMs: number, leadMinutes: number): string {
  const hour = 3_600_000;
  const ist = 5.5 * hour;
  // A whole hour on India's clock (IST is half an hour off whole UTC hours).
  return isoToIstInput(Math.ceil((nowMs + leadMinutes * 60_000 + ist) / hour) * hour - ist);
}
