import { DEFAULT_SEND_LIMITS } from '../../../domain/send-limits';
import { FakeClock, FakeHasher, InMemoryCodes, RecordingSms, ScriptedRandom } from '../../testing/in-memory-verification';
import { SendVerificationCodeService } from './send-verification-code.service';

function setup(globalPerDay = 1000) {
  const codes = new InMemoryCodes();
  const sms = new RecordingSms();
  const clock = new FakeClock();
  const random = new ScriptedRandom(['482913', '105200', '777777', '888888', '999999', '111111', '222222']);
  const service = new SendVerificationCodeService(codes, sms, new FakeHasher(), random, { ...DEFAULT_SEND_LIMITS, globalPerDay }, clock);
  const send = (to = '010-1234-5678', ip = '10.0.0.1') => service.execute({ to, purpose: 'sign-up', ip });
  return { codes, sms, clock, send };
}

describe('SendVerificationCodeService', () => {
  it('texts a server-made code and keeps only its digest, good for 300 seconds', async () => {
    const { codes, sms, clock, send } = setup();
    const result = await send();
    expect(result).toEqual({ ok: true, value: { expiresIn: 300, expiresAt: new Date(clock.now().getTime() + 300_000) } });
    expect(sms.sent).toEqual([{ to: '01012345678', text: expect.stringContaining('[482913]') }]);
    expect(codes.rows).toHaveLength(1);
    expect(codes.rows[0].codeHash).toBe('h(01012345678:482913)');
    expect(JSON.stringify(codes.rows)).not.toContain('"482913"');
  });

  it('refuses numbers that are not Korean mobiles, and sends nothing', async () => {
    const { sms, send } = setup();
    const result = await send('02-123-4567');
    expect(result.ok ? null : result.code).toBe('VERIFICATION.PHONE_INVALID');
    expect(sms.sent).toHaveLength(0);
  });

  it('answers 429 inside the 60-second cool-down, and sends again after it', async () => {
    const { sms, clock, send } = setup();
    await send();
    clock.advance(59_000);
    const early = await send();
    expect(early.ok ? null : [early.kind, early.code]).toEqual(['too-many', 'VERIFICATION.RESEND_TOO_SOON']);
    clock.advance(1_000);
    expect((await send()).ok).toBe(true);
    expect(sms.sent).toHaveLength(2);
  });

  it('stops at 5 codes per number in a day', async () => {
    const { clock, send } = setup();
    for (let i = 0; i < 5; i += 1) {
      expect((await send('01099998888', `10.0.1.${i}`)).ok).toBe(true);
      clock.advance(61_000);
    }
    const sixth = await send('01099998888', '10.0.2.1');
    expect(sixth.ok ? null : sixth.code).toBe('VERIFICATION.NUMBER_DAILY_LIMIT');
    clock.advance(24 * 3600_000);
    expect((await send('01099998888', '10.0.2.1')).ok).toBe(true);
  });

  it('stops at 10 requests per IP address in an hour', async () => {
    const { send } = setup();
    for (let i = 0; i < 10; i += 1) expect((await send(`0101111000${i}`, '10.9.9.9')).ok).toBe(true);
    const eleventh = await send('01011110010', '10.9.9.9');
    expect(eleventh.ok ? null : eleventh.code).toBe('VERIFICATION.IP_HOURLY_LIMIT');
  });

  it('counts an IPv6 /64 as one address', async () => {
    const { send } = setup();
    for (let i = 0; i < 10; i += 1) expect((await send(`0101111100${i}`, `2001:db8:0:7::${i + 1}`)).ok).toBe(true);
    const eleventh = await send('01011111010', '2001:db8:0:7:abcd::1');
    expect(eleventh.ok ? null : eleventh.code).toBe('VERIFICATION.IP_HOURLY_LIMIT');
    expect((await send('01011111011', '2001:db8:0:8::1')).ok).toBe(true);
  });

  it('stops everyone at the global daily cap', async () => {
    const { send } = setup(2);
    expect((await send('01011112222', '10.0.0.1')).ok).toBe(true);
    expect((await send('01011113333', '10.0.0.2')).ok).toBe(true);
    const third = await send('01011114444', '10.0.0.3');
    expect(third.ok ? null : third.code).toBe('VERIFICATION.DAILY_CAP');
  });

  it('forgets the code when the SMS could not be sent, so the cool-down does not apply', async () => {
    const { codes, sms, send } = setup();
    sms.failNext = true;
    await expect(send()).rejects.toThrow('provider down');
    expect(codes.rows).toHaveLength(0);
    expect((await send()).ok).toBe(true);
  });

  it('gives every slot back when the SMS could not be sent', async () => {
    const { codes, sms, send } = setup(1);
    sms.failNext = true;
    await expect(send('01022223333', '10.3.3.3')).rejects.toThrow('provider down');
    expect(codes.counters.used('sms-global', 'all')).toBe(0);
    expect(codes.counters.used('sms-address-hour', '10.3.3.3')).toBe(0);
    expect(codes.counters.used('sms-number-day', '01022223333')).toBe(0);
    expect((await send('01044445555', '10.3.3.4')).ok).toBe(true);
  });
});
