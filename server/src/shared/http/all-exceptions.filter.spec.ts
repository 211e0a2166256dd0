import { type ArgumentsHost, Logger, NotAcceptableException, ServiceUnavailableException } from '@nestjs/common';
import { OutsideServiceUnavailableError } from '../application/outside-service-unavailable.error';
import { AllExceptionsFilter } from './all-exceptions.filter';

interface Sent {
  status: number;
  headers: Record<string, string>;
  body: { result: string; code: string; message: string };
}

function answer(exception: unknown): Sent {
  const sent: Partial<Sent> = { headers: {} };
  const reply = {
    status(code: number) {
      sent.status = code;
      return this;
    },
    header(name: string, value: string) {
      sent.headers![name] = value;
      return this;
    },
    send(body: Sent['body']) {
      sent.body = body;
      return this;
    },
  };
  const request = { id: 'req-1', method: 'POST', url: '/api/member/login.php', routeOptions: { url: '/api/member/login.php' } };
  const host = { switchToHttp: () => ({ getResponse: () => reply, getRequest: () => request }) } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return sent as Sent;
}

/** TypeORM's QueryFailedError, by shape: the driver's error under driverError. */
function queryFailed(code: string, message: string): Error {
  return Object.assign(new Error(message), { driverError: Object.assign(new Error(message), { code }), parameters: ['secret@example.com'] });
}

describe('AllExceptionsFilter', () => {
  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => {});
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('answers an outside service that could not do its part with 503 and its Korean message, logging only the provider detail', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const sent = answer(new OutsideServiceUnavailableError('VERIFICATION.SMS_UNAVAILABLE', '문자 발송에 실패했습니다. 잠시 후 다시 시도해주세요.', 'Solapi refused the message: HTTP 503 Down'));
    expect(sent).toMatchObject({ status: 503, body: { result: '5030', code: 'VERIFICATION.SMS_UNAVAILABLE', message: '문자 발송에 실패했습니다. 잠시 후 다시 시도해주세요.' } });
    expect(JSON.stringify(warn.mock.calls)).toContain('Solapi refused the message: HTTP 503 Down');
  });

  it('answers PostgreSQL\'s refusal of a value (SQLSTATE class 22) with a 400, logging the SQLSTATE only', () => {
    for (const [code, message] of [
      ['22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
      ['22P05', 'unsupported Unicode escape sequence'],
      ['22P02', 'invalid input syntax for type bigint: "secret@example.com"'],
    ]) {
      const sent = answer(queryFailed(code, message));
      expect(sent).toMatchObject({ status: 400, body: { result: '4000', code: 'COMMON.INVALID_INPUT' } });
    }
    const warn = Logger.prototype.warn as jest.Mock;
    expect(JSON.stringify(warn.mock.calls)).toContain('22P02');
    expect(JSON.stringify(warn.mock.calls)).not.toContain('secret@example.com');
  });

  it('keeps any other failed query a 500', () => {
    expect(answer(queryFailed('23505', 'duplicate key value violates unique constraint'))).toMatchObject({ status: 500, body: { result: '5000' } });
  });

  it('lets an HttpException keep its own status', () => {
    expect(answer(new ServiceUnavailableException())).toMatchObject({ status: 503, body: { result: '5030', code: 'COMMON.HTTP_503' } });
    expect(answer(new NotAcceptableException())).toMatchObject({ status: 406, body: { result: '4060' } });
  });

  it('answers Fastify\'s 415 with result 4150 and a Korean message', () => {
    const unsupported = Object.assign(new Error('Unsupported Media Type'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });
    expect(answer(unsupported)).toMatchObject({ status: 415, body: { result: '4150', code: 'COMMON.UNSUPPORTED_MEDIA_TYPE', message: '지원하지 않는 요청 형식입니다. JSON으로 보내주세요.' } });
  });

  describe('a database out of reach, refusing or too slow', () => {
    it.each([
      ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
      ['no connection from the pool in time', new Error('timeout exceeded when trying to connect')],
      ['a connection that died', new Error('Connection terminated unexpectedly')],
      ['the statement timeout (57014)', queryFailed('57014', 'canceling statement due to statement timeout')],
      ['a database shutting down (57P01)', queryFailed('57P01', 'terminating connection due to administrator command')],
      ['too many connections (53300)', queryFailed('53300', 'sorry, too many clients already')],
      ['a connection exception (08006)', queryFailed('08006', 'connection failure')],
    ])('answers 503 with Retry-After and the envelope for %s, never 500', (_name, error) => {
      const sent = answer(error);
      expect(sent.status).toBe(503);
      expect(sent.headers['retry-after']).toBe('5');
      expect(sent.body).toEqual({ result: '5030', message: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.', code: 'COMMON.DATABASE_UNAVAILABLE' });
    });

    it('keeps other database errors a 500 (a unique violation is not an outage)', () => {
      expect(answer(queryFailed('23505', 'duplicate key value violates unique constraint')).status).toBe(500);
    });
  });
});
