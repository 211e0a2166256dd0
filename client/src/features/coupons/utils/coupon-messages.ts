/** The spec's coupon registration messages (section 5 and 8), in Korean as the server says them too. */
export const COUPON_MESSAGES = {
  serialRequired: '쿠폰 번호를 등록해주세요.',
  serialInvalid: '쿠폰 번호가 유효하지 않습니다. 다시 입력해주세요.',
  registered: '정상적으로 등록되었습니다.',
} as const;

/** Serials are 16 letters and digits; the shopper may type them with dashes or spaces and in any case. */
export const SERIAL_LENGTH = 16;

export function normalizeSerial(typed: string): string {
  return typed.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

export const isSerial = (serial: string) => /^[0-9A-Z]{16}$/.test(serial);
