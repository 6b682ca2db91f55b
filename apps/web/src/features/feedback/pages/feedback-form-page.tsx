import {
  contactTopics,
  type FeedbackFormType,
  type FeedbackRequest,
  feedbackCategories,
  feedbackRequestSchema,
} from '@abhyas/core';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { FormError } from '@/components/ui/alert';
import { AppForm } from '@/components/ui/app-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmailField } from '@/components/ui/email-field';
import { useSnackbar } from '@/components/ui/snackbar';
import { TextField } from '@/components/ui/text-field';
import { useMe } from '@/lib/api/get-me';
import { readItem } from '@/lib/storage';
import { useBringIntoView } from '@/lib/use-bring-into-view';
import { useForm } from '@/lib/use-form';
import { useSendFeedback } from '../api/send-feedback';
import { SelectField, TextAreaField } from '../components/fields';
import { RatingField } from '../components/rating-field';

const isTopic = (v: string | null): v is (typeof contactTopics)[number] =>
  contactTopics.includes(v as (typeof contactTopics)[number]);

/** The form as the API takes it; empty optional fields are left out so the schema names what is missing. */
function toRequest(formType: FeedbackFormType, v: Record<string, string>): FeedbackRequest {
  const common = {
    name: v.name ?? '',
    email: v.email ?? '',
    message: v.message ?? '',
    ...(v.phone?.trim() ? { phone: v.phone } : {}),
  };
  if (formType === 'contact-us') {
    return { formType, ...common, ...(v.topic ? { topic: v.topic } : {}) } as FeedbackRequest;
  }
  return {
    formType,
    ...common,
    ...(v.rating ? { rating: Number(v.rating) } : {}),
    ...(v.category ? { category: v.category } : {}),
  } as FeedbackRequest;
}

/** /contact-us and /feedback (spec §2): one screen, told apart by the form type. */
export function FeedbackFormPage({ formType }: { formType: FeedbackFormType }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const snackbar = useSnackbar();
  const topicParam = params.get('topic');
  const form = useForm({
    name: '',
    email: '',
    phone: '',
    topic: isTopic(topicParam) ? topicParam : '',
    rating: '',
    category: '',
    message: '',
  });
  const send = useSendFeedback();
  // Once, after hydration: the prerendered page cannot know the stored name.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount by design
  useEffect(() => {
    const stored = readItem('userName');
    if (stored) form.set('name', stored);
  }, []);
  // A signed-in student need not type the email the account already has (issue 17); what they
  // typed themselves is never overwritten.
  const me = useMe();
  const accountEmail = me.data?.email;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fills the field once, when the account arrives
  useEffect(() => {
    if (accountEmail && form.values.email === '') form.set('email', accountEmail);
  }, [accountEmail]);
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  // The confirmation replaces a long form: on a phone the student would be left below it, looking at
  // the footer. Its heading comes into view and takes focus (and the form's, on "send another").
  const heading = useBringIntoView<HTMLHeadingElement>(sent !== null);
  const contact = formType === 'contact-us';
  const page = contact
    ? { title: t('feedback.meta.contactTitle'), description: t('feedback.meta.contactDescription') }
    : { title: t('feedback.meta.feedbackTitle'), description: t('feedback.meta.feedbackDescription') };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate(feedbackRequestSchema, toRequest(formType, form.values));
    if (!input) return;
    send.mutate(toRequest(formType, form.values), {
      onSuccess: () => {
        setSent({ name: input.name, email: input.email });
        snackbar.show(t('feedback.form.sent'));
      },
      onError: form.showServerError,
    });
  }

  return (
    <div className="mx-auto w-full max-w-xl">
      <PageMeta {...page} path={contact ? '/contact-us' : '/feedback'} />
      <Card>
        {sent ? (
          <div className="flex flex-col items-center gap-3 text-center" role="status">
            <CircleCheck aria-hidden="true" className="size-14 text-success-600" />
            <h1
              ref={heading}
              tabIndex={-1}
              className="scroll-mt-20 text-2xl font-semibold focus:outline-none"
            >
              {t('feedback.form.sentTitle')}
            </h1>
            <p className="leading-relaxed text-slate-700">{t('feedback.form.sentBody', sent)}</p>
            <div className="mt-3 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
              <Button
                variant="secondary"
                onClick={() => {
                  form.reset();
                  setSent(null);
                }}
              >
                {t('feedback.form.sendAnother')}
              </Button>
              <Link to="/" className={buttonClasses('primary')}>
                {t('feedback.form.goHome')}
              </Link>
            </div>
          </div>
        ) : (
          <>
            <h1
              ref={heading}
              tabIndex={-1}
              className="scroll-mt-20 text-2xl font-semibold focus:outline-none"
            >
              {contact ? t('feedback.form.contactHeading') : t('feedback.form.feedbackHeading')}
            </h1>
            <p className="mt-2 leading-relaxed text-slate-700">
              {contact ? t('feedback.form.contactIntro') : t('feedback.form.feedbackIntro')}
            </p>
            <AppForm ref={form.formRef} onSubmit={onSubmit} className="mt-6 flex flex-col gap-5">
              <FormError message={form.formError} />
              {contact ? (
                <SelectField
                  label={t('feedback.form.topic')}
                  placeholder={t('feedback.form.topicPlaceholder')}
                  options={contactTopics.map((v) => ({ value: v, label: t(`feedback.topics.${v}`) }))}
                  {...form.bind('topic')}
                />
              ) : (
                <>
                  <RatingField
                    label={t('feedback.form.rating')}
                    value={form.values.rating}
                    error={form.error('rating')}
                    onChange={(v) => form.set('rating', v)}
                  />
                  <SelectField
                    label={t('feedback.form.category')}
                    placeholder={t('feedback.form.categoryPlaceholder')}
                    options={feedbackCategories.map((v) => ({
                      value: v,
                      label: t(`feedback.categories.${v}`),
                    }))}
                    {...form.bind('category')}
                  />
                </>
              )}
              <TextField label={t('feedback.form.name')} autoComplete="name" {...form.bind('name')} />
              <EmailField label={t('feedback.form.email')} {...form.bind('email')} />
              <TextField
                label={t('feedback.form.phone')}
                hint={t(contact ? 'feedback.form.phoneHint' : 'feedback.form.feedbackPhoneHint')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                {...form.bind('phone')}
              />
              <TextAreaField
                label={t('feedback.form.message')}
                hint={t('feedback.form.messageHint')}
                maxLength={2000}
                {...form.bind('message')}
              />
              <Button type="submit" fullWidth loading={send.isPending}>
                {t('feedback.form.submit')}
              </Button>
            </AppForm>
          </>
        )}
      </Card>
    </div>
  );
}
