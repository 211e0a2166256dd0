/* A StaffActivityPort for unit specs: keeps what staff changed and looked at, with who did it. */
import type { AuditedChange, PersonalDataLook, StaffActivityPort, StaffActor } from '../staff-activity.port';

export class RecordingStaffActivity implements StaffActivityPort {
  readonly changes: Array<AuditedChange & { by: StaffActor }> = [];
  readonly looks: Array<PersonalDataLook & { by: StaffActor }> = [];

  async changed(by: StaffActor, change: AuditedChange): Promise<void> {
    this.changes.push({ ...change, by });
  }

  async looked(by: StaffActor, look: PersonalDataLook): Promise<void> {
    this.looks.push({ ...look, by });
  }
}
