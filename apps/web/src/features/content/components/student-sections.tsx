import { type SubjectKey, subjectName } from '@abhyas/core';
import {
  Bell,
  BookOpenCheck,
  Brain,
  ChartColumn,
  FileDown,
  Flame,
  Languages,
  Mail,
  MessagesSquare,
  Radio,
  Share2,
  Signal,
  Trophy,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { useHasToken } from '../hooks/use-stored-token';
import { FeatureCard, Section } from './section';

const icon = 'size-6';

/** Subjects named on the landing, in the spec's dictionary order (spec §3). */
const landingSubjects: SubjectKey[] = [
  'history',
  'geography',
  'polity',
  'economics',
  'static-gk',
  'physics',
  'chemistry',
  'biology',
  'reasoning',
  'maths',
  'hindi',
  'english',
  'computer',
  'environment',
];

export function StudentHero() {
  const { t } = useTranslation();
  const signedIn = useHasToken();
  return (
    <section aria-labelledby="hero-title" className="pt-2 pb-8 sm:pt-6 sm:pb-12">
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
        {t('content.landing.hero.eyebrow')}
      </p>
      <h1 id="hero-title" className="mt-1 text-3xl font-bold text-primary-900 sm:text-5xl">
        {t('content.landing.hero.title')}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('content.landing.hero.body')}</p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <Link to={signedIn ? '/quiz-dashboard' : '/signup'} className={buttonClasses('primary')} data-primary>
          {signedIn ? t('content.landing.hero.continue') : t('content.landing.hero.start')}
        </Link>
        <TextLink to="/exam">{t('content.landing.hero.examDetails')}</TextLink>
      </div>
    </section>
  );
}

export function SubjectList() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'hi';
  return (
    <Section id="subjects" title={t('content.landing.subjects.title')} className="pt-0 sm:pt-0">
      <ul className="flex flex-wrap gap-2">
        {landingSubjects.map((key) => (
          <li key={key}>
            <Link
              to={`/quiz/${key}`}
              className="inline-flex min-h-12 items-center rounded-full border border-primary-200 bg-white px-4 font-medium text-primary-800 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
            >
              {subjectName(key, lang)}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const features = [
  { key: 'tests', to: '/exams', Icon: BookOpenCheck },
  { key: 'live', to: '/mock-test', Icon: Radio },
  { key: 'potd', to: '/potd', Icon: Flame },
] as const;

export function StudentFeatures() {
  const { t } = useTranslation();
  return (
    <Section id="features" title={t('content.landing.features.title')}>
      <ul className="grid gap-4 md:grid-cols-3">
        {features.map(({ key, to, Icon }) => (
          <FeatureCard
            key={key}
            icon={<Icon className={icon} />}
            title={t(`content.landing.features.items.${key}.title`)}
            body={t(`content.landing.features.items.${key}.body`)}
            action={<TextLink to={to}>{t(`content.landing.features.items.${key}.link`)}</TextLink>}
          />
        ))}
      </ul>
    </Section>
  );
}

const technology = [
  { key: 'light', Icon: Signal },
  { key: 'bilingual', Icon: Languages },
  { key: 'analysis', Icon: ChartColumn },
  { key: 'memory', Icon: Brain },
] as const;

export function TechnologyCards() {
  const { t } = useTranslation();
  return (
    <Section id="technology" title={t('content.landing.technology.title')}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {technology.map(({ key, Icon }) => (
          <FeatureCard
            key={key}
            icon={<Icon className={icon} />}
            title={t(`content.landing.technology.items.${key}.title`)}
            body={t(`content.landing.technology.items.${key}.body`)}
          />
        ))}
      </ul>
    </Section>
  );
}

const integrations = [
  { key: 'push', Icon: Bell },
  { key: 'pdf', Icon: FileDown },
  { key: 'share', Icon: Share2 },
  { key: 'chat', Icon: MessagesSquare },
  { key: 'email', Icon: Mail },
  { key: 'leaderboard', Icon: Trophy },
] as const;

export function IntegrationList() {
  const { t } = useTranslation();
  return (
    <Section id="integrations" title={t('content.landing.integrations.title')}>
      <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {integrations.map(({ key, Icon }) => (
          <li key={key} className="flex items-start gap-3">
            <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-700" />
            <span className="text-slate-800">{t(`content.landing.integrations.items.${key}`)}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
