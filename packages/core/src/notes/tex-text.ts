/**
 * TeX maths (the `$…$` of notes and questions) as plain Unicode text, for places that cannot typeset
 * it: the PDFs made on the server. `\frac{x}{100}` → `x/100`, `a^2` → `a²`, `\sqrt{3}` → `√3`,
 * `\theta` → `θ`. The web app typesets the same TeX with KaTeX; this is the readable fallback.
 */

const symbols: Record<string, string> = {
  times: '×',
  div: '÷',
  cdot: '·',
  pm: '±',
  mp: '∓',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  equiv: '≡',
  infty: '∞',
  to: '→',
  rightarrow: '→',
  Rightarrow: '⇒',
  leftarrow: '←',
  leftrightarrow: '↔',
  cup: '∪',
  cap: '∩',
  in: '∈',
  subset: '⊂',
  angle: '∠',
  triangle: '△',
  degree: '°',
  circ: '°',
  dots: '…',
  ldots: '…',
  cdots: '⋯',
  therefore: '∴',
  because: '∵',
  propto: '∝',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  Delta: 'Δ',
  epsilon: 'ε',
  theta: 'θ',
  lambda: 'λ',
  mu: 'μ',
  nu: 'ν',
  pi: 'π',
  rho: 'ρ',
  sigma: 'σ',
  Sigma: 'Σ',
  phi: 'φ',
  omega: 'ω',
  Omega: 'Ω',
};
/** Spacing commands: a thin space reads as a space in running text; `\!` takes space away. */
const spaces: Record<string, string> = {
  ',': ' ',
  ';': ' ',
  ':': ' ',
  ' ': ' ',
  '!': '',
  quad: ' ',
  qquad: ' ',
};
/** Commands whose argument is shown as it is. */
const verbatim = new Set(['text', 'mathrm', 'mathbf', 'mathit', 'textbf', 'operatorname', 'mbox']);
const superscripts: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '−': '⁻',
  '(': '⁽',
  ')': '⁾',
  n: 'ⁿ',
  i: 'ⁱ',
  '°': '°',
};
const subscripts: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '+': '₊',
  '-': '₋',
  '−': '₋',
  '(': '₍',
  ')': '₎',
};

class Reader {
  at = 0;
  constructor(readonly src: string) {}
  get done() {
    return this.at >= this.src.length;
  }
  peek() {
    return this.src[this.at] ?? '';
  }
  /** `{…}` (balanced) or one token: a command, or one character. */
  argument(): string {
    while (this.peek() === ' ') this.at++;
    if (this.peek() === '{') {
      let depth = 0;
      const start = this.at;
      for (; this.at < this.src.length; this.at++) {
        const c = this.src[this.at];
        if (c === '\\') this.at++;
        else if (c === '{') depth++;
        else if (c === '}' && --depth === 0) {
          this.at++;
          return this.src.slice(start + 1, this.at - 1);
        }
      }
      return this.src.slice(start + 1);
    }
    if (this.peek() === '\\') return this.command().raw;
    const c = this.peek();
    this.at++;
    return c;
  }
  command(): { name: string; raw: string } {
    const start = this.at;
    this.at++; // the backslash
    const letters = /^[a-zA-Z]+/.exec(this.src.slice(this.at));
    if (letters) this.at += letters[0].length;
    else this.at++;
    return { name: this.src.slice(start + 1, this.at), raw: this.src.slice(start, this.at) };
  }
  /** `[…]` after a command (the root of `\sqrt[3]{x}`), if any. */
  optional(): string | null {
    if (this.peek() !== '[') return null;
    const end = this.src.indexOf(']', this.at);
    if (end < 0) return null;
    const value = this.src.slice(this.at + 1, end);
    this.at = end + 1;
    return value;
  }
}

/** A fraction's part or a root's radicand keeps brackets when it is more than one term. */
function wrap(text: string): string {
  const t = text.trim();
  return /^[\p{L}\p{M}\p{N}.,²³°′√]+$/u.test(t) || /^\(.*\)$/.test(t) ? t : `(${t})`;
}

/** Set by convert when the text is not the whole formula (see texIsText). */
interface Loss {
  lost: boolean;
}

function script(text: string, map: Record<string, string>, mark: string, loss: Loss): string {
  const chars = [...text.trim()];
  if (chars.length > 0 && chars.every((c) => map[c])) return chars.map((c) => map[c]).join('');
  loss.lost = true;
  return `${mark}${wrap(text)}`;
}

/** Function names, printed as their name (upright in typeset maths, which text does not show). */
const functions = new Set([
  'sin',
  'cos',
  'tan',
  'cot',
  'sec',
  'csc',
  'log',
  'ln',
  'exp',
  'min',
  'max',
  'gcd',
]);

function convert(src: string, loss: Loss = { lost: false }): string {
  const r = new Reader(src);
  let out = '';
  while (!r.done) {
    const c = r.peek();
    if (c === '\\') {
      const { name } = r.command();
      if (name in spaces) out += spaces[name];
      else if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
        loss.lost = true;
        const num = convert(r.argument(), loss);
        const den = convert(r.argument(), loss);
        out += `${wrap(num)}/${wrap(den)}`;
      } else if (name === 'sqrt') {
        loss.lost = true;
        const root = r.optional();
        const radicand = convert(r.argument(), loss);
        out += `${root ? script(root, superscripts, '', loss) : ''}√${wrap(radicand)}`;
      } else if (name === 'binom') {
        loss.lost = true;
        const n = convert(r.argument(), loss);
        const k = convert(r.argument(), loss);
        out += `C(${n}, ${k})`;
      } else if (name === 'pmod') out += ` (mod ${convert(r.argument(), loss)})`;
      else if (name === 'overline' || name === 'bar') {
        loss.lost = true;
        out += [...convert(r.argument(), loss)].map((ch) => `${ch}\u0305`).join('');
      } else if (verbatim.has(name)) out += r.argument();
      else if (name === 'left' || name === 'right') {
        const delimiter = r.argument();
        out += delimiter === '.' ? '' : delimiter.replace(/^\\/, '');
      } else if (name === 'begin' || name === 'end') {
        loss.lost = true;
        r.argument();
      } else if (name === '\\') {
        loss.lost = true;
        out += '; ';
      } else if (symbols[name]) out += symbols[name];
      else if (/^[a-zA-Z]+$/.test(name)) {
        // \sin, \log, and any command we do not know (\sum, \int, \vec: not text)
        if (!functions.has(name)) loss.lost = true;
        out += name;
      } else out += name; // \% \$ \{ \}
    } else if (c === '^' || c === '_') {
      r.at++;
      const arg = r.argument();
      const value = arg === '\\circ' ? '°' : convert(arg, loss);
      out += c === '^' ? script(value, superscripts, '^', loss) : script(value, subscripts, '_', loss);
    } else if (c === '{' || c === '}') r.at++;
    else if (c === '&') {
      out += ' ';
      r.at++;
    } else if (c === '-') {
      out += '−';
      r.at++;
    } else {
      out += c;
      r.at++;
    }
  }
  return out;
}

export function texToText(tex: string): string {
  return convert(tex).replace(/\s+/g, ' ').trim();
}

/**
 * Whether texToText gives the whole formula, so that it reads right printed as text: letters,
 * digits, operators and symbols, and scripts Unicode has characters for (`x^2`, `d_1`, `90^\circ`).
 * Fractions, roots, binomials, matrices and arrays, over- and underlines, other scripts (`2^{x+y}`)
 * and commands texToText does not know (`\sum`, `\int`, `\vec`) are not: the PDFs typeset those.
 */
export function texIsText(tex: string): boolean {
  const loss: Loss = { lost: false };
  convert(tex, loss);
  return !loss.lost;
}

/** Text with `$…$` maths, every maths part made plain (a lone `$` stays as it is). */
export function mathToText(text: string): string {
  return text.replace(/\$([^$\n]+)\$/g, (_, tex: string) => texToText(tex));
}
