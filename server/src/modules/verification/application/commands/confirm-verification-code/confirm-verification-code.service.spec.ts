import { RollbackUnitOfWork } from '../../../../../shared/application/testing/rollback-unit-of-work';
import { DEFAULT_SEND_LIMITS } from '../../../domain/send-limits';
import { FakeClock, FakeHasher, InMemoryCodes, InMemoryTokens, phonePossessionOnly, RecordingSms, ScriptedRandom } from '../../testing/in-memory-verification';
import { ConsumeVerificationTokenService } from '../consume-verification-token/consume-verification-token.service';
import { SendVerificationCodeService } from '../send-verification-code/send-verification-code.service';
import { ConfirmVerificationCodeService } from './confirm-verification-code.service';

function setup() {
  const codes = new InMemoryCodes();
  const tokens = new InMemoryTokens();
  const clock = new FakeClock();
  const hasher = new FakeHasher();
  const random = new ScriptedRandom(['654321', '111111']);
  const sender = new SendVerificationCodeService(codes, new RecordingSms(), hasher, random, { ...DEFAULT_SEND_LIMITS, globalPerDay: 100 }, clock);
  const confirmer = new ConfirmVerificationCodeService(codes, tokens, hasher, random, phonePossessionOnly, clock, new RollbackUnitOfWork([codes, tokens]));
  const consumer = new ConsumeVerificationTokenService(tokens, hasher, clock);
  const details = { name: '김민수', birth: '1990-05-17' };
  const confirm = (code: string, extra: object = details) => confirmer.execute({ to: '01012345678', code, purpose: 'sign-up', ...extra });
  const send = () => sender.execute({ to: '01012345678', purpose: 'sign-up', ip: '10.0.0.1' });
  return { codes, tokens, clock, confirm, send, consumer, confirmer };
}

const failure = (result: { ok: boolean; code?: string; kind?: string; message?: string }) => (result.ok ? 'ok' : `${result.kind} ${result.code}`);

describe('ConfirmVerificationCodeService', () => {
  it('trades the right code for a token bound to the phone, name and birth date', async () => {
    const { confirm, send, consumer, tokens } = setup();
    await send();
    const result = await confirm('654321');
    if (!result.ok) throw new Error(result.message);
    expect(result.value).toMatchObject({ token: 'token-2', expiresIn: 1800, phone: '01012345678' });
    expect(tokens.rows[0].tokenHash).toBe('h(token-2)');
    const spent = await consumer.consume({ token: result.value.token, purpose: 'sign-up' });
    expect(spent).toEqual({ ok: true, value: { phone: '01012345678', purpose: 'sign-up', name: '김민수', birth: '1990-05-17', assurance: 'phone-possession' } });
  });

  it('says the code is wrong in the words of the spec', async () => {
    const { confirm, send } = setup();
    await send();
    const wrong = await confirm('000000');
    expect(wrong).toMatchObject({ ok: false, kind: 'invalid', code: 'VERIFICATION.CODE_MISMATCH', message: '인증번호가 올바르지 않습니다. 다시 입력해주세요.' });
  });

  it('refuses the sixth try even when it is right', async () => {
    const { confirm, send } = setup();
    await send();
    for (let i = 0; i < 5; i += 1) expect(failure(await confirm('000000'))).toBe('invalid VERIFICATION.CODE_MISMATCH');
    expect(failure(await confirm('654321'))).toBe('too-many VERIFICATION.TOO_MANY_TRIES');
  });

  it('lets the fifth try succeed', async () => {
    const { confirm, send } = setup();
    await send();
    for (let i = 0; i < 4; i += 1) await confirm('000000');
    expect(failure(await confirm('654321'))).toBe('ok');
  });

  it('refuses a code after 300 seconds', async () => {
    const { confirm, send, clock } = setup();
    await send();
    clock.advance(301_000);
    expect(await confirm('654321')).toMatchObject({ ok: false, code: 'VERIFICATION.CODE_EXPIRED', message: '인증 시간이 지났습니다. 인증번호 다시 받기를 눌러주세요.' });
  });

  it('accepts only the newest code once another was sent', async () => {
    const { confirm, send, clock } = setup();
    await send();
    clock.advance(61_000);
    await send();
    expect(failure(await confirm('654321'))).toBe('invalid VERIFICATION.CODE_MISMATCH');
    expect(failure(await confirm('111111'))).toBe('ok');
  });

  it('confirms a code only once', async () => {
    const { confirm, send } = setup();
    await send();
    expect(failure(await confirm('654321'))).toBe('ok');
    expect(failure(await confirm('654321'))).toBe('invalid VERIFICATION.CODE_NOT_REQUESTED');
  });

  it('needs the name and a real birth date for sign-up, before spending a try', async () => {
    const { confirm, send, codes } = setup();
    await send();
    expect(failure(await confirm('654321', { name: ' ', birth: '1990-05-17' }))).toBe('invalid VERIFICATION.DETAILS_REQUIRED');
    // Named, not the spec's vague 회원정보를 입력해주세요.
    expect(await confirm('654321', { name: ' ', birth: '1990-05-17' })).toMatchObject({ message: '이름을 입력해주세요.' });
    expect(await confirm('654321', { name: '김민수', birth: ' ' })).toMatchObject({ message: '생년월일을 입력해주세요.' });
    expect(await confirm('654321', { name: '김민수', birth: '1990-02-30' })).toMatchObject({ code: 'VERIFICATION.BIRTH_INVALID', message: '유효하지 않은 날짜입니다.' });
    expect(codes.rows[0].tries).toBe(0);
  });

  it('refuses a birth year before 1930, before spending a try, and takes 1930-01-01', async () => {
    const { confirm, send, codes } = setup();
    await send();
    for (const birth of ['1900-01-01', '1929-12-31']) {
      expect(await confirm('654321', { name: '김민수', birth })).toMatchObject({
        ok: false,
        kind: 'invalid',
        code: 'VERIFICATION.BIRTH_TOO_EARLY',
        message: '출생 연도는 1930년부터 입력할 수 있습니다.',
      });
    }
    expect(codes.rows[0].tries).toBe(0);
    expect((await confirm('654321', { name: '김민수', birth: '1930-01-01' })).ok).toBe(true);
  });

  it('spends the code only with its token: a save that fails half-way leaves the code open for the next try', async () => {
    const { send, confirm, codes, tokens } = setup();
    await send();
    tokens.failNextSave = new Error('connection terminated');
    await expect(confirm('654321')).rejects.toThrow('connection terminated');
    expect(codes.rows.at(-1)?.confirmedAt).toBeNull();
    expect(tokens.rows).toHaveLength(0);
    const retried = await confirm('654321');
    expect(failure(retried)).toBe('ok');
    expect(tokens.rows).toHaveLength(1);
  });

  it('uses the recovery pages\' wording for a wrong code there', async () => {
    const { codes, tokens, clock } = setup();
    const hasher = new FakeHasher();
    const random = new ScriptedRandom(['222222']);
    await new SendVerificationCodeService(codes, new RecordingSms(), hasher, random, { ...DEFAULT_SEND_LIMITS, globalPerDay: 100 }, clock).execute({
      to: '01055556666',
      purpose: 'find-id',
      ip: '10.0.0.9',
    });
    const confirmer = new ConfirmVerificationCodeService(codes, tokens, hasher, random, phonePossessionOnly, clock, new RollbackUnitOfWork([codes, tokens]));
    expect(await confirmer.execute({ to: '01055556666', code: '999999', purpose: 'find-id' })).toMatchObject({
      message: '인증번호가 일치하지 않습니다. 다시 입력해주세요.',
    });
    expect(failure(await confirmer.execute({ to: '01055556666', code: '222222', purpose: 'find-id' }))).toBe('ok');
  });
});

describe('ConsumeVerificationTokenService', () => {
  async function confirmed() {
    const context = setup();
    await context.send();
    const result = await context.confirm('654321');
    if (!result.ok) throw new Error(result.message);
    return { ...context, token: result.value.token };
  }

  it('spends a token once', async () => {
    const { consumer, token } = await confirmed();
    expect(failure(await consumer.consume({ token, purpose: 'sign-up' }))).toBe('ok');
    expect(failure(await consumer.consume({ token, purpose: 'sign-up' }))).toBe('invalid VERIFICATION.TOKEN_INVALID');
  });

  it('serves only its purpose and its phone, and keeps the token when refusing', async () => {
    const { consumer, token } = await confirmed();
    expect(failure(await consumer.consume({ token, purpose: 'find-password' }))).toBe('invalid VERIFICATION.TOKEN_INVALID');
    expect(failure(await consumer.consume({ token, purpose: 'sign-up', phone: '01099990000' }))).toBe('invalid VERIFICATION.TOKEN_INVALID');
    expect(failure(await consumer.consume({ token, purpose: 'sign-up', phone: '010-1234-5678' }))).toBe('ok');
  });

  it('expires after 30 minutes', async () => {
    const { consumer, token, clock } = await confirmed();
    clock.advance(30 * 60_000);
    expect(failure(await consumer.consume({ token, purpose: 'sign-up' }))).toBe('invalid VERIFICATION.TOKEN_INVALID');
  });

  it('refuses made-up tokens', async () => {
    const { consumer } = await confirmed();
    expect(failure(await consumer.consume({ token: 'guess', purpose: 'sign-up' }))).toBe('invalid VERIFICATION.TOKEN_INVALID');
    expect(failure(await consumer.consume({ token: '', purpose: 'sign-up' }))).toBe('invalid VERIFICATION.TOKEN_INVALID');
  });
});
