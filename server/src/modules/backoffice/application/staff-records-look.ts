import type { PersonalDataLook } from '../../../shared/application/staff-activity.port';

/**
 * A look at the back office's own records (admin accounts, the audit and access logs) in an export: subject type
 * 'staff', no single id; the purpose (admins.export, audit.export, access-log.export) says which file it was.
 */
export function staffRecordsLook(purpose: string, fields: string[]): PersonalDataLook {
  return { subjectType: 'staff', subjectId: null, purpose, fields };
}
