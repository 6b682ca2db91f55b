import { forgotPasswordRequestSchema } from '@abhyas/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, FormError } from '@/components/ui/alert';
import { AppForm } from '@/components/ui/app-form';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { TextLink } from '@/components/ui/text-link';
import { ApiError } from '@/lib/api-error';
import { useForm } from '@/lib/use-form';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AuthLayout } from '../components/auth-layout';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useForm({ email: '' });
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate(forgotPasswordRequestSchema, form.values);
    if (!input) return;
    request.mutate(input, {
      onSuccess: () => setSent(true),
      onError: (error) => {
        // Whatever the server answers, the page says the same thing, so it never reveals whether
        // an account exists. Only an unreachable server is worth a retry.
        if (error instanceof ApiError && error.code === 'NETWORK_ERROR') form.showServerError(error);
        else setSent(true);
      },
    });
  }

  const back = <TextLink to="/signin">{t('auth.forgot.back')}</TextLink>;

  if (sent) {
    return (
      <AuthLayout title={t('auth.forgot.title')} footer={back}>
        <Alert variant="success">{t('auth.forgot.sent')}</Alert>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} footer={back}>
      <AppForm ref={form.formRef} onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormError message={form.formError} />
        <EmailField label={t('auth.forgot.email')} {...form.bind('email')} />
        <Button type="submit" fullWidth loading={request.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </AppForm>
    </AuthLayout>
  );
}
