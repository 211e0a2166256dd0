import { ADDRESS_MESSAGES } from '@/lib/address-rules';

/** The shipment step's alerts: an address's own (shared with the address book) plus the step's. */
export const SHIPMENT_MESSAGES = {
  chooseAddress: '배송지를 선택해주세요.',
  ...ADDRESS_MESSAGES,
  customRequest: '배송 요청사항을 입력해주세요.',
} as const;
