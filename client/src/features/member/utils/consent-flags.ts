import type { ConsentArgs } from '../api/member-api';
import type { Consents } from '../components/consent-list';

/** The spec's Y/N flag for a checkbox. */
export const yn = (on: boolean): 'Y' | 'N' => (on ? 'Y' : 'N');

/** The five consent boxes as the server takes them (sign-up and PUT /api/member/consents). */
export function consentFlags(consents: Consents): ConsentArgs {
  return {
    age: yn(consents.age),
    terms: yn(consents.terms),
    privacy: yn(consents.privacy),
    marketing: yn(consents.marketing),
    news: yn(consents.news),
  };
}
