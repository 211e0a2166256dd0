import type { Failure, FailureKind, Result } from '../domain/result';
import { RESULT_BY_KIND } from './result-codes';

export interface FieldError {
  field: string;
  message: string;
}

/** Carries an expected failure to the exception filter, which writes the envelope. */
export class ApiException extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly code: string,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }

  get status(): number {
    return RESULT_BY_KIND[this.kind].status;
  }

  static from(failure: Failure): ApiException {
    return new ApiException(failure.kind, failure.code, failure.message);
  }
}

/** Unwraps a use case's result in a controller: the value, or the failure thrown as an ApiException. */
export function orThrow<T>(result: Result<T>): T {
  if (!result.ok) throw ApiException.from(result);
  return result.value;
}
