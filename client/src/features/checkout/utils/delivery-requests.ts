/** The delivery request choices (spec, section 3); the last one lets the shopper write their own. */
export const DELIVERY_REQUESTS = [
  { id: 'none', label: '선택 안 함', text: '' },
  { id: 'security', label: '부재 시 경비실에 맡겨주세요', text: '부재 시 경비실에 맡겨주세요' },
  { id: 'door', label: '문 앞에 놓아주세요', text: '문 앞에 놓아주세요' },
  { id: 'parcelBox', label: '택배함에 넣어주세요', text: '택배함에 넣어주세요' },
  { id: 'call', label: '배송 전 연락 바랍니다', text: '배송 전 연락 바랍니다' },
  { id: 'custom', label: '직접 입력', text: '' },
] as const;

export type DeliveryRequestId = (typeof DELIVERY_REQUESTS)[number]['id'];

export const REQUEST_MAX_LENGTH = 100;

/** The request as sent: a preset sentence, the shopper's own words (trimmed, ≤ 100), or '' for none. */
export function deliveryRequestText(id: DeliveryRequestId, custom: string): string {
  if (id === 'custom') return custom.trim().slice(0, REQUEST_MAX_LENGTH);
  return DELIVERY_REQUESTS.find((choice) => choice.id === id)?.text ?? '';
}

/** Which choice a sent request came from (to show a step the shopper returns to as they left it). */
export function deliveryRequestChoice(text: string): { id: DeliveryRequestId; custom: string } {
  if (!text) return { id: 'none', custom: '' };
  const preset = DELIVERY_REQUESTS.find((choice) => choice.id !== 'none' && choice.id !== 'custom' && choice.text === text);
  return preset ? { id: preset.id, custom: '' } : { id: 'custom', custom: text };
}
