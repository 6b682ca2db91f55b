import { LegalLinks } from '../components/legal-links';
import { TextPage } from '../components/text-page';

export function PrivacyPage() {
  return <TextPage base="privacy" path="/privacy-policy" footer={<LegalLinks current="privacy" />} />;
}
