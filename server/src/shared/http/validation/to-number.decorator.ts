import { Transform } from 'class-transformer';

/** A plain decimal spelling: an optional minus, no leading zeros, an optional fraction. Nothing else is a number. */
const DECIMAL = /^-?(0|[1-9]\d{0,15})(\.\d{1,15})?$/;

/**
 * A number sent as text (a path or query parameter, a multipart field) read only when it is written the plain way.
 * `Number()` would also read " 1" (a `%20` in a path), "0x10", "1e3", "" and "+1"; those stay text here, so the
 * property's own rule (`IsInt`, `Min`) refuses them with its Korean message.
 */
export function strictNumber(value: unknown): unknown {
  return typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;
}

/** strictNumber for whole numbers only: "1.0" stays text too (a row id, a page). */
export function strictInteger(value: unknown): unknown {
  return typeof value === 'string' && /^-?(0|[1-9]\d{0,15})$/.test(value) ? Number(value) : value;
}

/** `@ToInteger()`: strictInteger on the way in. */
export const ToInteger = (): PropertyDecorator => Transform(({ value }) => strictInteger(value));

/** `@ToNumber()` on a DTO property: strictNumber on the way in (instead of class-transformer's `Type(() => Number)`). */
export const ToNumber = (): PropertyDecorator => Transform(({ value }) => strictNumber(value));
