/**
 * Whether an error means the database is out of reach or too slow, not that the request was wrong: the answer is 503
 * with Retry-After (retry later), never a 500. Read by shape, like the filter's other checks (TypeORM's
 * QueryFailedError carries the driver's error under driverError; pg-pool throws plain Errors).
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a database that cannot serve now: class 08 (connection exception), 53 (insufficient resources, e.g.
 * 53300 too many connections), 57014 (statement timeout / cancelled), 57P01–57P03 (shutting down, cannot connect now).
 */
const UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|53[0-9A-Z]{3}|57014|57P0[1-3])$/;

/** pg's and pg-pool's own words when no connection comes or an open one dies. */
const UNAVAILABLE_MESSAGE = /timeout exceeded when trying to connect|Connection terminated|connection timeout|Query read timeout|is not queryable|Connection refused/i;

/** Seconds a client is asked to wait before retrying (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(exception: unknown): boolean {
  for (const error of [exception, (exception as { driverError?: unknown } | null)?.driverError]) {
    if (!error || typeof error !== 'object') continue;
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATE.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}
