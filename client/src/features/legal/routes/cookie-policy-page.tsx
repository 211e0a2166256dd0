import { LegalDocument } from '../components/legal-document';
import { LegalLayout } from '../components/legal-layout';
import { COOKIE_POLICY } from '../documents/cookie-policy';

export default function CookiePolicyPage() {
  return (
    <LegalLayout>
      <LegalDocument document={COOKIE_POLICY} />
    </LegalLayout>
  );
}
