import type { RefObject } from 'react';
import { notifyError } from './notify';

export interface RequiredField {
  /** What the shopper typed (or chose); empty or blank counts as missing. */
  value: string;
  /** The message naming this field: '이름을 입력해주세요.'. */
  message: string;
  /** The input to put the focus in when it is the first one missing. */
  input?: RefObject<HTMLElement | null>;
}

/**
 * A form's required fields, in the order the form shows them: the first one left empty is named in an error toast
 * and focused, so the shopper knows which one and lands in it (instead of one message for several fields).
 * True when one was missing.
 */
export function reportFirstMissingField(fields: RequiredField[]): boolean {
  const missing = fields.find((field) => !field.value.trim());
  if (!missing) return false;
  notifyError(missing.message);
  missing.input?.current?.focus();
  return true;
}
