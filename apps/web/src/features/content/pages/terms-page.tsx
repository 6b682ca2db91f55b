import { LegalLinks } from '../components/legal-links';
import { TextPage } from '../components/text-page';

export function TermsPage() {
  return <TextPage base="terms" path="/terms-conditions" footer={<LegalLinks current="terms" />} />;
}
