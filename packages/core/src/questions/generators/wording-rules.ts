import { type GeneratedQuestion, questionFamilies } from './index.ts';

/**
 * The families' wording, over the same 2,000 seeds per family as the key check and over every
 * generated question the practice sets use (issue 10: the keys were right, the sentences were not).
 * Every rule here is computed independently of the generators.
 */
export const SEEDS = 2000;
export const familyOf = (key: string) => {
  const found = questionFamilies.find((f) => f.key === key);
  if (!found) throw new Error(`no family ${key}`);
  return found;
};
const strings = (q: GeneratedQuestion) => [q.text, q.explanation, ...q.options].flatMap((l) => [l.en, l.hi]);
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

const englishSuffix = (n: number) =>
  n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
/** Hindi ordinals by the noun's form: words for 1–4 and 6, then digits with -वाँ / -वें. */
const hindiOrdinal = (n: number, oblique: boolean) => {
  const word = { 1: 'पहल', 2: 'दूसर', 3: 'तीसर', 4: 'चौथ', 6: 'छठ' }[n];
  if (word) return `${word}${oblique ? 'े' : 'ा'}`;
  return `${n}${oblique ? 'वें' : 'वाँ'}`;
};

/** Problems of wording that any family could have. */
export function wordingProblems(q: GeneratedQuestion): string[] {
  const problems: string[] = [];
  for (const s of strings(q)) {
    for (const m of s.matchAll(/\b(\d+)(st|nd|rd|th)\b/g))
      if (m[2] !== englishSuffix(Number(m[1]))) problems.push(`ordinal ${m[0]}`);
    // "2वाँ", "3वें", "4थे", "6ठा": Hindi writes these ordinals as words.
    for (const m of s.matchAll(/(?<!\d)[1-46]\s?(वाँ|वां|वें|वीं|ला|ले|ली|रा|रे|री|था|थे|थी|ठा|ठे|ठी)/g))
      problems.push(`Hindi ordinal ${m[0]}`);
    if (/\d+वां|\d+वे(?!ं)/.test(s)) problems.push(`Hindi ordinal without its nasal: ${s}`);
    for (const m of s.matchAll(/श्रृंखला|संग्रहीत/g)) problems.push(`misspelling ${m[0]} (शृंखला, संगृहीत)`);
    // A fraction in lowest terms; x/100 is a rate per cent, written so on purpose.
    for (const m of s.matchAll(/(?<![\d.])(\d+)\/(\d+)(?![\d.])/g))
      if (m[2] !== '100' && gcd(Number(m[1]), Number(m[2])) !== 1) problems.push(`fraction ${m[0]}`);
    for (const m of s.matchAll(/\b\d+ times as\b/g)) problems.push(`"${m[0]}" for twice / three times`);
    for (const m of s.matchAll(/\d+\s?गुन\S*/g)) problems.push(`"${m[0]}" for दोगुना / तीन गुना`);
    if (/(का|की|के)\/(का|की|के)/.test(s)) problems.push(`hedged postposition in ${s}`);
    if (/\(s\)/.test(s)) problems.push(`"(s)" plural in ${s}`);
  }
  return problems;
}

/** Who the blood-relation puzzles may name, and their sex, kept here apart from the generator. */
const sexOf: Record<string, 'male' | 'female'> = {
  Rahul: 'male',
  राहुल: 'male',
  Amit: 'male',
  अमित: 'male',
  Karan: 'male',
  करण: 'male',
  Seema: 'female',
  सीमा: 'female',
  Priya: 'female',
  प्रिया: 'female',
  Neha: 'female',
  नेहा: 'female',
  Vikas: 'male',
  विकास: 'male',
  Suresh: 'male',
  सुरेश: 'male',
  Arjun: 'male',
  अर्जुन: 'male',
  Rohan: 'male',
  रोहन: 'male',
  Manoj: 'male',
  मनोज: 'male',
  Deepak: 'male',
  दीपक: 'male',
  Sanjay: 'male',
  संजय: 'male',
  Anil: 'male',
  अनिल: 'male',
  Ravi: 'male',
  रवि: 'male',
  Anita: 'female',
  अनीता: 'female',
  Kavita: 'female',
  कविता: 'female',
  Pooja: 'female',
  पूजा: 'female',
  Rita: 'female',
  रीता: 'female',
  Sunita: 'female',
  सुनीता: 'female',
  Meena: 'female',
  मीना: 'female',
  Anjali: 'female',
  अंजलि: 'female',
  Geeta: 'female',
  गीता: 'female',
  Mamta: 'female',
  ममता: 'female',
};
const nounSex: Record<string, 'male' | 'female'> = {
  पिता: 'male',
  पुत्र: 'male',
  ससुर: 'male',
  भाई: 'male',
  माता: 'female',
  पुत्री: 'female',
  बहन: 'female',
  पत्नी: 'female',
};

/**
 * How a Hindi answer names a relative: मेरी for a woman, मेरे for a father (respect, as a parent is
 * spoken of), मेरा for a brother or son ("मेरे भाई" reads as "my brothers" or as an elder's title).
 */
const possessiveOf: Record<string, string> = {
  पिता: 'मेरे',
  माता: 'मेरी',
  पुत्री: 'मेरी',
  बहन: 'मेरी',
  भतीजी: 'मेरी',
  पत्नी: 'मेरी',
  भाई: 'मेरा',
  पुत्र: 'मेरा',
};

/** Answers that name a relative with the wrong मेरा/मेरे/मेरी, and a parent spoken of without respect. */
export function relativeProblems(q: GeneratedQuestion): string[] {
  const problems: string[] = [];
  for (const option of q.options) {
    const [possessive, noun] = option.hi.split(' ');
    const expected = possessiveOf[noun ?? ''];
    if (expected && possessive !== expected) problems.push(`${option.hi} (${expected} ${noun})`);
  }
  // "पिता ही हैं", "माता ही हैं", never "माता ही है".
  for (const m of q.explanation.hi.matchAll(/(पिता|माता) ही है(?!ं)/g)) problems.push(`${m[0]} (हैं)`);
  return problems;
}

/**
 * Agreement problems in a Hindi chain like "मेरे पिता की माता का इकलौता पुत्र है": each noun's
 * possessive (मेरा/मेरे/मेरी or का/के/की) and इकलौता agree with that noun, in the oblique form when
 * another postposition follows it and in the direct form before है.
 */
export function chainProblems(quote: string): string[] {
  const tokens = quote.split(' ');
  if (tokens.at(-1) !== 'है') return [`"${quote}" does not end in है`];
  const problems: string[] = [];
  tokens.forEach((token, i) => {
    const sex = nounSex[token];
    if (!sex) return;
    const oblique = tokens[i + 1] !== 'है';
    const ending = sex === 'female' ? 'ी' : oblique ? 'े' : 'ा';
    const adjective = tokens[i - 1]?.startsWith('इकलौत') ? tokens[i - 1] : undefined;
    const possessive = tokens[adjective ? i - 2 : i - 1] ?? '';
    if (adjective && adjective !== `इकलौत${ending}`) problems.push(`${adjective} ${token}`);
    if (!['मेर', 'क'].some((stem) => possessive === `${stem}${ending}`))
      problems.push(`${possessive} … ${token}`);
  });
  return problems;
}

/** The other rules that take a to c, applied to b. */
function otherAnalogyAnswers(a: number, c: number, b: number): number[] {
  const others = [b + (c - a)]; // add a constant: 7 : 49 is also + 42
  if ((b * c) % a === 0) others.push((b * c) / a); // multiply by a constant: 7 : 49 is also × 7
  if (c === a ** 3) others.push(b * b * a); // square, then × a: 3 : 27 is also 3² × 3
  return others;
}

const wrongOptions = (q: GeneratedQuestion) => q.options.filter((_, i) => i !== q.answer - 1);
const isPrime = (n: number) =>
  n > 1 && !Array.from({ length: n - 2 }, (_, i) => i + 2).some((d) => n % d === 0);
/** Properties a candidate could call "the only one": each must single out the key or nothing. */
const kinds: [string, (n: number) => boolean][] = [
  ['one-digit', (n) => n < 10],
  ['three-digit', (n) => n >= 100],
  ['even', (n) => n % 2 === 0],
  ['with equal digits', (n) => n >= 10 && new Set(String(n)).size === 1],
  ['square', (n) => Number.isInteger(Math.sqrt(n))],
  ['prime', isPrime],
];

/**
 * Each Hindi clue of a seating puzzle (a row or a round table) agrees with whom it is about: राहुल …
 * बैठा है, सीमा … बैठी है; two people बैठे हैं, two women बैठी हैं. "X के दोनों पड़ोसी Y और Z हैं"
 * has no verb of sitting.
 */
function seatedVerbProblems(q: GeneratedQuestion): string[] {
  const clues = q.text.hi.split('\n').slice(1, -1);
  const problems = clues.length === q.text.en.split('\n').length - 2 ? [] : [`clue count: ${q.text.hi}`];
  for (const line of clues) {
    const pair = line.match(/^\d+\. (\S+) और (\S+) एक-दूसरे के बगल में (बैठे|बैठी) हैं।$/);
    if (pair) {
      const women = sexOf[pair[1] ?? ''] === 'female' && sexOf[pair[2] ?? ''] === 'female';
      if (pair[3] !== (women ? 'बैठी' : 'बैठे')) problems.push(`${line} (${women ? 'बैठी' : 'बैठे'} हैं)`);
      continue;
    }
    if (/केवल (एक व्यक्ति बैठा है|\S+ व्यक्ति बैठे हैं)।$/.test(line)) continue;
    if (/^\d+\. \S+ के दोनों पड़ोसी \S+ और \S+ हैं।$/.test(line)) continue;
    const one = line.match(/^\d+\. ([^\s,]+),? .* (बैठा|बैठी) है।$/);
    const sex = sexOf[one?.[1] ?? ''];
    if (!one || !sex) problems.push(`unexpected clue: ${line}`);
    else if (one[2] !== (sex === 'male' ? 'बैठा' : 'बैठी')) problems.push(`${line} (${one[1]})`);
  }
  return problems;
}

/** Each family's own wording and one-answer rules. */
export const familyProblems: Record<string, (q: GeneratedQuestion) => string[]> = {
  'blood-relations': (q) => {
    const en = q.text.en.match(
      /^Pointing to a photograph(?: [\w ]+)?, (\w+) \((a man|a woman)\) says, "This is .+\."/,
    );
    const hi = q.text.hi.match(/^(\S+) \((पुरुष|महिला)\) .* (कहता|कहती) है, "यह (.+)।"/);
    if (!en || !hi) return [`unexpected shape: ${q.text.en} / ${q.text.hi}`];
    const sex = sexOf[en[1] ?? ''];
    if (!sex) return [`${en[1]} is not in the test's list of names`];
    const problems: string[] = [];
    if (sexOf[hi[1] ?? ''] !== sex) problems.push(`${hi[1]} is not ${en[1]}`);
    if (en[2] !== (sex === 'male' ? 'a man' : 'a woman')) problems.push(`${en[1]} (${en[2]})`);
    if (hi[2] !== (sex === 'male' ? 'पुरुष' : 'महिला')) problems.push(`${hi[1]} (${hi[2]})`);
    if (hi[3] !== (sex === 'male' ? 'कहता' : 'कहती')) problems.push(`${hi[1]} … ${hi[3]} है`);
    // A puzzle whose reasoning needs the speaker to be a man never names a woman.
    if (/a man|\(पुरुष\)/.test(q.explanation.en + q.explanation.hi) && sex !== 'male')
      problems.push(`${en[1]} cannot say this: ${q.explanation.en}`);
    // And one that needs a woman ("my father's only daughter's son") never names a man.
    if (/a woman|\(महिला\)/.test(q.explanation.en + q.explanation.hi) && sex !== 'female')
      problems.push(`${en[1]} cannot say this: ${q.explanation.en}`);
    // Nor is a woman offered "my wife", an option she rules out at once.
    if (sex === 'female' && q.options.some((o) => o.en === 'My wife'))
      problems.push(`${en[1]} is offered "My wife"`);
    return [...problems, ...chainProblems(hi[4] ?? ''), ...relativeProblems(q)];
  },
  'lcm-hcf': (q) => {
    const en = q.text.en.match(/LCM of (\d+), (\d+) and (\d+)\?/)?.slice(1) ?? [];
    const hi = q.text.hi.match(/^(\d+), (\d+) और (\d+) का/)?.slice(1) ?? [];
    const problems = new Set(en).size === 3 ? [] : [`repeated operand: ${q.text.en}`];
    return hi.join() === en.join() ? problems : [...problems, `Hindi numbers differ: ${q.text.hi}`];
  },
  analogy: (q) => {
    const m = q.text.en.match(/(\d+) : (\d+) :: (\d+) : \?$/);
    if (!m) return [`unexpected shape: ${q.text.en}`];
    const [a, c, b] = m.slice(1).map(Number) as [number, number, number];
    const others = otherAnalogyAnswers(a, c, b);
    return wrongOptions(q)
      .filter((o) => others.includes(Number(o.en)))
      .map((o) => `${q.text.en} offers ${o.en}, the answer of another rule`);
  },
  'odd-one-out': (q) => {
    const listed = (q.text.en.split('? ')[1] ?? '').split(', ').map(Number);
    const key = Number(q.options[q.answer - 1]?.en);
    return kinds.flatMap(([kind, has]) => {
      const alone = [listed.filter(has), listed.filter((n) => !has(n))].find((g) => g.length === 1)?.[0];
      return alone === undefined || alone === key
        ? []
        : [`${alone} is the only one (not) ${kind} in ${listed}`];
    });
  },
  'quadratic-comparison': (q) => {
    // The same two equations in both languages, and a Hindi stem that asks for the relationship.
    const lines = (text: string) => text.split('\n').slice(1).join('\n');
    return [
      ...(lines(q.text.hi) === lines(q.text.en) ? [] : [`equations differ: ${q.text.hi}`]),
      ...(q.text.hi.includes('x और y के बीच सही संबंध') ? [] : [`no question: ${q.text.hi}`]),
    ];
  },
  'seating-line': seatedVerbProblems,
  'seating-circle': seatedVerbProblems,
  'data-interpretation': (q) => {
    // The Hindi question asks what the English one asks: the same kind, the same rows named.
    const kind = String(q.params.kind);
    const words: Record<string, [RegExp, RegExp]> = {
      ratio: [/ratio of/, /का अनुपात क्या है\?$/],
      change: [/By what percent is .* (more|less) than/, /से कितने प्रतिशत (अधिक|कम) है\?$/],
      share: [/is what percent of the total/, /का कितना प्रतिशत है\?$/],
      average: [/average/, /औसत .* कितनी है\?$/],
      range: [/difference between the highest and the lowest/, /सबसे अधिक और सबसे कम .* अंतर कितना है\?$/],
    };
    const [en, hi] = words[kind] ?? [/^$/, /^$/];
    const problems = [...(en.test(q.text.en) ? [] : [`not ${en}: ${q.text.en}`])];
    if (!hi.test(q.text.hi)) problems.push(`not ${hi}: ${q.text.hi}`);
    const more = / more than /.test(q.text.en);
    if (kind === 'change' && more !== q.text.hi.includes('प्रतिशत अधिक'))
      problems.push(`more/less: ${q.text.hi}`);
    return problems;
  },
  ages: (q) => {
    const words: Record<number, [string, string]> = {
      2: ['twice', 'दोगुनी'],
      3: ['three times', 'तीन गुनी'],
      4: ['four times', 'चार गुनी'],
    };
    const [en, hi] = words[Number(q.params.k)] ?? ['?', '?'];
    return [
      ...(q.text.en.includes(`is ${en} as old as`) ? [] : [`not "${en}": ${q.text.en}`]),
      ...(q.text.hi.includes(`की ${hi} है`) ? [] : [`not "${hi}": ${q.text.hi}`]),
    ];
  },
  'ranking-order': (q) => {
    // "स्थान पर": an ordinal before a postposition takes the oblique form (दूसरे, 7वें).
    const want = `बाएँ से ${hindiOrdinal(Number(q.params.left), true)} और दाएँ से ${hindiOrdinal(Number(q.params.right), true)} स्थान पर`;
    return q.text.hi.includes(want) ? [] : [`not "${want}": ${q.text.hi}`];
  },
  'alphabet-position': (q) => {
    if (q.params.fromRight === undefined) {
      // "the 5th to the right of the 10th letter from the left": बाएँ से 10वें अक्षर के दाईं ओर 5वाँ अक्षर.
      const [m, k] = [Number(q.params.m), Number(q.params.k)];
      const end = q.params.end === 'left' ? 'बाएँ' : 'दाएँ';
      const side = q.params.side === 'left' ? 'बाईं' : 'दाईं';
      const want = `${end} से ${hindiOrdinal(m, true)} अक्षर के ${side} ओर ${hindiOrdinal(k, false)} अक्षर`;
      const wantEn = `the ${k}${englishSuffix(k)} to the ${q.params.side} of the ${m}${englishSuffix(m)} letter from the ${q.params.end}`;
      return [
        ...(q.text.hi.includes(want) ? [] : [`not "${want}": ${q.text.hi}`]),
        ...(q.text.en.includes(wantEn) ? [] : [`not "${wantEn}": ${q.text.en}`]),
      ];
    }
    const n = Number(q.params.fromRight);
    const wants = [
      [q.text.hi, `दाएँ से ${hindiOrdinal(n, false)} अक्षर`],
      [q.explanation.hi, `${hindiOrdinal(27 - n, false)} अक्षर`],
      [q.text.en, `${n}${englishSuffix(n)} letter from the right`],
    ];
    return wants
      .filter(([text, want]) => !text?.includes(want ?? ''))
      .map(([text, want]) => `not "${want}": ${text}`);
  },
};

export const problemsOf = (key: string, q: GeneratedQuestion) => [
  ...wordingProblems(q),
  ...(familyProblems[key]?.(q) ?? []),
];
