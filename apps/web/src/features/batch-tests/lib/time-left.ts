/** Whole days, hours and minutes from `now` until `then` (never negative), for a countdown. */
export function timeLeft(then: Date, now: Date): { days: number; hours: number; minutes: number } {
  const minutesLeft = Math.max(0, Math.floor((then.getTime() - now.getTime()) / 60_000));
  return {
    days: Math.floor(minutesLeft / 1440),
    hours: Math.floor((minutesLeft % 1440) / 60),
    minutes: minutesLeft % 60,
  };
}

/** A date and time in the reader's language, Indian time (the institute's day). */
export function whenText(iso: string, language: 'hi' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}
