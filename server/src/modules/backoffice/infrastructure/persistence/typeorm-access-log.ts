import { Injectable } from '@nestjs/common';
import { type FindOptionsWhere } from 'typeorm';
import { offsetOf, type Page, type PageRequest, pageOf } from '../../../../shared/domain/page';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { AccessEntry, AccessLogFilter, AccessLogPort, AccessRecord, AccessSubjectType } from '../../application/ports/access-log.port';
import { PersonalDataAccessLogOrmEntity } from './personal-data-access-log.orm-entity';

const NEWEST_FIRST = { at: 'DESC', id: 'DESC' } as const;

function whereOf(filter: AccessLogFilter): FindOptionsWhere<PersonalDataAccessLogOrmEntity> {
  const where: FindOptionsWhere<PersonalDataAccessLogOrmEntity> = {};
  if (filter.adminId !== undefined) where.adminId = filter.adminId;
  if (filter.subjectType !== undefined) where.subjectType = filter.subjectType;
  if (filter.subjectId !== undefined) where.subjectId = filter.subjectId;
  return where;
}

function toAccessRecord(row: PersonalDataAccessLogOrmEntity): AccessRecord {
  return {
    id: Number(row.id),
    at: row.at,
    adminId: row.adminId,
    actor: row.actor,
    ip: row.ip,
    subjectType: row.subjectType as AccessSubjectType,
    subjectId: row.subjectId,
    purpose: row.purpose,
    fields: row.fields,
  };
}

/** personal_data_access_log: one row per look at personal data, read newest first. */
@Injectable()
export class TypeormAccessLog implements AccessLogPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async append(entry: AccessEntry): Promise<void> {
    await (await this.managers.forWrite()).getRepository(PersonalDataAccessLogOrmEntity).insert({ ...entry });
  }

  async page(request: PageRequest, filter: AccessLogFilter): Promise<Page<AccessRecord>> {
    const [rows, total] = await (await this.managers.forRead())
      .getRepository(PersonalDataAccessLogOrmEntity)
      .findAndCount({ where: whereOf(filter), order: NEWEST_FIRST, skip: offsetOf(request), take: request.size });
    return pageOf(rows.map(toAccessRecord), request, total);
  }

  async all(filter: AccessLogFilter, limit: number): Promise<AccessRecord[]> {
    const rows = await (await this.managers.forRead()).getRepository(PersonalDataAccessLogOrmEntity).find({ where: whereOf(filter), order: NEWEST_FIRST, take: limit });
    return rows.map(toAccessRecord);
  }
}
