import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FailureKind } from '../domain/result';
import { ApiException, type FieldError } from './api-exception';
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
 * Korean message; Nest's and Fastify's own 4xx errors get the envelope too; anything
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
    if (status >= 500) {
      this.logger.error({ reqId: request.id, url: request.url, err: exception instanceof Error ? exception.stack : String(exception) });
    }
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  private describe(exception: unknown, request: FastifyRequest): { status: number; body: ErrorBody } {
    if (exception instanceof ApiException) {
      const body: ErrorBody = { result: RESULT_BY_KIND[exception.kind].result, message: exception.message, code: exception.code };
      if (exception.errors.length) body.errors = exception.errors;
      return { status: exception.status, body };
    }
    const status = exception instanceof HttpException ? exception.getStatus() : statusOfFastifyError(exception);
    const kind = KIND_BY_STATUS[status];
    if (kind) {
      const code = kind === 'not-found' ? 'COMMON.NOT_FOUND' : `COMMON.${kind.toUpperCase().replace('-', '_')}`;
      const message = kind === 'not-found' && request.url.startsWith('/api') ? '요청하신 경로를 찾을 수 없습니다.' : RESULT_BY_KIND[kind].message;
      return { status, body: { result: RESULT_BY_KIND[kind].result, message, code } };
    }
    return { status: 500, body: { result: RESULT_BY_KIND.server.result, message: RESULT_BY_KIND.server.message, code: 'COMMON.SERVER_ERROR' } };
  }
}

/** Fastify's own errors (body too large, bad JSON, bad content type) carry a 4xx statusCode. */
function statusOfFastifyError(exception: unknown): number {
  const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 ? statusCode : 500;
}
