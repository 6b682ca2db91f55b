import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';

type RenderToString = (tex: string, options: { throwOnError: boolean; output: 'htmlAndMathml' }) => string;
let katex: Promise<RenderToString> | null = null;

/** KaTeX and its CSS (~300 KB) load only when a question has maths, so the hall's own chunk stays small. */
function loadKatex(): Promise<RenderToString> {
  katex ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(
    ([module]) => module.default.renderToString,
  );
  return katex;
}

/** Splits "a $x^2$ b" into text and maths parts; a lone `$` stays text. */
export function splitMath(text: string): { math: boolean; value: string; at: number }[] {
  const parts: { math: boolean; value: string; at: number }[] = [];
  const pattern = /\$([^$]+)\$/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ math: false, value: text.slice(last, match.index), at: last });
    parts.push({ math: true, value: match[1] ?? '', at: match.index });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ math: false, value: text.slice(last), at: last });
  return parts;
}

/**
 * Question text with `$…$` maths typeset (the hall and the solutions share it); until KaTeX arrives (or offline without it) the TeX shows as is. */
export function MathText({ text, className }: { text: string; className?: string }) {
  const hasMath = /\$[^$]+\$/.test(text);
  const [render, setRender] = useState<RenderToString | null>(null);
  useEffect(() => {
    if (!hasMath) return;
    let live = true;
    loadKatex()
      .then((fn) => live && setRender(() => fn))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [hasMath]);

  if (!hasMath) return <span className={cn('whitespace-pre-line', className)}>{text}</span>;
  return (
    <span className={cn('whitespace-pre-line', className)}>
      {splitMath(text).map((part) =>
        part.math && render ? (
          <Katex key={part.at} html={render(part.value, { throwOnError: false, output: 'htmlAndMathml' })} />
        ) : (
          <span key={part.at}>{part.math ? `$${part.value}$` : part.value}</span>
        ),
      )}
    </span>
  );
}

/** KaTeX's markup from the content's TeX (trust is off, so no links or scripts): safe to insert. */
function Katex({ html }: { html: string }) {
  return (
    <span
      ref={(el) => {
        if (el) el.innerHTML = html;
      }}
    />
  );
}
