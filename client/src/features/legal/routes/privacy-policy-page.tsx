import { LegalDocument } from '../components/legal-document';
import { LegalLayout } from '../components/legal-layout';
import { PRIVACY_POLICY } from '../documents/privacy-policy';

export default function PrivacyPolicyPage() {
  return (
    <LegalLayout>
      <LegalDocument document={PRIVACY_POLICY} />
    </LegalLayout>
  );
}
