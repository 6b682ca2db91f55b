import { signinRequestSchema } from '@abhyas/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Alert, FormError } from '@/components/ui/alert';
import { AppForm } from '@/components/ui/app-form';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';
import { keepReturnPath, landingAfterSignIn } from '@/lib/navigation';
import type { SigninNotice } from '@/lib/session';
import { useForm } from '@/lib/use-form';
import { useSignin } from '../api/signin';
import { AuthLayout } from '../components/auth-layout';

function noticeFrom(state: unknown): SigninNotice | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return state.notice === 'passwordReset' || state.notice === 'sessionExpired' ? state.notice : null;
}

export function SigninPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const notice = noticeFrom(location.state);
  const form = useForm({ identifier: '', password: '' });
  const signin = useSignin();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate(signinRequestSchema, form.values);
    if (!input) return;
    signin.mutate(input, {
      onSuccess: () => {
        const { to, state } = landingAfterSignIn(location.state, location.search);
        void navigate(to, { replace: true, state });
      },
      onError: form.showServerError,
    });
  }

  return (
    <AuthLayout
      title={t('auth.signin.title')}
      subtitle={t('auth.signin.subtitle')}
      footer={
        <>
          <span>{t('auth.signin.noAccount')}</span>
          <TextLink to="/signup" state={keepReturnPath(location.state, location.search)}>
            {t('auth.signin.signupLink')}
          </TextLink>
        </>
      }
    >
      <AppForm ref={form.formRef} onSubmit={onSubmit} className="flex flex-col gap-5">
        {notice && (
          <Alert variant={notice === 'passwordReset' ? 'success' : 'info'}>
            {t(`auth.signin.notice.${notice}`)}
          </Alert>
        )}
        <FormError message={form.formError} />
        <TextField
          label={t('auth.signin.identifier')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...form.bind('identifier')}
        />
        <div className="flex flex-col">
          <PasswordField
            label={t('auth.signin.password')}
            autoComplete="current-password"
            showLabel={t('auth.passwordToggle.show')}
            hideLabel={t('auth.passwordToggle.hide')}
            {...form.bind('password')}
          />
          <TextLink to="/forgot-password" className="self-end">
            {t('auth.signin.forgot')}
          </TextLink>
        </div>
        <Button type="submit" fullWidth loading={signin.isPending}>
          {t('auth.signin.submit')}
        </Button>
      </AppForm>
    </AuthLayout>
  );
}
