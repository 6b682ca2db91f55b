import { signupRequestSchema } from '@abhyas/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FormError } from '@/components/ui/alert';
import { AppForm } from '@/components/ui/app-form';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';
import { keepReturnPath, landingAfterSignIn } from '@/lib/navigation';
import { useForm } from '@/lib/use-form';
import { useSignup } from '../api/signup';
import { AuthLayout } from '../components/auth-layout';

export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm({ name: '', username: '', email: '', password: '' });
  const signup = useSignup();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The same schema as the server: trimmed, lower-cased, and refused for the same reasons.
    const input = form.validate(signupRequestSchema, form.values);
    if (!input) return;
    signup.mutate(input, {
      onSuccess: () => {
        // A new account: the one-tap language step first (unless one was chosen), then the dashboard,
        // or the page that sent them here ("Register Your Institute" brings them to its form).
        const { to, state } = landingAfterSignIn(location.state, location.search);
        void navigate(to, { replace: true, state });
      },
      onError: form.showServerError,
    });
  }

  return (
    <AuthLayout
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle')}
      footer={
        <>
          <span>{t('auth.signup.haveAccount')}</span>
          <TextLink to="/signin" state={keepReturnPath(location.state, location.search)}>
            {t('auth.signup.signinLink')}
          </TextLink>
        </>
      }
    >
      <AppForm ref={form.formRef} onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormError message={form.formError} />
        <TextField label={t('auth.signup.name')} autoComplete="name" {...form.bind('name')} />
        <TextField
          label={t('auth.signup.username')}
          hint={t('auth.signup.usernameHint')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...form.bind('username')}
        />
        <EmailField label={t('auth.signup.email')} {...form.bind('email')} />
        <PasswordField
          label={t('auth.signup.password')}
          hint={t('auth.signup.passwordHint')}
          autoComplete="new-password"
          showLabel={t('auth.passwordToggle.show')}
          hideLabel={t('auth.passwordToggle.hide')}
          {...form.bind('password')}
        />
        <Button type="submit" fullWidth loading={signup.isPending}>
          {t('auth.signup.submit')}
        </Button>
      </AppForm>
    </AuthLayout>
  );
}
