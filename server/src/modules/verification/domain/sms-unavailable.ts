/** What the shopper reads when the SMS provider cannot take a message (HTTP 503: retry later). */
export const SMS_UNAVAILABLE = {
  code: 'VERIFICATION.SMS_UNAVAILABLE',
  message: '문자 발송에 실패했습니다. 잠시 후 다시 시도해주세요.',
} as const;
