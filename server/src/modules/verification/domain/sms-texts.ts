/** The words of the messages the shop sends; kept short to stay one SMS (90 bytes in EUC-KR). */
export const SmsTexts = {
  verificationCode: (code: string) => `[the shop] 인증번호 [${code}]를 5분 안에 입력해주세요.`,
} as const;
