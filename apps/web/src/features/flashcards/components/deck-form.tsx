import { createDeckSchema, type DeckAuthorShown } from '@abhyas/core';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/ui/alert';
import { AppForm } from '@/components/ui/app-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, ruleMessage } from '@/lib/error-message';
import { useCreateDeck } from '../api/create-deck';

// The radio group (Radix, ~11 KB gzip) is not needed to show the page: it loads when the student
// ticks "public", as the publish dialog loads on "Make public".
const AuthorChoice = lazy(async () => ({ default: (await import('./author-choice')).AuthorChoice }));

/** A new deck: a title, private unless the student shares it, then shown by the name they choose. */
export function DeckForm({ onCreated }: { onCreated: (deckId: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateDeck();
  const [title, setTitle] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const [authorShown, setAuthorShown] = useState<DeckAuthorShown>('username');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The choice matters only to a public deck; a private one keeps the default.
    const input = isPublic ? { title, isPublic, authorShown } : { title, isPublic };
    const parsed = createDeckSchema.safeParse(input);
    if (!parsed.success) {
      setError(ruleMessage(parsed.error.issues[0]?.message ?? 'validation.invalidType'));
      return;
    }
    setError(null);
    try {
      const deck = await create.mutateAsync(input);
      setTitle('');
      setIsPublic(false);
      setAuthorShown('username');
      onCreated(deck.id);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <AppForm onSubmit={submit} className="flex flex-col gap-3">
      <TextField
        label={t('flashcards.deck.title')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        placeholder={t('flashcards.deck.titlePlaceholder')}
      />
      <label className="flex min-h-12 items-center gap-3 text-slate-800">
        <input
          type="checkbox"
          className="size-5 accent-primary-700"
          checked={isPublic}
          onChange={(e) => setIsPublic(e.target.checked)}
        />
        {t('flashcards.deck.makePublic')}
      </label>
      {isPublic && (
        <Suspense fallback={null}>
          <AuthorChoice value={authorShown} onChange={setAuthorShown} />
        </Suspense>
      )}
      <FormError message={error} />
      <Button type="submit" loading={create.isPending}>
        {t('flashcards.deck.create')}
      </Button>
    </AppForm>
  );
}
