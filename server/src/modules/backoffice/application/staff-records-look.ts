import type { PersonalDataLook } from '../../../shared/application/staff-activity.port';

/**
 * A look at the back office's own records (admin accounts, the audit and access logs) in an export. The access
 * log's table admits only the subject types member and order (its CHECK), and these files can show members' data
 * too, so they are logged as 'member' with no id; the purpose (admins.export, audit.export, access-log.export) tells
 * them apart. A subject type of their own ('admin') needs a migration first.
 */
export function staffRecordsLook(purpose: string, fields: string[]): PersonalDataLook {
  return { subjectType: 'member', subjectId: null, purpose, fields };
}
