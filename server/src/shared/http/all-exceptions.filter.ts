import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FailureKind } from '../domain/result';
import { OutsideServiceUnavailableError } from '../application/outside-service-unavailable.error';
import { ApiException, type FieldError } from './api-exception';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';
import { RESULT_BY_KIND } from './result-codes';

const KIND_BY_STATUS: Record<number, FailureKind> = {
  400: 'invalid',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not-found',
  405: 'not-found',
  409: 'conflict',
  413: 'too-large',
  415: 'invalid',
  429: 'too-many',
};

interface ErrorBody {
  result: string;
  message: string;
  code: string;
  errors?: FieldError[];
}

/**
 * The one place errors become HTTP answers: expected failures keep their code and
 * Korean message; Nest's and Fastify's own 4xx errors get the envelope too; an
 * HttpException keeps its own status; PostgreSQL's refusal of a value (SQLSTATE class
 * 22, e.g. 22021 a NUL in text) is a 400 as a backstop behind validation; a database out of
 * reach, refusing connections or past its statement timeout is a 503 with Retry-After; anything
 * else is logged with the request id and answered with a generic 500.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { status, body } = this.describe(exception, request);
    const sqlState = dataExceptionState(exception);
    if (sqlState) {
      // Validation should have caught it: worth a look, but never with the statement's parameters.
      this.logger.warn({ reqId: request.id, route: request.routeOptions?.url, msg: 'the database refused a value', sqlState });
    } else if (exception instanceof OutsideServiceUnavailableError) {
      // The provider's own words, never the request: the message holds no phone number or token.
      this.logger.warn({ reqId: request.id, route: request.routeOptions?.url, msg: exception.message, code: exception.code });
    } else if (status === 503 && isDatabaseUnavailable(exception)) {
      // The driver's message only: no statement, no parameters.
      this.logger.warn({ reqId: request.id, route: request.routeOptions?.url, msg: 'the database is unavailable', err: exception instanceof Error ? exception.message : String(exception) });
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    } else if (status >= 500) {
      this.logger.error({ reqId: request.id, method: request.method, route: request.routeOptions?.url, err: exception instanceof Error ? exception.stack : String(exception) });
    }
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  private describe(exception: unknown, request: FastifyRequest): { status: number; body: ErrorBody } {
    if (exception instanceof ApiException) {
      const body: ErrorBody = { result: RESULT_BY_KIND[exception.kind].result, message: exception.message, code: exception.code };
      if (exception.errors.length) body.errors = exception.errors;
      return { status: exception.status, body };
    }
    if (exception instanceof OutsideServiceUnavailableError) {
      const { result, status } = RESULT_BY_KIND.unavailable;
      return { status, body: { result, message: exception.userMessage, code: exception.code } };
    }
    if (isDatabaseUnavailable(exception)) {
      const { result, status } = RESULT_BY_KIND.unavailable;
      return { status, body: { result, message: RESULT_BY_KIND.unavailable.message, code: 'COMMON.DATABASE_UNAVAILABLE' } };
    }
    if (dataExceptionState(exception)) {
      return { status: 400, body: { result: RESULT_BY_KIND.invalid.result, message: RESULT_BY_KIND.invalid.message, code: 'COMMON.INVALID_INPUT' } };
    }
    const status = exception instanceof HttpException ? exception.getStatus() : statusOfFastifyError(exception);
    if (status === 415) {
      return { status, body: { result: '4150', message: UNSUPPORTED_MEDIA_TYPE_MESSAGE, code: 'COMMON.UNSUPPORTED_MEDIA_TYPE' } };
    }
    const kind = KIND_BY_STATUS[status];
    if (kind) {
      const code = kind === 'not-found' ? 'COMMON.NOT_FOUND' : `COMMON.${kind.toUpperCase().replace('-', '_')}`;
      const message = kind === 'not-found' && request.url.startsWith('/api') ? '요청하신 경로를 찾을 수 없습니다.' : RESULT_BY_KIND[kind].message;
      return { status, body: { result: RESULT_BY_KIND[kind].result, message, code } };
    }
    if (exception instanceof HttpException) {
      // Any other status a handler chose (503 while a dependency is down, 406, ...) passes through.
      const message = status < 500 ? RESULT_BY_KIND.invalid.message : RESULT_BY_KIND.server.message;
      return { status, body: { result: String(status * 10), message, code: `COMMON.HTTP_${status}` } };
    }
    return { status: 500, body: { result: RESULT_BY_KIND.server.result, message: RESULT_BY_KIND.server.message, code: 'COMMON.SERVER_ERROR' } };
  }
}

export const UNSUPPORTED_MEDIA_TYPE_MESSAGE = '지원하지 않는 요청 형식입니다. JSON으로 보내주세요.';

/**
 * The SQLSTATE of a PostgreSQL "data exception" (class 22: 22021 a byte sequence invalid in the encoding,
 * 22P05 an untranslatable character, 22P02 text that is not a number, 22003 out of range, ...): the value sent
 * was refused, so it is the caller's 400. Read by shape (TypeORM's QueryFailedError carries the driver's error).
 */
function dataExceptionState(exception: unknown): string | null {
  const error = exception as { driverError?: { code?: unknown }; code?: unknown } | null;
  const code = error?.driverError?.code ?? error?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) ? code : null;
}

/** Fastify's own errors (body too large, bad JSON, bad content type) carry a 4xx statusCode. */
function statusOfFastifyError(exception: unknown): number {
  const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 ? statusCode : 500;
}
