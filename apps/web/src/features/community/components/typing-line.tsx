import { useTranslation } from 'react-i18next';
import type { Typist } from '../lib/chat-session';

/** "रवि लिख रहे हैं…" / "Ravi is typing…", two names, or a count for more. Keeps its height when empty. */
export function TypingLine({ typing }: { typing: Typist[] }) {
  const { t } = useTranslation();
  const [a, b] = typing;
  const text = !a
    ? ''
    : typing.length === 1
      ? t('community.typing.one', { name: a.name })
      : typing.length === 2
        ? t('community.typing.two', { a: a.name, b: b?.name ?? '' })
        : t('community.typing.many', { count: typing.length });
  return (
    <p className="h-6 truncate px-3 text-sm italic text-slate-600" aria-live="polite">
      {text}
    </p>
  );
}
