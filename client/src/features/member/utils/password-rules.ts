/** The three hints under a new password (the server enforces the same rules and also refuses common passwords). */
export const PASSWORD_RULES = [
  { id: 'digit', label: '숫자 포함', test: (value: string) => /\d/.test(value) },
  { id: 'special', label: '특수문자 포함', test: (value: string) => /[^A-Za-z0-9\s]/.test(value) },
  { id: 'length', label: '8자 이상', test: (value: string) => value.length >= 8 },
] as const;
