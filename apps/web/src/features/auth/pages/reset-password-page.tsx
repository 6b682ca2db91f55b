import { resetPasswordRequestSchema } from '@abhyas/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, FormError } from '@/components/ui/alert';
import { AppForm } from '@/components/ui/app-form';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextLink } from '@/components/ui/text-link';
import { ApiError } from '@/lib/api-error';
import type { SigninNotice } from '@/lib/session';
import { useForm } from '@/lib/use-form';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');
  const form = useForm({ password: '', confirm: '' });
  const reset = useResetPassword();

  const newLink = <TextLink to="/forgot-password">{t('auth.reset.requestNew')}</TextLink>;
  const back = <TextLink to="/signin">{t('auth.forgot.back')}</TextLink>;

  if (!token) {
    return (
      <AuthLayout title={t('auth.reset.title')} footer={newLink}>
        <Alert variant="error">{t('auth.reset.missingToken')}</Alert>
      </AuthLayout>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { password, confirm } = form.values;
    const mismatch = confirm !== password ? { confirm: 'validation.password.mismatch' } : {};
    const input = form.validate(resetPasswordRequestSchema, { token, password }, mismatch);
    if (!input) return;
    reset.mutate(input, {
      onSuccess: () =>
        void navigate('/signin', {
          replace: true,
          state: { notice: 'passwordReset' satisfies SigninNotice },
        }),
      onError: form.showServerError,
    });
  }

  const linkExpired =
    form.rawFormError instanceof ApiError && form.rawFormError.code === 'INVALID_RESET_TOKEN';

  return (
    <AuthLayout
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={linkExpired ? newLink : back}
    >
      <AppForm ref={form.formRef} onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormError message={form.formError} />
        <PasswordField
          label={t('auth.reset.password')}
          hint={t('auth.reset.passwordHint')}
          autoComplete="new-password"
          showLabel={t('auth.passwordToggle.show')}
          hideLabel={t('auth.passwordToggle.hide')}
          {...form.bind('password')}
        />
        <PasswordField
          label={t('auth.reset.confirm')}
          autoComplete="new-password"
          showLabel={t('auth.passwordToggle.show')}
          hideLabel={t('auth.passwordToggle.hide')}
          {...form.bind('confirm')}
        />
        <Button type="submit" fullWidth loading={reset.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </AppForm>
    </AuthLayout>
  );
}
