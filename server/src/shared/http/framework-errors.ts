import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { RESULT_BY_KIND } from './result-codes';

/**
 * Errors Fastify raises before any route runs (a path whose percent-encoding is broken, e.g. /api/%E0%A4%A):
 * the caller's 400, in the envelope like every other answer.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .status(status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send({ result: RESULT_BY_KIND.invalid.result, message: RESULT_BY_KIND.invalid.message, code: 'COMMON.INVALID_PATH' });
}
