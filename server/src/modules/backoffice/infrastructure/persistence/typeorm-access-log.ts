import { Injectable } from '@nestjs/common';
import { type FindOptionsWhere } from 'typeorm';
import { offsetOf, type Page, type PageRequest, pageOf } from '../../../../shared/domain/page';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { AccessEntry, AccessLogPort, AccessRecord, AccessSubjectType } from '../../application/ports/access-log.port';
import { PersonalDataAccessLogOrmEntity } from './personal-data-access-log.orm-entity';

/** personal_data_access_log: one row per look at personal data, read newest first. */
@Injectable()
export class TypeormAccessLog implements AccessLogPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async append(entry: AccessEntry): Promise<void> {
    await (await this.managers.forWrite()).getRepository(PersonalDataAccessLogOrmEntity).insert({ ...entry });
  }

  async page(request: PageRequest, filter: { adminId?: number; subjectType?: AccessSubjectType; subjectId?: string }): Promise<Page<AccessRecord>> {
    const where: FindOptionsWhere<PersonalDataAccessLogOrmEntity> = {};
    if (filter.adminId !== undefined) where.adminId = filter.adminId;
    if (filter.subjectType !== undefined) where.subjectType = filter.subjectType;
    if (filter.subjectId !== undefined) where.subjectId = filter.subjectId;
    const [rows, total] = await (await this.managers.forRead())
      .getRepository(PersonalDataAccessLogOrmEntity)
      .findAndCount({ where, order: { at: 'DESC', id: 'DESC' }, skip: offsetOf(request), take: request.size });
    return pageOf(
      rows.map((row) => ({
        id: Number(row.id),
        at: row.at,
        adminId: row.adminId,
        actor: row.actor,
        ip: row.ip,
        subjectType: row.subjectType as AccessSubjectType,
        subjectId: row.subjectId,
        purpose: row.purpose,
        fields: row.fields,
      })),
      request,
      total,
    );
  }
}
