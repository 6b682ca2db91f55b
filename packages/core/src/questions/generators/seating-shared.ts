import type { Localized } from '../../content/localized.ts';
import type { Person } from './people.ts';

/**
 * What the row (seating.ts) and the round table (seating-circle.ts) share: a clue is a test on
 * everyone's seat, and a puzzle is clues drawn until a brute force over every arrangement leaves one.
 */
export interface Clue {
  holds(pos: readonly number[]): boolean;
  text: Localized;
}
/** order[seat] = person; pos[person] = seat. */
export interface Arrangement {
  order: readonly number[];
  pos: readonly number[];
}

export const countEn = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
export const countHi = ['', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ'];
export const sideHi = { left: 'बाईं', right: 'दाईं' } as const;
/** "बैठा है" / "बैठी है": the verb agrees with the person it is about. */
export const sits = (p: Person) => (p.sex === 'male' ? 'बैठा' : 'बैठी');

/** True when exactly one arrangement meets every clue (stops counting at two). */
function unique(clues: Clue[], all: readonly Arrangement[]): boolean {
  let count = 0;
  for (const a of all) if (clues.every((c) => c.holds(a.pos)) && ++count > 1) return false;
  return count === 1;
}

/**
 * Draws clues, each kept only if it rules out an arrangement still possible, until exactly one
 * arrangement fits; then drops each clue the others make needless ("somewhere to the left" once
 * "immediately" is known). Null when 200 draws leave more than one.
 */
export function cluesFixing(all: readonly Arrangement[], draw: () => Clue): Clue[] | null {
  const clues: Clue[] = [];
  let left = all;
  for (let tries = 0; left.length > 1 && tries < 200; tries += 1) {
    const clue = draw();
    const kept = left.filter((a) => clue.holds(a.pos));
    if (kept.length < left.length) {
      clues.push(clue);
      left = kept;
    }
  }
  if (left.length !== 1) return null;
  let needed = clues;
  for (const clue of clues) {
    const fewer = needed.filter((c) => c !== clue);
    if (unique(fewer, all)) needed = fewer;
  }
  return needed;
}

/** True when one clue by itself already gives the key: the question would ask nothing. */
export const answeredAlone = (
  clues: Clue[],
  all: readonly Arrangement[],
  answer: (a: Arrangement) => number,
  key: number,
) => clues.some((clue) => all.filter((a) => clue.holds(a.pos)).every((a) => answer(a) === key));

/** The stem's parts: "Kavita, Neha and Ravi" in alphabetical order, the numbered clues, "Six". */
export function stemParts(people: readonly Person[], clues: Clue[], lang: 'hi' | 'en') {
  const names = [...people].sort((x, y) => x.en.localeCompare(y.en)).map((p) => p[lang]);
  const count = (lang === 'hi' ? countHi : countEn)[people.length] ?? '';
  return {
    names: `${names.slice(0, -1).join(', ')} ${lang === 'hi' ? 'और' : 'and'} ${names.at(-1)}`,
    lines: clues.map((c, i) => `${i + 1}. ${c.text[lang]}`).join('\n'),
    count: lang === 'en' ? `${count.charAt(0).toUpperCase()}${count.slice(1)}` : count,
  };
}
