import { formatPhone, normalisePhoneInput, PHONE_MAX_DIGITS } from './phone';

describe('normalisePhoneInput', () => {
  it('keeps all 11 digits of a number pasted with dashes, spaces or dots (the limit comes after the cleaning)', () => {
    expect(normalisePhoneInput('010-2222-3333')).toBe('01022223333');
    expect(normalisePhoneInput(' 010 2222 3333 ')).toBe('01022223333');
    expect(normalisePhoneInput('010.2222.3333')).toBe('01022223333');
    expect(normalisePhoneInput('(02) 123-4567')).toBe('021234567');
  });

  it('turns an international +82 (or 0082) prefix into the national 0', () => {
    expect(normalisePhoneInput('+82 10-2222-3333')).toBe('01022223333');
    expect(normalisePhoneInput('+821022223333')).toBe('01022223333');
    expect(normalisePhoneInput('+82 (0)10 2222 3333')).toBe('01022223333');
    expect(normalisePhoneInput('0082-10-2222-3333')).toBe('01022223333');
    expect(normalisePhoneInput('+82 2-123-4567')).toBe('021234567');
  });

  it('reads full-width digits and dashes as plain ones (a Korean keyboard can type them)', () => {
    expect(normalisePhoneInput('０１０－２２２２－３３３３')).toBe('01022223333');
  });

  it('drops anything else and stops at 11 digits', () => {
    expect(PHONE_MAX_DIGITS).toBe(11);
    expect(normalisePhoneInput('010-2222-3333-44')).toBe('01022223333');
    expect(normalisePhoneInput('tel: 010a2222b3333')).toBe('01022223333');
    expect(normalisePhoneInput('')).toBe('');
    expect(normalisePhoneInput('+')).toBe('');
  });
});

describe('formatPhone', () => {
  it('groups mobile, Seoul and area numbers, and leaves anything else as it is', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('0311234567')).toBe('031-123-4567');
    expect(formatPhone('12345')).toBe('12345');
  });
});
