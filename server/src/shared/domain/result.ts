/**
 * Expected failures travel as values, not exceptions: a stable code an integrator can
 * switch on, and the Korean message a shopper reads. Only the HTTP layer maps the
 * kind to a status code.
 */
export type FailureKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'too-many' | 'too-large' | 'unavailable';

export interface Failure {
  readonly ok: false;
  readonly kind: FailureKind;
  /** e.g. CATALOG.GOODS_NOT_FOUND */
  readonly code: string;
  readonly message: string;
}

export interface Success<T> {
  readonly ok: true;
  readonly value: T;
}

export type Result<T> = Success<T> | Failure;

export const ok = <T>(value: T): Success<T> => ({ ok: true, value });

export const fail = (kind: FailureKind, code: string, message: string): Failure => ({ ok: false, kind, code, message });
