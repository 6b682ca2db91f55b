import { createDeckSchema } from '@abhyas/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/ui/alert';
import { AppForm } from '@/components/ui/app-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, ruleMessage } from '@/lib/error-message';
import { useCreateDeck } from '../api/create-deck';

/** A new deck: a title, private unless the student shares it. */
export function DeckForm({ onCreated }: { onCreated: (deckId: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateDeck();
  const [title, setTitle] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createDeckSchema.safeParse({ title, isPublic });
    if (!parsed.success) {
      setError(ruleMessage(parsed.error.issues[0]?.message ?? 'validation.invalidType'));
      return;
    }
    setError(null);
    try {
      const deck = await create.mutateAsync({ title, isPublic });
      setTitle('');
      setIsPublic(false);
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
      {isPublic && <p className="-mt-2 text-sm text-slate-600">{t('flashcards.deck.makePublicHint')}</p>}
      <FormError message={error} />
      <Button type="submit" loading={create.isPending}>
        {t('flashcards.deck.create')}
      </Button>
    </AppForm>
  );
}
