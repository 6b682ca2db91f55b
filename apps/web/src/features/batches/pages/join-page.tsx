import { inviteCodeSchema } from '@abhyas/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useIsSignedIn } from '@/lib/session';
import { useInvitePreview, useJoin } from '../api/join';

/** A refusal's own words: an invite's rule (expired, revoked, used up, another institute) or the code's. */
function inviteError(error: unknown, t: (key: string) => string): string {
  if (isApiError(error) && error.rule?.startsWith('validation.batches.')) return t(error.rule);
  return errorMessage(error);
}

/**
 * /join/{code} and /join (docs/institutes.md, "Invites"): the institute a code joins and a button to
 * join it. Signed out, the visitor signs in or up first and comes back here.
 */
export function JoinPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const signedIn = useIsSignedIn();
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5">
      <PageMeta title={t('batches.join.title')} description={t('batches.join.intro')} noindex />
      <h1 className="text-2xl font-semibold">{t('batches.join.title')}</h1>
      {!signedIn ? <SignInFirst /> : code ? <Invite code={code} /> : <CodeForm />}
    </div>
  );
}

function SignInFirst() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Card className="flex flex-col gap-3">
      <p className="leading-relaxed text-slate-700">{t('batches.join.signInFirst')}</p>
      <Link to="/signin" state={{ from: location.pathname }} className={buttonClasses('primary', true)}>
        {t('batches.join.signIn')}
      </Link>
      <Link to="/signup" state={{ from: location.pathname }} className={buttonClasses('secondary', true)}>
        {t('batches.join.signUp')}
      </Link>
    </Card>
  );
}

function CodeForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = inviteCodeSchema.safeParse(value);
    if (!parsed.success)
      return setError(t(parsed.error.issues[0]?.message ?? 'validation.batches.codeInvalid'));
    void navigate(`/join/${parsed.data}`);
  }
  return (
    <Card>
      <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        <p className="leading-relaxed text-slate-700">{t('batches.join.intro')}</p>
        <TextField
          label={t('batches.join.code')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          error={error}
        />
        <Button type="submit">{t('batches.join.next')}</Button>
      </form>
    </Card>
  );
}

function Invite({ code }: { code: string }) {
  const { t } = useTranslation();
  const preview = useInvitePreview(code, true);
  const join = useJoin();
  if (preview.isPending) return <LoadingState />;
  if (preview.isError)
    return (
      <Alert variant="error">
        <p>{inviteError(preview.error, t)}</p>
        <Link to="/join" className="mt-2 inline-block font-semibold underline">
          {t('batches.join.another')}
        </Link>
      </Alert>
    );
  const invite = preview.data;
  if (join.isSuccess || invite.alreadyMember)
    return (
      <Alert variant="success">
        <p>
          {t(join.isSuccess ? 'batches.join.joined' : 'batches.join.alreadyMember', {
            name: invite.organisation.name,
          })}
        </p>
        <Link to="/" className="mt-2 inline-block font-semibold underline">
          {t('batches.join.home')}
        </Link>
      </Alert>
    );
  return (
    <Card className="flex flex-col gap-4">
      <p className="text-slate-700">{t('batches.join.invitedTo')}</p>
      <p className="text-xl font-semibold">{invite.organisation.name}</p>
      <p className="text-slate-700">
        {t(invite.role === 'teacher' ? 'batches.join.asTeacher' : 'batches.join.asStudent')}
        {invite.batch && ` · ${t('batches.join.batch', { name: invite.batch.name })}`}
      </p>
      {invite.inOtherInstitute ? (
        <Alert variant="warning">{t('validation.batches.inOtherInstitute')}</Alert>
      ) : (
        <>
          {join.isError && <Alert variant="error">{inviteError(join.error, t)}</Alert>}
          <Button onClick={() => join.mutate(code)} disabled={join.isPending}>
            {t('batches.join.join')}
          </Button>
        </>
      )}
    </Card>
  );
}
