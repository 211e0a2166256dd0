import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { ApiException, type FieldError } from './api-exception';
import { RESULT_BY_KIND } from './result-codes';
import { cacheValidationMetadata } from './validation/cached-validation-metadata';
import { findControlCharacter } from './validation/control-characters';
import { nullMeansAbsent } from './validation/null-means-absent';

export const CONTROL_CHARACTER_MESSAGE = '허용되지 않는 문자가 포함되어 있습니다.';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * Every body, query and path parameter, whatever its DTO says: a control character anywhere is a 400 before any
 * DTO rule or use case sees the value (docs/decisions.md, "The HTTP edge"); a null the OpenAPI document does not
 * allow reaches the controller as an absent field (validation/null-means-absent.ts).
 */
class ShopValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      const field = findControlCharacter(value, metadata.type, metadata.data ?? '');
      if (field !== null) {
        throw new ApiException('invalid', 'COMMON.INVALID_INPUT', CONTROL_CHARACTER_MESSAGE, [{ field, message: CONTROL_CHARACTER_MESSAGE }]);
      }
    }
    return nullMeansAbsent(await super.transform(value, metadata));
  }
}

/**
 * DTOs carry their Korean messages in the decorators; the first one becomes the
 * envelope's message and all of them are listed under `errors`.
 */
export function createValidationPipe(): ValidationPipe {
  cacheValidationMetadata();
  return new ShopValidationPipe({
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
