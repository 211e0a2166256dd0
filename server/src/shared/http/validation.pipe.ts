import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ApiException, type FieldError } from './api-exception';
import { RESULT_BY_KIND } from './result-codes';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * DTOs carry their Korean messages in the decorators; the first one becomes the
 * envelope's message and all of them are listed under `errors`.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidUnknownValues: true,
    // One message per field: "abc" for an id should not list every rule it breaks.
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fieldErrors = flatten(errors);
      return new ApiException('invalid', 'COMMON.INVALID_INPUT', fieldErrors[0]?.message ?? RESULT_BY_KIND.invalid.message, fieldErrors);
    },
  });
}
