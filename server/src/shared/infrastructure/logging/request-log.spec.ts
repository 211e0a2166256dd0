import { Body, Controller, Get, Logger, Module, Post, Req, ServiceUnavailableException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { Logger as PinoNestLogger, PinoLogger } from 'nestjs-pino';
import { get } from 'node:http';
import type { Logger as Pino } from 'pino';
import { requestIdOf } from '../../http/request-id';
import * as redaction from './log-redaction';
import { LoggingModule, ROOT_LOGGER } from './logging.module';
import { installRequestLog, responseLogLevel } from './request-log';

const CALLER_ID = '0b6f8a52-33c4-4d8e-9d2a-5f0c6f2d1e7a';
const SECRETS = { cookie: 'shop_session=session-secret-value', authorization: 'Bearer authorization-secret-value', 'x-csrf-token': 'csrf-secret-value' };

/** Told when the hanging route's request reaches Nest, and when its connection closes. */
let hanging: { started: () => void; closed: () => void } | undefined;

@Controller()
class ProbeController {
  private readonly logger = new Logger('Probe');

  constructor(private readonly pino: PinoLogger) {}

  @Get('probe/quiet')
  quiet() {
    this.logger.debug('a detail');
    this.logger.log('an ordinary event');
    return { ok: true };
  }

  @Get('probe/warns')
  warns() {
    this.logger.warn('something odd');
    this.logger.warn('and again');
    return { ok: true };
  }

  @Post('probe/later')
  async later(@Body() body: { name: string }) {
    await new Promise((resolve) => setImmediate(resolve));
    this.logger.warn(`read ${body.name}`);
    return { ok: true };
  }

  @Get('probe/assigns')
  assigns() {
    this.pino.assign({ member: 7 });
    this.logger.warn('with a member');
    return { ok: true };
  }

  @Get('probe/fails')
  fails(): never {
    throw new Error('probe failure');
  }

  @Get('health/ready')
  ready(): never {
    throw new ServiceUnavailableException();
  }

  @Get('probe/hangs')
  async hangs(@Req() request: FastifyRequest) {
    const closed = new Promise<void>((resolve) => request.raw.socket.once('close', () => resolve()));
    hanging?.started();
    await closed;
    hanging?.closed();
    return { ok: true };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

interface Line {
  level: number;
  msg: string;
  context?: string;
  member?: number;
  req?: { id: string; method: string; url: string; headers: Record<string, string>; remoteAddress: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { message: string };
}

/** The application as createApp wires its log: nestjs-pino's Logger for Nest, the request log's hooks first. */
async function start(logLevel: 'warn' | 'info') {
  const lines: string[] = [];
  const adapter = new FastifyAdapter({ logger: false, requestIdHeader: false, genReqId: requestIdOf });
  const app = await NestFactory.create<NestFastifyApplication>(
    { module: ProbeModule, imports: [LoggingModule.forRoot({ logLevel }, { write: (line: string) => void lines.push(line) })] },
    adapter,
    { bufferLogs: true },
  );
  app.useLogger(app.get(PinoNestLogger));
  const root = app.get<Pino>(ROOT_LOGGER);
  installRequestLog(app.getHttpAdapter().getInstance(), root);
  await app.listen(0, '127.0.0.1');
  const url = await app.getUrl();
  return {
    app,
    root,
    url: url.replace('[::1]', '127.0.0.1'),
    records: () => lines.map((line) => JSON.parse(line) as Line),
    clear: () => void lines.splice(0),
  };
}

describe('the request log', () => {
  let warn: Awaited<ReturnType<typeof start>>;
  let info: Awaited<ReturnType<typeof start>>;

  beforeAll(async () => {
    warn = await start('warn');
    info = await start('info');
  });

  afterAll(async () => {
    await warn.app.close();
    await info.app.close();
  });

  beforeEach(() => {
    warn.clear();
    info.clear();
  });

  afterEach(() => jest.restoreAllMocks());

  it('neither serializes nor redacts the request when none of its lines is let through', async () => {
    const child = jest.spyOn(warn.root, 'child');
    const serializedUrl = jest.spyOn(redaction, 'redactUrl');
    const answer = await fetch(`${warn.url}/probe/quiet?code=oauth-code`, { headers: SECRETS });
    expect(answer.status).toBe(200);
    expect(warn.records()).toEqual([]);
    expect(child).not.toHaveBeenCalled();
    expect(serializedUrl).not.toHaveBeenCalled();
  });

  it("writes a warning with the request's id, method, redacted URL and headers and address, the request made once", async () => {
    const child = jest.spyOn(warn.root, 'child');
    const serializedUrl = jest.spyOn(redaction, 'redactUrl');
    await fetch(`${warn.url}/probe/warns?code=oauth-code&page=1`, { headers: { ...SECRETS, 'x-request-id': CALLER_ID } });
    const lines = warn.records();
    expect(lines.map((line) => [line.level, line.context, line.msg])).toEqual([
      [40, 'Probe', 'something odd'],
      [40, 'Probe', 'and again'],
    ]);
    for (const line of lines) {
      expect(line.req).toEqual({ id: CALLER_ID, method: 'GET', url: '/probe/warns?code=[redacted]&page=1', headers: expect.any(Object), remoteAddress: '127.0.0.1' });
      expect(line.req?.headers).toMatchObject({ cookie: '[redacted]', authorization: '[redacted]', 'x-csrf-token': '[redacted]', 'x-request-id': CALLER_ID });
    }
    expect(JSON.stringify(lines)).not.toMatch(/secret-value|oauth-code/);
    expect(child).toHaveBeenCalledTimes(1);
    expect(serializedUrl).toHaveBeenCalledTimes(1);
  });

  it('keeps the request in its lines after the body is parsed and after an await', async () => {
    const posted = await fetch(`${warn.url}/probe/later`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': CALLER_ID }, body: JSON.stringify({ name: 'body' }) });
    expect(posted.status).toBe(201);
    expect(warn.records()).toEqual([expect.objectContaining({ msg: 'read body', req: expect.objectContaining({ id: CALLER_ID, method: 'POST' }) })]);
  });

  it("PinoLogger.assign adds its fields to the request's later lines", async () => {
    await fetch(`${warn.url}/probe/assigns`);
    expect(warn.records()).toEqual([expect.objectContaining({ msg: 'with a member', member: 7, req: expect.objectContaining({ url: '/probe/assigns' }) })]);
  });

  it("writes the response line as pino-http did: completed at info, a server fault an error, readiness's 503 a warning", async () => {
    await fetch(`${info.url}/probe/quiet`, { headers: { 'x-request-id': CALLER_ID } });
    await fetch(`${info.url}/probe/fails`);
    await fetch(`${info.url}/health/ready`);
    const lines = info.records();
    expect(lines.filter((line) => line.context === 'Probe').map((line) => line.msg)).toEqual(['an ordinary event']);
    const responses = lines.filter((line) => line.res !== undefined);
    expect(responses).toEqual([
      expect.objectContaining({ level: 30, msg: 'request completed', res: { statusCode: 200 }, responseTime: expect.any(Number), req: expect.objectContaining({ id: CALLER_ID, url: '/probe/quiet' }) }),
      expect.objectContaining({ level: 50, msg: 'request errored', res: { statusCode: 500 }, err: expect.objectContaining({ message: 'failed with status code 500' }) }),
      expect.objectContaining({ level: 40, msg: 'request errored', res: { statusCode: 503 }, req: expect.objectContaining({ url: '/health/ready' }) }),
    ]);
    const fault = lines.find((line) => line.context === 'ExceptionsHandler');
    expect(fault?.req?.url).toBe('/probe/fails');
  });

  it('writes "request aborted" when the client goes away before the answer', async () => {
    let closed!: () => void;
    const serverSawClose = new Promise<void>((resolve) => (closed = resolve));
    const started = new Promise<void>((resolve) => (hanging = { started: resolve, closed }));
    const client = get(`${info.url}/probe/hangs`);
    client.on('error', () => undefined);
    await started;
    client.destroy();
    await serverSawClose;
    expect(info.records().filter((line) => line.res !== undefined)).toEqual([
      expect.objectContaining({ level: 30, msg: 'request aborted', req: expect.objectContaining({ url: '/probe/hangs', remoteAddress: '127.0.0.1' }) }),
    ]);
  });
});

describe('responseLogLevel', () => {
  it('is an error for a server fault, a warning for a readiness 503 and info for anything else, a 4xx included', () => {
    expect(responseLogLevel('/api/goods', 500)).toBe('error');
    expect(responseLogLevel('/api/goods', 503)).toBe('error');
    expect(responseLogLevel('/health/ready', 503)).toBe('warn');
    expect(responseLogLevel('/health/ready', 500)).toBe('error');
    expect(responseLogLevel('/api/goods', 404)).toBe('info');
    expect(responseLogLevel('/api/goods', 200)).toBe('info');
  });
});
