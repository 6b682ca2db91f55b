import 'katex/dist/katex.min.css';
import './note-body.css';

/**
 * A note's HTML as the server rendered it: Markdown through `marked` with raw HTML escaped and no
 * links or images, maths typeset by KaTeX with trust off (apps/server/src/modules/notes/markdown.ts),
 * so it is safe to insert. Only KaTeX's stylesheet comes to the phone, never its script.
 */
export function NoteBody({ html }: { html: string }) {
  return (
    <div
      className="note-body"
      ref={(el) => {
        if (el && el.innerHTML !== html) el.innerHTML = html;
      }}
    />
  );
}
