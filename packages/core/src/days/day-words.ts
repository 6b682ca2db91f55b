const monthNames = {
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
} as const;

/** "2026-11" as "नवंबर 2026" / "November 2026" (messages and PDFs, where no Intl formatting runs). */
export function monthInWords(month: string, lang: 'hi' | 'en'): string {
  const [y, m] = month.split('-').map(Number);
  const name = monthNames[lang][(m ?? 0) - 1];
  return name && y ? `${name} ${y}` : month;
}

/** "2026-11-23" as "23 नवंबर 2026" / "23 November 2026". */
export function dayInWords(day: string, lang: 'hi' | 'en'): string {
  const d = Number(day.slice(8, 10));
  const month = monthInWords(day.slice(0, 7), lang);
  return d && month !== day.slice(0, 7) ? `${d} ${month}` : day;
}
