import { type KeyboardEvent, type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { insertMention, type Mentionable, matchMembers, mentionAt } from '../lib/mentions';

/**
 * The composer's `@` picker: which `@word` is being typed (followed on every change and caret move),
 * the members it matches, the highlighted one, and choosing (the text changes, the caret follows).
 */
export function useMentions(
  field: RefObject<HTMLTextAreaElement | null>,
  text: string,
  setText: (text: string) => void,
  members: readonly Mentionable[],
  me: string,
) {
  const [at, setAt] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const caretAfter = useRef<number | null>(null);
  const offered = useMemo(() => (at ? matchMembers(members, at.query, me) : []), [at, members, me]);

  /** Reads the field after a change or a caret move. */
  const follow = () => {
    const el = field.current;
    if (!el) return;
    const next = el.selectionStart === el.selectionEnd ? mentionAt(el.value, el.selectionStart) : null;
    setAt((now) => (now?.start === next?.start && now?.query === next?.query ? now : next));
    if (next?.query !== at?.query) setActive(0);
  };

  const choose = (member: Mentionable) => {
    const el = field.current;
    if (!at || !el) return;
    const next = insertMention(text, at.start, el.selectionStart, member.username);
    caretAfter.current = next.caret;
    setText(next.text);
    setAt(null);
  };

  // The caret goes after the inserted `@username ` once React has put the new text in the field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the text changes, reading the ref.
  useLayoutEffect(() => {
    const el = field.current;
    if (caretAfter.current === null || !el) return;
    el.setSelectionRange(caretAfter.current, caretAfter.current);
    caretAfter.current = null;
    el.focus();
  }, [text]);

  /** Keys while the list is open; true when the key was the picker's (the composer does nothing more). */
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>, composing: boolean): boolean => {
    if (offered.length === 0 || composing || event.nativeEvent.isComposing) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + offered.length) % offered.length);
      return true;
    }
    if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
      event.preventDefault();
      const member = offered[Math.min(active, offered.length - 1)];
      if (member) choose(member);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      setAt(null);
      return true;
    }
    return false;
  };

  return {
    offered,
    active: Math.min(active, Math.max(0, offered.length - 1)),
    follow,
    choose,
    onKey,
    close: () => setAt(null),
  };
}
