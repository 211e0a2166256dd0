/** The shipment step's alerts (the spec requires recipient, phone and address; the wording is ours). */
export const SHIPMENT_MESSAGES = {
  chooseAddress: '배송지를 선택해주세요.',
  recipient: '받는 분 이름을 입력해주세요.',
  phone: '연락처를 입력해주세요.',
  phoneInvalid: '연락처를 정확하게 입력해주세요.',
  address: '주소를 입력해주세요.',
  zipCode: '우편번호 5자리를 입력해주세요.',
  customRequest: '배송 요청사항을 입력해주세요.',
} as const;

/** Korean phone numbers are 9 to 11 digits (02-123-4567 … 010-1234-5678). */
export const isPhoneNumber = (digits: string) => /^0\d{8,10}$/.test(digits);
export const isZipCode = (value: string) => /^\d{5}$/.test(value);
