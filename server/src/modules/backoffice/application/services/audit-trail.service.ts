import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../shared/application/clock.port';
import type { AuditedChange, PersonalDataLook, StaffActivityPort, StaffActor } from '../../../../shared/application/staff-activity.port';
import { ACCESS_LOG, AUDIT_LOG } from '../../backoffice.di-tokens';
import type { AccessLogPort } from '../ports/access-log.port';
import type { AuditLogPort } from '../ports/audit-log.port';

/**
 * The back office's two logs (shared/application/staff-activity.port.ts says when each is written), in its tables.
 */
@Injectable()
export class AuditTrailService implements StaffActivityPort {
  constructor(
    @Inject(AUDIT_LOG) private readonly audit: AuditLogPort,
    @Inject(ACCESS_LOG) private readonly access: AccessLogPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async changed(by: StaffActor, change: AuditedChange): Promise<void> {
    await this.audit.append({
      adminId: by.adminId,
      actor: by.actor.slice(0, 254),
      action: change.action,
      targetType: change.targetType,
      targetId: change.targetId === null ? null : String(change.targetId),
      before: change.before,
      after: change.after,
      ip: by.ip.slice(0, 64),
      at: this.clock.now(),
    });
  }

  async looked(by: StaffActor, look: PersonalDataLook): Promise<void> {
    await this.access.append({
      adminId: by.adminId,
      actor: by.actor.slice(0, 254),
      ip: by.ip.slice(0, 64),
      subjectType: look.subjectType,
      subjectId: look.subjectId === null ? null : String(look.subjectId),
      purpose: look.purpose,
      fields: look.fields,
      at: this.clock.now(),
    });
  }
}
