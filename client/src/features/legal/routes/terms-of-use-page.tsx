import { LegalDocument } from '../components/legal-document';
import { LegalLayout } from '../components/legal-layout';
import { TERMS_OF_USE } from '../documents/terms-of-use';

export default function TermsOfUsePage() {
  return (
    <LegalLayout>
      <LegalDocument document={TERMS_OF_USE} />
    </LegalLayout>
  );
}
