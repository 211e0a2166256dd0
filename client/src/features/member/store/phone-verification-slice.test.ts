import {
  codeChanged,
  codeExpired,
  codeRejected,
  codeRequested,
  codeSent,
  initialPhoneVerificationState,
  phoneVerificationReducer,
  verificationCancelled,
} from './phone-verification-slice';

describe('phone verification state', () => {
  const sent = phoneVerificationReducer(
    phoneVerificationReducer(initialPhoneVerificationState, codeRequested({ purpose: 'sign-up', phone: '01012345678' })),
    codeSent({ phone: '01012345678', expiresIn: 300 }),
  );

  it('a sent code opens the entry with 300 seconds', () => {
    expect(sent).toMatchObject({ purpose: 'sign-up', phase: 'awaitingCode', remaining: 300, sending: false, code: '' });
  });

  it('keeps the code to 6 digits', () => {
    expect(phoneVerificationReducer(sent, codeChanged('12a34-5678')).code).toBe('123456');
  });

  it('expiry and a rejected code clear what was typed', () => {
    const typed = phoneVerificationReducer(sent, codeChanged('123'));
    expect(phoneVerificationReducer(typed, codeExpired())).toMatchObject({ phase: 'expired', code: '', remaining: 0 });
    expect(phoneVerificationReducer(typed, codeRejected()).code).toBe('');
  });

  it('leaving the page resets everything', () => {
    expect(phoneVerificationReducer(sent, verificationCancelled())).toEqual(initialPhoneVerificationState);
  });
});
