import {
  BookOpenCheck,
  CalendarCheck,
  ChartColumn,
  FileText,
  Flame,
  Layers,
  LayoutDashboard,
  ListChecks,
  MessagesSquare,
  Quote,
  Radio,
  Trophy,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { cn } from '@/lib/cn';
import { useHasToken } from '../hooks/use-stored-token';
import { DemoVideoDialog } from './demo-video-dialog';
import { FeatureCard, Section } from './section';

const icon = 'size-6';

export function InstituteHero() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="institute-title"
      className="my-8 rounded-lg bg-primary-900 px-5 py-8 text-white sm:my-12 sm:px-10 sm:py-12"
    >
      <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
        {t('content.landing.institute.eyebrow')}
      </p>
      <h2 id="institute-title" className="mt-1 text-2xl font-bold sm:text-4xl">
        {t('content.landing.institute.title')}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-primary-100">{t('content.landing.institute.body')}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {/* On the dark band: saffron for the one main action, an outline for the other. */}
        <DemoVideoDialog triggerClassName="bg-accent-400! text-slate-950! hover:bg-accent-300! active:bg-accent-300!" />
        <Link
          to="/contact-us"
          className={cn(
            'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-white/80 px-5',
            'text-base font-semibold text-white hover:bg-white/10 active:bg-white/20',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
          )}
        >
          {t('content.landing.institute.scheduleDemo')}
        </Link>
      </div>
    </section>
  );
}

const instituteFeatures = [
  { key: 'students', to: '/student-management', Icon: Users },
  { key: 'attendance', to: '/organization/attendance-management', Icon: CalendarCheck },
  { key: 'performance', to: '/organization/exam-dashboard', Icon: ChartColumn },
  { key: 'tests', to: '/exams', Icon: BookOpenCheck },
  { key: 'community', to: '/group-management', Icon: MessagesSquare },
  { key: 'leaderboard', to: '/global-leaderboard', Icon: Trophy },
] as const;

export function InstituteFeatures() {
  const { t } = useTranslation();
  return (
    <Section id="institute-features" title={t('content.landing.instituteFeatures.title')}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {instituteFeatures.map(({ key, to, Icon }) => {
          const title = t(`content.landing.instituteFeatures.items.${key}.title`);
          return (
            <FeatureCard
              key={key}
              icon={<Icon className={icon} />}
              title={title}
              body={t(`content.landing.instituteFeatures.items.${key}.body`)}
              action={
                <TextLink to={to}>
                  {t('content.exams.readMore')}
                  <span className="sr-only">: {title}</span>
                </TextLink>
              }
            />
          );
        })}
      </ul>
    </Section>
  );
}

const tools = [
  { key: 'mock', to: '/mock-test', Icon: Radio },
  { key: 'quiz', to: '/quiz', Icon: ListChecks },
  { key: 'potd', to: '/potd', Icon: Flame },
  { key: 'flash', to: '/flash-card', Icon: Layers },
  { key: 'notes', to: '/notes', Icon: FileText },
  { key: 'dashboard', to: '/user-dashboard', Icon: LayoutDashboard },
] as const;

export function ToolCards() {
  const { t } = useTranslation();
  return (
    <Section id="tools" title={t('content.landing.tools.title')}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {tools.map(({ key, to, Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex min-h-24 flex-col items-start gap-2 rounded-lg border border-slate-200 bg-white p-4 font-semibold text-slate-900 shadow-sm hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
            >
              <Icon aria-hidden="true" className="size-6 text-primary-700" />
              {t(`content.landing.tools.items.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const testimonials = ['student1', 'teacher', 'student2'] as const;

export function Testimonials() {
  const { t } = useTranslation();
  return (
    <Section
      id="testimonials"
      title={t('content.landing.testimonials.title')}
      intro={t('content.landing.testimonials.note')}
    >
      <ul className="grid gap-4 md:grid-cols-3">
        {testimonials.map((key) => (
          <li key={key} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <figure className="flex h-full flex-col">
              <Quote aria-hidden="true" className="size-6 text-accent-600" />
              <blockquote className="mt-2 flex-1 text-slate-800">
                {t(`content.landing.testimonials.items.${key}.quote`)}
              </blockquote>
              <figcaption className="mt-4">
                <span className="block font-semibold text-slate-900">
                  {t(`content.landing.testimonials.items.${key}.name`)}
                </span>
                <span className="block text-sm text-slate-600">
                  {t(`content.landing.testimonials.items.${key}.role`)}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const stats = ['institutes', 'students', 'tests', 'stories'] as const;

export function Statistics() {
  const { t } = useTranslation();
  return (
    <Section id="stats" title={t('content.landing.stats.title')}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map((key) => (
          <div
            key={key}
            className="flex flex-col-reverse rounded-lg border border-accent-200 bg-accent-50 p-4 text-center"
          >
            <dt className="text-slate-800">{t(`content.landing.stats.${key}.label`)}</dt>
            <dd className="text-3xl font-bold text-accent-800 sm:text-4xl">
              {t(`content.landing.stats.${key}.value`)}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

const REGISTER_PATH = '/organization/register';

export function InstituteCallToAction() {
  const { t } = useTranslation();
  const signedIn = useHasToken();
  return (
    <section
      aria-labelledby="cta-title"
      className="my-8 rounded-lg border border-primary-200 bg-primary-50 px-5 py-8 text-center sm:my-12 sm:py-12"
    >
      <h2 id="cta-title" className="text-2xl font-bold text-primary-900 sm:text-3xl">
        {t('content.landing.cta.title')}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-700">{t('content.landing.cta.body')}</p>
      {/* Signed out: sign-up, which then brings them to the form (the spec's "to sign-up"); signed in: the
          form itself rather than the spec's "/", which would leave an owner nowhere (docs/institutes.md).
          The prerendered page says "signed out", so the address carries the way back too: a tap before
          the script starts still reaches the form once sign-up sees the session. */}
      <Link
        to={signedIn ? REGISTER_PATH : `/signup?from=${encodeURIComponent(REGISTER_PATH)}`}
        {...(signedIn ? {} : { state: { from: REGISTER_PATH } })}
        className={`${buttonClasses('primary')} mt-6`}
        data-primary
      >
        {t('content.landing.cta.register')}
      </Link>
    </section>
  );
}
