import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import {
  InstituteCallToAction,
  InstituteFeatures,
  InstituteHero,
  Statistics,
  Testimonials,
  ToolCards,
} from '../components/institute-sections';
import {
  IntegrationList,
  StudentFeatures,
  StudentHero,
  SubjectList,
  TechnologyCards,
} from '../components/student-sections';

/** Home (spec §2): the student landing, then the institute landing. */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta
        title={t('content.landing.meta.title')}
        description={t('content.landing.meta.description')}
        path="/"
      />
      <StudentHero />
      <SubjectList />
      <StudentFeatures />
      <TechnologyCards />
      <IntegrationList />
      <InstituteHero />
      <InstituteFeatures />
      <ToolCards />
      <Testimonials />
      <Statistics />
      <InstituteCallToAction />
    </>
  );
}
