import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadAppConfig } from '../../../../config/app-config';
import { SolapiSmsSender, solapiAuthorization } from './solapi-sms-sender';

interface Received {
  method: string;
  url: string;
  authorization: string;
  body: unknown;
}

const API_KEY = 'NCSTESTKEY';
const API_SECRET = 'test-secret-that-only-the-shop-knows';

/** A stand-in for api.solapi.com on 127.0.0.1 that checks the signature as Solapi does. */
function fakeSolapi(status = 200): Promise<{ server: Server; baseUrl: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const authorization = String(request.headers.authorization ?? '');
      received.push({ method: request.method ?? '', url: request.url ?? '', authorization, body: JSON.parse(raw || '{}') });
      const fields = /^HMAC-SHA256 apiKey=(.+), date=(.+), salt=(.+), signature=([0-9a-f]{64})$/.exec(authorization);
      const valid =
        fields !== null &&
        fields[1] === API_KEY &&
        createHmac('sha256', API_SECRET).update(fields[2] + fields[3]).digest('hex') === fields[4] &&
        Math.abs(Date.parse(fields[2]) - Date.now()) < 15 * 60_000;
      if (!valid) {
        response.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify({ errorCode: 'SignatureDoesNotMatch', errorMessage: 'bad signature' }));
        return;
      }
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify(status === 200 ? { messageId: 'M4V1', statusCode: '2000', statusMessage: '정상 접수' } : { errorCode: 'ValidationError', errorMessage: 'to' }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received })),
  );
}

function sender(baseUrl: string, secret = API_SECRET) {
  return new SolapiSmsSender(
    loadAppConfig({ SMS_PROVIDER: 'solapi', SOLAPI_BASE_URL: baseUrl, SOLAPI_API_KEY: API_KEY, SOLAPI_API_SECRET: secret, SMS_FROM: '0212345678', LOG_LEVEL: 'silent' }).sms,
  );
}

describe('SolapiSmsSender', () => {
  let fake: Awaited<ReturnType<typeof fakeSolapi>>;
  afterEach(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('posts the message to /messages/v4/send with a valid HMAC-SHA256 signature', async () => {
    fake = await fakeSolapi();
    await sender(fake.baseUrl).send({ to: '01012345678', text: '[the shop] 인증번호 [123456]' });
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]).toMatchObject({
      method: 'POST',
      url: '/messages/v4/send',
      body: { message: { to: '01012345678', from: '0212345678', text: '[the shop] 인증번호 [123456]' } },
    });
  });

  it('uses a fresh salt on every message', async () => {
    fake = await fakeSolapi();
    const solapi = sender(fake.baseUrl);
    await solapi.send({ to: '01012345678', text: 'a' });
    await solapi.send({ to: '01012345678', text: 'b' });
    const salt = (received: Received) => /salt=([^,]+)/.exec(received.authorization)?.[1];
    expect(salt(fake.received[0])).not.toBe(salt(fake.received[1]));
  });

  it('fails loudly when Solapi refuses the signature', async () => {
    fake = await fakeSolapi();
    await expect(sender(fake.baseUrl, 'the-wrong-secret').send({ to: '01012345678', text: 'x' })).rejects.toThrow(/HTTP 403 SignatureDoesNotMatch/);
  });

  it('fails loudly when Solapi refuses the message', async () => {
    fake = await fakeSolapi(400);
    await expect(sender(fake.baseUrl).send({ to: '01012345678', text: 'x' })).rejects.toThrow(/HTTP 400 ValidationError/);
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
