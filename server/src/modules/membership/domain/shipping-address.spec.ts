import { parseRecipientPhoneNumber } from './recipient-phone-number';
import { parseShippingAddressDetails } from './shipping-address';

const typed = { sname: ' 집 ', recipient: ' 김민수 ', phone: '010-1234-5678', zipCode: '06236', address: ' 서울 강남구 테헤란로 152 ', adrDetail: ' 12층 ' };

describe('shipping address details', () => {
  it('trims the fields and keeps the phone as digits', () => {
    expect(parseShippingAddressDetails(typed)).toEqual({
      ok: true,
      value: { sname: '집', recipient: '김민수', phone: '01012345678', zipCode: '06236', address: '서울 강남구 테헤란로 152', adrDetail: '12층' },
    });
  });

  it('lets the label and the detail stay empty', () => {
    const result = parseShippingAddressDetails({ ...typed, sname: undefined, adrDetail: '' });
    expect(result.ok && [result.value.sname, result.value.adrDetail]).toEqual(['', '']);
  });

  it.each([
    [{ recipient: '  ' }, 'MEMBERSHIP.RECIPIENT_REQUIRED', '받는 분을 입력해주세요.'],
    [{ phone: '' }, 'MEMBERSHIP.PHONE_REQUIRED', '연락처를 입력해주세요.'],
    [{ phone: '12345' }, 'MEMBERSHIP.PHONE_INVALID', '연락처를 정확히 입력해주세요.'],
    [{ address: '' }, 'MEMBERSHIP.ADDRESS_REQUIRED', '주소를 입력해주세요.'],
    [{ zipCode: '1234' }, 'MEMBERSHIP.ZIP_CODE_INVALID', '우편번호 5자리를 입력해주세요.'],
    [{ zipCode: '' }, 'MEMBERSHIP.ZIP_CODE_INVALID', '우편번호 5자리를 입력해주세요.'],
    [{ recipient: '가'.repeat(31) }, 'MEMBERSHIP.ADDRESS_FIELD_TOO_LONG', '받는 분은 30자 이하로 입력해주세요.'],
    [{ address: 'a'.repeat(201) }, 'MEMBERSHIP.ADDRESS_FIELD_TOO_LONG', '주소는 200자 이하로 입력해주세요.'],
    [{ adrDetail: '층'.repeat(101) }, 'MEMBERSHIP.ADDRESS_FIELD_TOO_LONG', '상세주소는 100자 이하로 입력해주세요.'],
    [{ sname: '집'.repeat(21) }, 'MEMBERSHIP.ADDRESS_FIELD_TOO_LONG', '배송지명은 20자 이하로 입력해주세요.'],
  ])('refuses %p with %s', (change, code, message) => {
    expect(parseShippingAddressDetails({ ...typed, ...change })).toEqual({ ok: false, kind: 'invalid', code, message });
  });

  it('accepts the longest allowed values, counted in characters', () => {
    expect(parseShippingAddressDetails({ ...typed, recipient: '가'.repeat(30), address: '주'.repeat(200), adrDetail: '층'.repeat(100), sname: '집'.repeat(20) }).ok).toBe(true);
  });
});

describe('recipient phone numbers', () => {
  it.each([
    ['01012345678', '01012345678'],
    ['011-123-4567', '0111234567'],
    ['02-123-4567', '021234567'],
    ['0212345678', '0212345678'],
    ['031 123 4567', '0311234567'],
    ['064-1234-5678', '06412345678'],
    ['07012345678', '07012345678'],
  ])('accepts %s as %s', (raw, digits) => {
    expect(parseRecipientPhoneNumber(raw)).toEqual({ ok: true, value: digits });
  });

  it.each(['0101234567', '010123456789', '+821012345678', '0012345678', '0812345678', '01512345678', '010.1234.5678', 'abc'])('refuses %p', (raw) => {
    expect(parseRecipientPhoneNumber(raw)).toMatchObject({ ok: false, code: 'MEMBERSHIP.PHONE_INVALID' });
  });
});
