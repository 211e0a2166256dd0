import type { FormInstance } from 'antd';
import { failureCode, serverMessage } from './two-factor-codes';

/**
 * A refusal of what was typed into one field (a wrong code, a wrong password) is shown on that field in the server's
 * own words, the field emptied and focused for the next try. Resolves false for any other failure, left to the caller.
 */
export function refuseField(form: FormInstance, field: string, error: unknown, codes: readonly string[]): boolean {
  const code = failureCode(error);
  if (code === undefined || !codes.includes(code)) return false;
  form.setFields([{ name: field, value: '', errors: [serverMessage(error)] }]);
  form.focusField(field);
  return true;
}
