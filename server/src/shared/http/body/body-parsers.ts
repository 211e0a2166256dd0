import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parse as parseQueryString } from 'node:querystring';
import { FORM_BODY_REASON } from './accepts-form-body.decorator';
import { MAX_JSON_DEPTH, jsonNestsDeeperThan } from './json-depth';

/** A 4xx the exception filter turns into the envelope (it reads statusCode, as with Fastify's own errors). */
class BodyRejected extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The API reads JSON only: every other parser (Fastify's text/plain, Nest's urlencoded) is removed, so any other
 * content type is Fastify's 415 before a handler runs. A mutating request without a body (logout) needs no
 * content type at all. Form bodies are parsed only for a route that declares @AcceptsFormBody(reason).
 * Call with Nest's bodyParser option off, before the app initialises.
 */
export function installBodyParsers(fastify: FastifyInstance, bodyLimit: number): void {
  fastify.removeAllContentTypeParsers();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    const text = body as string;
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new BodyRejected(400, `JSON nested deeper than ${MAX_JSON_DEPTH}`), undefined);
    // Callback style: the parser reports through done; its return value carries nothing.
    void parseJson(request, text, done);
  });
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    // No route matched: the answer is the 404, not a complaint about the body.
    if (request.is404) return done(null, {});
    if (!acceptsFormBody(request)) return done(new BodyRejected(415, 'this route reads application/json only'), undefined);
    done(null, { ...parseQueryString(body as string) });
  });
}

function acceptsFormBody(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as unknown as Record<string, unknown> | undefined;
  return typeof config?.[FORM_BODY_REASON] === 'string';
}
