/**
 * For the tests only: a seating puzzle solved from its English text, apart from seating.ts (which
 * never imports this), by trying every order of the people against every clue.
 */

const counts = ['one', 'two', 'three', 'four', 'five'];
type Seats = readonly number[];
/**
 * Reads one English clue as a test on the seats (seat[i]: person i's seat from the left, 0-based),
 * or null when it is not a clue this reader knows.
 */
function clueTest(clue: string, people: string[]): ((seat: Seats) => boolean) | null {
  const n = people.length;
  const who = (m: RegExpMatchArray, i: number) => people.indexOf(m[i] ?? '');
  let m = clue.match(/^(\w+) sits at the (left|right) end\.$/);
  if (m) {
    const [a, at] = [who(m, 1), m[2] === 'left' ? 0 : n - 1];
    return (s) => s[a] === at;
  }
  m = clue.match(/^(\w+) sits at one of the ends\.$/);
  if (m) {
    const a = who(m, 1);
    return (s) => s[a] === 0 || s[a] === n - 1;
  }
  m = clue.match(/^(\w+) does not sit at either end\.$/);
  if (m) {
    const a = who(m, 1);
    return (s) => s[a] !== 0 && s[a] !== n - 1;
  }
  m = clue.match(/^(\w+) sits (\d+)\w\w from the (left|right) end\.$/);
  if (m) {
    const [a, at] = [who(m, 1), m[3] === 'left' ? Number(m[2]) - 1 : n - Number(m[2])];
    return (s) => s[a] === at;
  }
  m = clue.match(/^(\w+) sits (immediately|\d+\w\w) to the (left|right) of (\w+)\.$/);
  if (m) {
    const k = (m[2] === 'immediately' ? 1 : Number.parseInt(m[2] ?? '', 10)) * (m[3] === 'left' ? -1 : 1);
    const [a, b] = [who(m, 1), who(m, 4)];
    return (s) => (s[a] ?? 0) - (s[b] ?? 0) === k;
  }
  m = clue.match(/^Only (\w+) (?:person sits|people sit) between (\w+) and (\w+)\.$/);
  if (m) {
    const [gap, a, b] = [counts.indexOf(m[1] ?? '') + 2, who(m, 2), who(m, 3)];
    return (s) => Math.abs((s[a] ?? 0) - (s[b] ?? 0)) === gap;
  }
  m = clue.match(/^(\w+) and (\w+) sit next to each other\.$/);
  if (m) {
    const [a, b] = [who(m, 1), who(m, 2)];
    return (s) => Math.abs((s[a] ?? 0) - (s[b] ?? 0)) === 1;
  }
  m = clue.match(/^(\w+) does not sit next to (\w+)\.$/);
  if (m) {
    const [a, b] = [who(m, 1), who(m, 2)];
    return (s) => Math.abs((s[a] ?? 0) - (s[b] ?? 0)) > 1;
  }
  m = clue.match(/^(\w+) sits somewhere to the left of (\w+)\.$/);
  if (m) {
    const [a, b] = [who(m, 1), who(m, 2)];
    return (s) => (s[a] ?? 0) < (s[b] ?? 0);
  }
  return null;
}

const allSeats = new Map<number, Seats[]>();
/** Every way to seat n people (seat[i] for person i), made once per n. */
function everySeating(n: number): Seats[] {
  const known = allSeats.get(n);
  if (known) return known;
  const out: number[][] = [];
  const walk = (prefix: number[]) => {
    if (prefix.length === n) out.push(prefix);
    else for (let i = 0; i < n; i += 1) if (!prefix.includes(i)) walk([...prefix, i]);
  };
  walk([]);
  allSeats.set(n, out);
  return out;
}

/** Every order of the people (left to right) that meets all the clues, by trying each one. */
export function seatingSolutions(people: string[], clues: string[]): string[][] | string {
  const tests = clues.map((c) => clueTest(c, people));
  const unread = clues.find((_, i) => tests[i] === null);
  if (unread !== undefined) return `unread clue: ${unread}`;
  if (clues.some((c) => [...c.matchAll(/[A-Z]\w+/g)].some((w) => w[0] !== 'Only' && !people.includes(w[0]))))
    return `a clue names someone not in the row: ${clues}`;
  return everySeating(people.length)
    .filter((seat) => tests.every((t) => t?.(seat)))
    .map((seat) => {
      const order: string[] = [];
      seat.forEach((at, person) => {
        order[at] = people[person] ?? '';
      });
      return order;
    });
}

/** Who answers a seating question, read off the seats from the left (the question in English). */
export function seatedAnswer(order: string[], ask: string): string {
  const n = order.length;
  const at = (seat: number) => order[seat] ?? '';
  let m = ask.match(/^Who sits at the (left|right) end\?$/);
  if (m) return at(m[1] === 'left' ? 0 : n - 1);
  m = ask.match(/^Who sits (\d+)\w\w from the (left|right) end\?$/);
  if (m) return at(m[2] === 'left' ? Number(m[1]) - 1 : n - Number(m[1]));
  m = ask.match(/^Who sits exactly between (\w+) and (\w+)\?$/);
  if (m) {
    const [a, b] = [order.indexOf(m[1] ?? ''), order.indexOf(m[2] ?? '')];
    return Math.abs(a - b) === 2 ? at((a + b) / 2) : '';
  }
  m = ask.match(/^Who sits immediately to the (left|right) of (\w+)\?$/);
  if (m) return at(order.indexOf(m[2] ?? '') + (m[1] === 'left' ? -1 : 1));
  return '';
}

/**
 * Round-table puzzles (seating-circle), read and solved the same way: seat[i] is person i's seat,
 * counted round to each sitter's right; person 0 keeps seat 0, as a round table has no first seat.
 */
function circleClueTest(clue: string, people: string[]): ((seat: Seats) => boolean) | null {
  const n = people.length;
  const who = (m: RegExpMatchArray, i: number) => people.indexOf(m[i] ?? '');
  const right = (s: Seats, a: number, b: number) => ((s[a] ?? 0) - (s[b] ?? 0) + n) % n;
  let m = clue.match(/^(\w+) sits (immediately|\d+\w\w) to the (left|right) of (\w+)\.$/);
  if (m) {
    const k = m[2] === 'immediately' ? 1 : Number.parseInt(m[2] ?? '', 10);
    const [a, b, d] = [who(m, 1), who(m, 4), m[3] === 'right' ? k : n - k];
    return (s) => right(s, a, b) === d;
  }
  m = clue.match(/^(\w+) sits directly opposite (\w+)\.$/);
  if (m) {
    const [a, b] = [who(m, 1), who(m, 2)];
    return (s) => 2 * right(s, a, b) === n;
  }
  m = clue.match(/^(\w+) and (\w+) sit next to each other\.$/);
  if (m) {
    const [a, b] = [who(m, 1), who(m, 2)];
    return (s) => [1, n - 1].includes(right(s, a, b));
  }
  m = clue.match(/^(\w+) does not sit next to (\w+)\.$/);
  if (m) {
    const [a, b] = [who(m, 1), who(m, 2)];
    return (s) => ![1, n - 1].includes(right(s, a, b));
  }
  m = clue.match(/^(\w+)'s two neighbours are (\w+) and (\w+)\.$/);
  if (m) {
    const [a, x, y] = [who(m, 1), who(m, 2), who(m, 3)];
    return (s) => [right(s, x, a), right(s, y, a)].sort((p, q) => p - q).join() === `1,${n - 1}`;
  }
  return null;
}

/** Every arrangement round the table (from person 0, to the right) that meets all the clues. */
export function circleSolutions(people: string[], clues: string[]): string[][] | string {
  const tests = clues.map((c) => circleClueTest(c, people));
  const unread = clues.find((_, i) => tests[i] === null);
  if (unread !== undefined) return `unread clue: ${unread}`;
  if (clues.some((c) => [...c.matchAll(/[A-Z]\w+/g)].some((w) => !people.includes(w[0]))))
    return `a clue names someone not at the table: ${clues}`;
  return everySeating(people.length)
    .filter((seat) => seat[0] === 0 && tests.every((t) => t?.(seat)))
    .map((seat) => {
      const order: string[] = [];
      seat.forEach((at, person) => {
        order[at] = people[person] ?? '';
      });
      return order;
    });
}

/** Who answers a round-table question, read off the order round to the right (the question in English). */
export function circleAnswer(order: string[], ask: string): string {
  const n = order.length;
  const at = (seat: number) => order[((seat % n) + n) % n] ?? '';
  let m = ask.match(/^Who sits (immediately|\d+\w\w) to the (left|right) of (\w+)\?$/);
  if (m) {
    const k = m[1] === 'immediately' ? 1 : Number.parseInt(m[1] ?? '', 10);
    return at(order.indexOf(m[3] ?? '') + (m[2] === 'right' ? k : -k));
  }
  m = ask.match(/^Who sits directly opposite (\w+)\?$/);
  if (m) return n % 2 === 0 ? at(order.indexOf(m[1] ?? '') + n / 2) : '';
  m = ask.match(/^Who sits exactly between (\w+) and (\w+)\?$/);
  if (m) {
    const [a, b] = [order.indexOf(m[1] ?? ''), order.indexOf(m[2] ?? '')];
    if ((b - a + n) % n === 2) return at(a + 1);
    if ((a - b + n) % n === 2) return at(b + 1);
  }
  return '';
}
