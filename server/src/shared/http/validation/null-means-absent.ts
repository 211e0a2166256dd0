/** Where @nestjs/swagger keeps a DTO property's documented schema (its `nullable` among them). */
const SWAGGER_PROPERTY = 'swagger/apiModelProperties';

function documentedNullable(target: object, property: string): boolean {
  const schema = Reflect.getMetadata(SWAGGER_PROPERTY, Object.getPrototypeOf(target) as object, property) as { nullable?: boolean } | undefined;
  return schema?.nullable === true;
}

/**
 * A validated DTO with every `null` its OpenAPI document does not allow taken out, as if the field had not been sent:
 * `IsOptional` lets null through, and code written for `field?: T` reads `undefined`, not null (`"addressId": null`
 * beside an address once reached the use case as an address id). A null the document allows (`nullable: true`, e.g.
 * `couponId: null` for "no coupon") stays. Nested DTOs are walked; arrays' elements are left as they are.
 */
export function nullMeansAbsent<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype) return value;
  const dto = value as Record<string, unknown>;
  for (const property of Object.keys(dto)) {
    const field = dto[property];
    if (field === null && !documentedNullable(dto, property)) delete dto[property];
    else if (field !== null && typeof field === 'object') nullMeansAbsent(field);
  }
  return value;
}
