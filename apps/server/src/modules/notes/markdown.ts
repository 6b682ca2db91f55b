import katex from 'katex';
import { Marked, type MarkedExtension, type Tokens } from 'marked';

/** `$…$` maths as a token of its own, so Markdown never reads `_` or `\%` inside it as emphasis or escapes. */
export interface MathToken extends Tokens.Generic {
  type: 'math';
  raw: string;
  text: string;
}

const mathExtension: MarkedExtension = {
  extensions: [
    {
      name: 'math',
      level: 'inline',
      start: (src: string) => src.indexOf('$'),
      tokenizer(src: string): MathToken | undefined {
        const match = /^\$([^$\n]+?)\$/.exec(src);
        return match ? { type: 'math', raw: match[0], text: match[1] ?? '' } : undefined;
      },
      renderer(token) {
        // trust is off (the default), so TeX cannot produce links, styles or scripts.
        return katex.renderToString((token as MathToken).text, {
          throwOnError: false,
          output: 'htmlAndMathml',
        });
      },
    },
  ],
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The notes' Markdown dialect: GitHub tables, `$…$` maths typeset by KaTeX. Sanitised by
 * construction: raw HTML in a note is shown as text (the content check refuses it anyway), and links
 * and images, which notes may not have, are rendered as their text only.
 */
export const notesMarkdown = new Marked({ gfm: true, breaks: false }, mathExtension, {
  renderer: {
    html: (token) => escapeHtml(token.text),
    link(token) {
      return this.parser.parseInline(token.tokens);
    },
    image: (token) => escapeHtml(token.text),
  },
});

/** A note's body as HTML for the reader. */
export function noteHtml(markdown: string): string {
  return notesMarkdown.parse(markdown, { async: false });
}
