/**
 * The question bank's search text: one normal form for the stored text and for what a student types,
 * so that Devanagari typed without matras still matches ("सवधन" finds "संविधान"). The database computes
 * the same form in SQL (apps/server/src/db/schema/questions.ts, `searchTextSql`); a server test checks
 * that both agree. Keep the two in step: every step here is a plain character rule SQL can repeat.
 *
 * 1. lower case (Latin);
 * 2. the precomposed nukta letters (क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़, ऩ ऱ ऴ) become their base consonants;
 * 3. every Devanagari sign is dropped: vowel signs (matras U+093E–U+094C, U+0962–U+0963), virama,
 *    nukta, anusvara, chandrabindu, visarga and the rarer marks beside them, and zero-width joiners;
 * 4. anything that is not a Latin letter, a digit or a Devanagari letter or digit (spaces, punctuation,
 *    the danda) becomes one space; the ends are trimmed.
 */
export const nuktaLetters = '\u0929\u0931\u0934\u0958\u0959\u095A\u095B\u095C\u095D\u095E\u095F';
export const nuktaBases = '\u0928\u0930\u0933\u0915\u0916\u0917\u091C\u0921\u0922\u092B\u092F';
/** Step 3's characters, as a regular-expression class body both JavaScript and PostgreSQL read. */
export const droppedSigns = '\\u0900-\\u0903\\u093a-\\u094f\\u0951-\\u0957\\u0962\\u0963\\u200b-\\u200d';
/** Step 4: what stays a word character. */
export const keptCharacters = '0-9a-z\\u0900-\\u0963\\u0966-\\u096f\\u0971-\\u097f';

const dropped = new RegExp(`[${droppedSigns}]`, 'g');
const separators = new RegExp(`[^${keptCharacters}]+`, 'g');
const nukta = new Map([...nuktaLetters].map((c, i) => [c, nuktaBases[i] ?? c]));

export function searchText(text: string): string {
  const lower = text.toLowerCase();
  let based = '';
  for (const c of lower) based += nukta.get(c) ?? c;
  return based.replace(dropped, '').replace(separators, ' ').trim();
}

/** Shortest word a search can use: the index works on trigrams (three characters). */
export const searchWordMin = 3;
/** At most this many words of a query are used. */
export const searchWordsMax = 8;

/**
 * The words of a query the bank searches for: normalised, shorter ones dropped (they would need a
 * scan), duplicates once, at most `searchWordsMax`. Empty means the query cannot be searched.
 */
export function searchWords(query: string): string[] {
  const words = searchText(query)
    .split(' ')
    .filter((w) => [...w].length >= searchWordMin);
  return [...new Set(words)].slice(0, searchWordsMax);
}
