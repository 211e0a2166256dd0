import { createHmac } from 'node:crypto';
import { loadAppConfig } from '../../../../config/app-config';
import { solapiAuthorization } from './solapi-api';
import { SolapiSmsSender } from './solapi-sms-sender';
import type { SmsSendKeys } from './sms-send-keys';
import { FAKE_SOLAPI_API_KEY, FAKE_SOLAPI_API_SECRET, type FakeSolapi, type FakeSolapiRequest, startFakeSolapi } from './testing/fake-solapi';

/** Texts without a key never read or write the key table (test/contract/sms-sender.contract-spec.ts has the keyed ones). */
const NO_KEYS = {
  find: () => Promise.reject(new Error('a text without a key looked up a key')),
  recordGroup: () => Promise.reject(new Error('a text without a key recorded a key')),
} as unknown as SmsSendKeys;

function sender(baseUrl: string, secret = FAKE_SOLAPI_API_SECRET) {
  const config = loadAppConfig({
    SMS_PROVIDER: 'solapi',
    SOLAPI_BASE_URL: baseUrl,
    SOLAPI_API_KEY: FAKE_SOLAPI_API_KEY,
    SOLAPI_API_SECRET: secret,
    SMS_FROM: '0212345678',
    LOG_LEVEL: 'silent',
  });
  return new SolapiSmsSender(config.sms, NO_KEYS, { now: () => new Date() });
}

describe('SolapiSmsSender', () => {
  let fake: FakeSolapi;
  beforeEach(async () => {
    fake = await startFakeSolapi();
  });
  afterEach(() => fake.stop());

  it('posts the message to /messages/v4/send with a valid HMAC-SHA256 signature', async () => {
    await sender(fake.baseUrl).send({ to: '01012345678', text: '[the shop] 인증번호 [123456]' });
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]).toMatchObject({
      method: 'POST',
      url: '/messages/v4/send',
      body: { message: { to: '01012345678', from: '0212345678', text: '[the shop] 인증번호 [123456]' } },
    });
  });

  it('uses a fresh salt on every message', async () => {
    const solapi = sender(fake.baseUrl);
    await solapi.send({ to: '01012345678', text: 'a' });
    await solapi.send({ to: '01012345678', text: 'b' });
    const salt = (received: FakeSolapiRequest) => /salt=([^,]+)/.exec(received.authorization)?.[1];
    expect(salt(fake.received[0])).not.toBe(salt(fake.received[1]));
  });

  it('fails loudly when Solapi refuses the signature', async () => {
    await expect(sender(fake.baseUrl, 'the-wrong-secret').send({ to: '01012345678', text: 'x' })).rejects.toThrow(/HTTP 403 SignatureDoesNotMatch/);
  });

  it('fails loudly when Solapi refuses the message', async () => {
    fake.sendOneStatus = 400;
    await expect(sender(fake.baseUrl).send({ to: '01012345678', text: 'x' })).rejects.toThrow(/HTTP 400 ValidationError/);
  });

  it('fails as unavailable, naming the route, when the connection is cut', async () => {
    fake.failNext('send-one', 'cut-before');
    await expect(sender(fake.baseUrl).send({ to: '01012345678', text: 'x' })).rejects.toThrow(/Solapi unreachable \(POST \/messages\/v4\/send\)/);
  });
});

describe('solapiAuthorization', () => {
  it('signs date + salt with the secret, as Solapi documents', () => {
    const header = solapiAuthorization({ apiKey: 'K', apiSecret: 'S' }, '2026-01-01T00:00:00.000Z', 'abc');
    expect(header).toBe(
      `HMAC-SHA256 apiKey=K, date=2026-01-01T00:00:00.000Z, salt=abc, signature=${createHmac('sha256', 'S').update('2026-01-01T00:00:00.000Zabc').digest('hex')}`,
    );
  });
});
