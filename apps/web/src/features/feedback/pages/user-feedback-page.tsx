import type { Feedback, FeedbackFormType, FeedbackStatus } from '@abhyas/core';
import { Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlatformAdminOnly } from '@/components/platform-admin-only';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSnackbar } from '@/components/ui/snackbar';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { useFeedbackList } from '../api/list-feedback';
import { useUpdateFeedback } from '../api/update-feedback';
import { ReplyForm } from '../components/reply-form';

const PAGE_SIZE = 20;
type Filter = 'all' | FeedbackStatus;
type TypeFilter = 'all' | FeedbackFormType;

/**
 * /user-feedback: the route is public (spec §2) but its content is for platform admins. The role is
 * checked here before any call, because a 403 from the API would end the session.
 */
export function UserFeedbackPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageMeta
        title={t('feedback.meta.adminTitle')}
        description={t('feedback.meta.adminDescription')}
        noindex
      />
      <PlatformAdminOnly
        texts={{
          signInTitle: t('feedback.admin.signInTitle'),
          signInBody: t('feedback.admin.signInBody'),
          signIn: t('feedback.admin.signIn'),
          adminsOnly: t('feedback.admin.adminsOnly'),
        }}
      >
        <FeedbackInbox />
      </PlatformAdminOnly>
    </div>
  );
}

function FeedbackInbox() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('new');
  const [type, setType] = useState<TypeFilter>('all');
  const [page, setPage] = useState(1);
  const list = useFeedbackList(
    {
      page,
      limit: PAGE_SIZE,
      ...(filter === 'all' ? {} : { status: filter }),
      ...(type === 'all' ? {} : { formType: type }),
    },
    true,
  );

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('feedback.admin.heading')}</h1>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t('feedback.admin.filterLabel')}</legend>
        {(['new', 'handled', 'all'] as const).map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => {
              setFilter(f);
              setPage(1);
            }}
            className={cn(
              'min-h-12 rounded-full border px-5 font-semibold',
              filter === f
                ? 'border-primary-700 bg-primary-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
            )}
          >
            {t(`feedback.admin.filters.${f}`)}
          </button>
        ))}
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          {t('feedback.admin.typeLabel')}
          <select
            value={type}
            onChange={(e) => {
              setType(e.target.value as TypeFilter);
              setPage(1);
            }}
            className="min-h-12 rounded-lg border border-slate-400 bg-white px-3 text-base font-normal"
          >
            {(['all', 'contact-us', 'feedback'] as const).map((v) => (
              <option key={v} value={v}>
                {t(`feedback.admin.types.${v}`)}
              </option>
            ))}
          </select>
        </label>
        {list.data && (
          <span className="ml-auto text-sm text-slate-600">
            {t('feedback.admin.total', { count: list.data.meta.total })}
          </span>
        )}
      </fieldset>

      {list.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : list.isError ? (
        <Alert variant="error">
          <p>{t('feedback.admin.loadError')}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void list.refetch()}>
            {t('feedback.admin.retry')}
          </Button>
        </Alert>
      ) : list.data.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {t('feedback.admin.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.data.map((item) => (
            <FeedbackItem key={item.id} item={item} />
          ))}
        </ul>
      )}

      {list.data && list.data.meta.pages > 1 && (
        <nav className="flex items-center justify-between gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('feedback.admin.previous')}
          </Button>
          <span className="text-sm text-slate-700">
            {t('feedback.admin.page', { page, pages: list.data.meta.pages })}
          </span>
          <Button
            variant="secondary"
            disabled={page >= list.data.meta.pages}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('feedback.admin.next')}
          </Button>
        </nav>
      )}
    </section>
  );
}

function FeedbackItem({ item }: { item: Feedback }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateFeedback();
  const snackbar = useSnackbar();
  const [replying, setReplying] = useState(false);
  const handled = item.status === 'handled';
  const format = new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
  const when = format.format(new Date(item.createdAt));
  const about =
    item.formType === 'contact-us'
      ? item.topic && t(`feedback.topics.${item.topic}`)
      : [
          item.category && t(`feedback.categories.${item.category}`),
          item.rating && t('feedback.admin.rating', { rating: item.rating }),
        ]
          .filter(Boolean)
          .join(' · ');

  function toggle() {
    update.mutate(
      { id: item.id, handled: !handled },
      {
        onSuccess: () =>
          snackbar.show(handled ? t('feedback.admin.markedNew') : t('feedback.admin.markedHandled')),
        onError: (error) => snackbar.show(errorMessage(error), 'error'),
      },
    );
  }

  return (
    <li>
      <article aria-label={item.name} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <header className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-primary-50 px-2.5 py-0.5 text-sm font-semibold text-primary-800">
            {t(`feedback.admin.formType.${item.formType}`)}
          </span>
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-sm font-semibold',
              handled ? 'bg-success-50 text-success-800' : 'bg-warning-50 text-warning-800',
            )}
          >
            {t(`feedback.admin.status.${item.status}`)}
          </span>
          <time dateTime={item.createdAt} className="ml-auto text-sm text-slate-600">
            {when}
          </time>
        </header>
        <h2 className="mt-2 font-semibold text-slate-900">{item.name}</h2>
        {about && <p className="text-sm text-slate-700">{about}</p>}
        <p className="mt-2 whitespace-pre-line break-words leading-relaxed text-slate-800">{item.message}</p>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <a
            href={`mailto:${item.email}`}
            className="inline-flex min-h-12 items-center gap-1.5 text-primary-700 underline"
          >
            <Mail aria-hidden="true" className="size-4" />
            {item.email}
          </a>
          {item.phone && (
            <a
              href={`tel:${item.phone}`}
              className="inline-flex min-h-12 items-center gap-1.5 text-primary-700 underline"
            >
              <Phone aria-hidden="true" className="size-4" />
              {item.phone}
            </a>
          )}
          <span className="ml-auto flex flex-wrap gap-2">
            {!replying && (
              <Button variant="secondary" onClick={() => setReplying(true)}>
                {t('feedback.admin.reply')}
              </Button>
            )}
            <Button variant={handled ? 'secondary' : 'primary'} loading={update.isPending} onClick={toggle}>
              {handled ? t('feedback.admin.markNew') : t('feedback.admin.markHandled')}
            </Button>
          </span>
        </div>
        {item.reply && item.repliedAt && !replying && (
          <div className="mt-3 rounded-lg bg-slate-50 p-3">
            <p className="text-sm font-semibold text-slate-700">
              {t('feedback.admin.yourReply', { when: format.format(new Date(item.repliedAt)) })}
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-slate-800">{item.reply}</p>
          </div>
        )}
        {replying && <ReplyForm item={item} onDone={() => setReplying(false)} />}
      </article>
    </li>
  );
}
