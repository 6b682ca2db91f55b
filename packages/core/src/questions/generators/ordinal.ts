/**
 * Ordinal numbers as the generated questions print them, in one place so every family says "2nd",
 * "दूसरा", "21st" and "25वाँ" the same way (issue 10: "2th", "3th" and "2वाँ" read wrongly).
 */

/** "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "111th". */
export function ordinalEn(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/**
 * The form a Hindi ordinal takes from the noun after it: `direct` for a masculine noun in the direct
 * case ("दूसरा अक्षर"), `oblique` for a masculine noun before a postposition ("दूसरे स्थान पर"),
 * `feminine` for a feminine noun ("दूसरी पंक्ति").
 */
export type HindiOrdinalForm = 'direct' | 'oblique' | 'feminine';

/** Stems of the ordinals Hindi writes as words: पहला, दूसरा, तीसरा, चौथा and छठा (not "6वाँ"). */
const hindiWords: Record<number, string> = { 1: 'पहल', 2: 'दूसर', 3: 'तीसर', 4: 'चौथ', 6: 'छठ' };
const wordEndings: Record<HindiOrdinalForm, string> = { direct: 'ा', oblique: 'े', feminine: 'ी' };
/** The rest take -वाँ / -वें / -वीं after the digits: 5वाँ, 7वें, 25वीं. */
const digitEndings: Record<HindiOrdinalForm, string> = { direct: 'वाँ', oblique: 'वें', feminine: 'वीं' };

export function ordinalHi(n: number, form: HindiOrdinalForm): string {
  const word = hindiWords[n];
  return word ? `${word}${wordEndings[form]}` : `${n}${digitEndings[form]}`;
}
