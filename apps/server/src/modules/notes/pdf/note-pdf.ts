import { texToText } from '@abhyas/core';
import type { Token, Tokens } from 'marked';
import { type MathToken, notesMarkdown } from '../markdown.ts';
import type { Inline } from './mixed-lines.ts';
import { PdfWriter } from './writer.ts';

/** Inline Markdown (bold, emphasis, code, maths) as runs of text; maths as its plain form (texToText) with its TeX. */
export function inlineRuns(tokens: Token[] | undefined, bold = false): Inline[] {
  return (tokens ?? []).flatMap((t): Inline[] => {
    switch (t.type) {
      case 'strong':
        return inlineRuns((t as Tokens.Strong).tokens, true);
      case 'em':
      case 'del':
      case 'link':
        return inlineRuns((t as Tokens.Em).tokens, bold);
      case 'math':
        return [{ text: texToText((t as MathToken).text), bold, tex: (t as MathToken).text }];
      case 'codespan':
        return [{ text: (t as Tokens.Codespan).text, bold }];
      case 'br':
        return [{ text: '\n', bold }];
      case 'text':
        return 'tokens' in t && t.tokens ? inlineRuns(t.tokens, bold) : [{ text: decode(t.text), bold }];
      case 'escape':
        return [{ text: (t as Tokens.Escape).text, bold }];
      default:
        return [{ text: decode('text' in t ? String(t.text) : t.raw), bold }];
    }
  });
}

/** marked escapes quotes and ampersands in text tokens for HTML; the PDF wants the characters. */
function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function list(w: PdfWriter, token: Tokens.List, depth: number): void {
  const start = typeof token.start === 'number' ? token.start : 1;
  token.items.forEach((item, i) => {
    const marker = token.ordered ? `${start + i}.` : '•';
    const own = item.tokens.filter((t) => t.type !== 'list');
    const runs = own.flatMap((t) => ('tokens' in t && t.tokens ? inlineRuns(t.tokens) : inlineRuns([t])));
    w.item(marker, runs, depth);
    for (const nested of item.tokens.filter((t): t is Tokens.List => t.type === 'list'))
      list(w, nested, depth + 1);
  });
}

/** Block Markdown (headings, paragraphs, lists, tables, quotes, rules) into the writer. */
export function writeMarkdown(w: PdfWriter, markdown: string): void {
  for (const token of notesMarkdown.lexer(markdown)) {
    switch (token.type) {
      case 'heading': {
        const h = token as Tokens.Heading;
        w.heading(
          inlineRuns(h.tokens)
            .map((r) => r.text)
            .join(''),
          h.depth <= 2 ? 2 : h.depth === 3 ? 3 : 4,
        );
        break;
      }
      case 'paragraph':
        w.paragraph(inlineRuns((token as Tokens.Paragraph).tokens));
        break;
      case 'list':
        list(w, token as Tokens.List, 0);
        w.paragraph([{ text: '' }]);
        break;
      case 'table': {
        const t = token as Tokens.Table;
        w.table(
          t.header.map((c) => inlineRuns(c.tokens)),
          t.rows.map((r) => r.map((c) => inlineRuns(c.tokens))),
        );
        break;
      }
      case 'blockquote':
        for (const inner of (token as Tokens.Blockquote).tokens)
          if ('tokens' in inner && inner.tokens) w.paragraph(inlineRuns(inner.tokens), 16);
        break;
      case 'hr':
        w.rule();
        break;
      case 'space':
        break;
      default:
        if ('text' in token) w.paragraph([{ text: decode(String(token.text)) }]);
    }
  }
}

export interface NotePdfInput {
  title: string;
  summary: string;
  subjectName: string;
  body: string;
  language: 'hi' | 'en';
}

/** A note as an A4 PDF: title, subject and summary, then its Markdown. */
export function notePdf(note: NotePdfInput): Promise<Buffer> {
  const w = new PdfWriter({ title: note.title, language: note.language }, `Abhyas · ${note.subjectName}`);
  w.title(note.title, note.subjectName);
  w.paragraph([{ text: note.summary }]);
  w.rule();
  writeMarkdown(w, note.body);
  return w.finish();
}
