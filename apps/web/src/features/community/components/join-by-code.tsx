import { joinByCodeRequestSchema } from '@abhyas/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '@/components/ui/alert';
import { AppForm } from '@/components/ui/app-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, ruleMessage } from '@/lib/error-message';
import { useJoinByCode } from '../api/group';

/**
 * A private group's code, typed or brought by an invite link (`/group-management?code=XXXXXXXX`, then
 * filled in and waiting for one tap: a link alone never joins anyone).
 */
export function JoinByCode({ code: linked }: { code?: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const join = useJoinByCode();
  const [code, setCode] = useState(linked ?? '');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = joinByCodeRequestSchema.safeParse({ code });
    if (!parsed.success) {
      setError(ruleMessage(parsed.error.issues[0]?.message ?? 'validation.community.codeInvalid'));
      return;
    }
    setError(null);
    try {
      const { groupId } = await join.mutateAsync(parsed.data.code);
      void navigate(`/group-chat/${groupId}`);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <AppForm onSubmit={submit} className="flex flex-col gap-4" aria-label={t('community.join.title')}>
      <p className="leading-relaxed text-slate-700">
        {linked ? t('community.join.fromLink') : t('community.join.intro')}
      </p>
      <TextField
        label={t('community.join.code')}
        value={code}
        onChange={(e) => setCode(e.target.value.toUpperCase())}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
      />
      <FormError message={error} />
      <Button type="submit" loading={join.isPending}>
        {t('community.join.submit')}
      </Button>
    </AppForm>
  );
}
