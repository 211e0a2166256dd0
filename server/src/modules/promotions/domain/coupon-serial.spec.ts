import { parseCouponSerial } from './coupon-serial';

describe('parseCouponSerial', () => {
  it('raises lower case and drops surrounding spaces', () => {
    expect(parseCouponSerial('  welcome2026abcde ')).toEqual({ ok: true, value: 'WELCOME2026ABCDE' });
  });

  it('asks for a serial when none is given', () => {
    expect(parseCouponSerial('')).toMatchObject({ ok: false, code: 'PROMOTIONS.SERIAL_REQUIRED' });
    expect(parseCouponSerial('   ')).toMatchObject({ ok: false, code: 'PROMOTIONS.SERIAL_REQUIRED' });
    expect(parseCouponSerial(undefined)).toMatchObject({ ok: false, code: 'PROMOTIONS.SERIAL_REQUIRED' });
  });

  it.each(['WELCOME2026ABCD', 'WELCOME2026ABCDEF', 'WELC-OME2-026A-BCDE', 'WELCOME2026ABCD!', '웰컴2026ABCDEFGHIJ'])('refuses %p', (typed) => {
    expect(parseCouponSerial(typed)).toMatchObject({ ok: false, code: 'PROMOTIONS.SERIAL_INVALID' });
  });
});
