import { maskEmail, maskPhone } from './personal-data-masking';

describe('personal data masking', () => {
  it('keeps two letters of the e-mail name and the domain', () => {
    expect(maskEmail('kimminsu@example.com')).toBe('ki***@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('broken')).toBe('***');
  });

  it('keeps the first three and last four digits of a phone', () => {
    expect(maskPhone('01012345678')).toBe('010-****-5678');
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
    expect(maskPhone(null)).toBeNull();
  });
});
