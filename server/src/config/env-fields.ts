import { z } from 'zod';

/**
 * The building blocks of the configuration schema: one environment variable each, read as the old hand-written
 * parser did (unset takes the default; the messages name the variable and quote what was given).
 */
type Context = z.RefinementCtx;

/** Records a problem with a variable and yields nothing (zod carries on to report the others). */
export function invalid(ctx: Context, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** A variable read as is; `fallback` when unset (an empty value stays empty). */
export function text(fallback = '') {
  return z.string().optional().transform((value) => value ?? fallback);
}

/** A variable whose empty value counts as unset. */
export function optionalText() {
  return z.string().optional().transform((value) => value || undefined);
}

function checkedInteger(name: string, value: string, min: number, max: number, ctx: Context): number {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    return invalid(ctx, `${name} must be an integer between ${min} and ${max} (got "${value}")`);
  }
  return Number(value);
}

/** A whole number in [min, max]; `fallback` when unset. */
export function integer(name: string, fallback: number, min: number, max: number) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => checkedInteger(name, value ?? String(fallback), min, max, ctx));
}

/** A whole number in [min, max], or undefined when unset (its default depends on another variable). */
export function optionalInteger(name: string, min: number, max: number) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => (value === undefined ? undefined : checkedInteger(name, value, min, max, ctx)));
}

/** true/1/yes or false/0/no. */
export function bool(name: string, fallback: boolean) {
  return z
    .string()
    .optional()
    .transform((value = String(fallback), ctx) => {
      if (['true', '1', 'yes'].includes(value)) return true;
      if (['false', '0', 'no'].includes(value)) return false;
      return invalid(ctx, `${name} must be true or false (got "${value}")`);
    });
}

/** true/1/yes or false/0/no, or undefined when unset or empty (production asks for some to be given explicitly). */
export function optionalBool(name: string) {
  return z
    .string()
    .optional()
    .transform((value, ctx): boolean | undefined => {
      if (value === undefined || value === '') return undefined;
      if (['true', '1', 'yes'].includes(value)) return true;
      if (['false', '0', 'no'].includes(value)) return false;
      return invalid(ctx, `${name} must be true or false (got "${value}")`);
    });
}

/** One of `allowed`, or undefined when unset or empty (its default depends on another variable). */
export function optionalOneOf<T extends string>(name: string, allowed: readonly T[]) {
  return z
    .string()
    .optional()
    .transform((value, ctx): T | undefined => {
      if (value === undefined || value === '') return undefined;
      if (!(allowed as readonly string[]).includes(value)) return invalid(ctx, `${name} must be one of ${allowed.join(', ')} (got "${value}")`);
      return value as T;
    });
}

/** One of `allowed`; `fallback` when unset. */
export function oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T) {
  return z
    .string()
    .optional()
    .transform((value = fallback, ctx): T => {
      if (!(allowed as readonly string[]).includes(value)) return invalid(ctx, `${name} must be one of ${allowed.join(', ')} (got "${value}")`);
      return value as T;
    });
}

function checkedHttpUrl(name: string, value: string, ctx: Context): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return invalid(ctx, `${name} is not a URL (got "${value}")`);
  }
  if (!['http:', 'https:'].includes(url.protocol)) return invalid(ctx, `${name} must be an http:// or https:// URL (got "${value}")`);
  return value.replace(/\/+$/, '');
}

/** An http(s) URL without its trailing slashes; `fallback` when unset or empty. */
export function httpUrl(name: string, fallback: string) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => checkedHttpUrl(name, value || fallback, ctx));
}

/** An http(s) URL, or undefined when unset or empty (its default depends on another variable). */
export function optionalHttpUrl(name: string) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => (value ? checkedHttpUrl(name, value, ctx) : undefined));
}

/** An http(s) URL kept exactly as given (a trailing slash may matter: NicePay's SDK is served at `/v1/js/`). */
export function httpUrlAsGiven(name: string, fallback: string) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      const given = value || fallback;
      checkedHttpUrl(name, given, ctx);
      return given;
    });
}
