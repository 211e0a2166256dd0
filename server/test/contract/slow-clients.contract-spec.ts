import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { connect, type AddressInfo } from 'node:net';
import { createTestApp } from '../support/test-app';

/** What became of a raw connection: the server's first bytes, or that it closed without a word. */
function outcomeOf(port: number, sent: string): Promise<{ answer: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(sent));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closed: true }));
  });
}

/**
 * Slow clients cannot hold the server: a request whose headers or body stop half-way is answered 408 and closed
 * (short timeouts configured here; the defaults are 10 s), and an idle keep-alive is closed. No timing is asserted:
 * the outcome is; jest's timeout is only the failsafe.
 */
describe('slow clients and idle connections', () => {
  let app: NestFastifyApplication;
  let port: number;

  beforeAll(async () => {
    app = await createTestApp({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000', CONNECTION_TIMEOUT_MS: '1500' });
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 408 (or closes) a request whose headers stop half-way', async () => {
    const { answer, closed } = await outcomeOf(port, 'GET /health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(closed).toBe(true);
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 30_000);

  it('answers 408 (or closes) a request whose body stops half-way', async () => {
    const head = 'POST /api/csrf HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    const { answer, closed } = await outcomeOf(port, `${head}{"a":`);
    expect(closed).toBe(true);
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 30_000);

  it('closes a keep-alive connection left idle after its answer', async () => {
    const { answer, closed } = await outcomeOf(port, 'GET /health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(closed).toBe(true);
  }, 30_000);
});
