import { RESULT_OK, SUCCESS_MESSAGE } from './result-codes';

/**
 * Every answer is `{ result, message, <key>: payload }`. The key is the one the spec's
 * client reads for that call (`dto`, `data`, `list`, ...), so it varies by endpoint.
 */
export type Envelope<K extends string, T> = { result: string; message: string } & { [P in K]: T };

export function envelope<K extends string, T>(key: K, payload: T, message = SUCCESS_MESSAGE): Envelope<K, T> {
  return { result: RESULT_OK, message, [key]: payload } as Envelope<K, T>;
}

/** A success with nothing to carry, e.g. after a delete. */
export function done(message = SUCCESS_MESSAGE): { result: string; message: string } {
  return { result: RESULT_OK, message };
}
