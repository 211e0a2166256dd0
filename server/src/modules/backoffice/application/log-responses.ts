import { ACCESS_SUBJECT_TYPES, type AccessSubjectType } from '../../../shared/application/staff-activity.port';
import { ApiProperty } from '@nestjs/swagger';
import type { AccessRecord } from './ports/access-log.port';
import type { AuditRecord } from './ports/audit-log.port';

export class AuditLogEntryResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ type: Number, nullable: true }) adminId!: number | null;
  @ApiProperty({ description: 'the admin\'s e-mail, token:<name> or operator:<how>' }) adminEmail!: string;
  @ApiProperty({ example: 'admin.update' }) action!: string;
  @ApiProperty({ example: 'admin' }) targetType!: string;
  @ApiProperty({ type: String, nullable: true }) targetId!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true }) before!: Record<string, unknown> | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true }) after!: Record<string, unknown> | null;
  @ApiProperty() ip!: string;
}

export function toAuditLogEntryResponse(record: AuditRecord): AuditLogEntryResponse {
  return {
    id: record.id,
    at: record.at.toISOString(),
    adminId: record.adminId,
    adminEmail: record.actor,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    before: record.before,
    after: record.after,
    ip: record.ip,
  };
}

export class AccessLogEntryResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ type: Number, nullable: true }) adminId!: number | null;
  @ApiProperty() adminEmail!: string;
  @ApiProperty() ip!: string;
  @ApiProperty({ enum: ACCESS_SUBJECT_TYPES }) subjectType!: AccessSubjectType;
  @ApiProperty({ type: String, nullable: true }) subjectId!: string | null;
  @ApiProperty({ example: 'users.detail' }) purpose!: string;
  @ApiProperty({ type: [String] }) fields!: string[];
}

export function toAccessLogEntryResponse(record: AccessRecord): AccessLogEntryResponse {
  return {
    id: record.id,
    at: record.at.toISOString(),
    adminId: record.adminId,
    adminEmail: record.actor,
    ip: record.ip,
    subjectType: record.subjectType,
    subjectId: record.subjectId,
    purpose: record.purpose,
    fields: record.fields,
  };
}
