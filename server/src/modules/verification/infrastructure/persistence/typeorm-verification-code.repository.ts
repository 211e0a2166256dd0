import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import type { Result } from '../../../../shared/domain/result';
import type { VerificationCodeRepositoryPort } from '../../application/ports/verification-code.repository.port';
import { DAY_MS, HOUR_MS, type SendHistory } from '../../domain/send-limits';
import type { VerificationCode } from '../../domain/verification-code';
import type { VerificationPurpose } from '../../domain/verification-purpose';
import { VerificationCodeMapper } from './verification-code.mapper';
import { VerificationCodeOrmEntity } from './verification-code.orm-entity';

/** Namespace of the advisory locks taken per phone number while a code is issued. */
const SEND_LOCK_NAMESPACE = 30_001;

/**
 * Codes in PostgreSQL; the send limits are counts over this table in time windows
 * measured with the application's CLOCK, so every instance shares them.
 */
@Injectable()
export class TypeormVerificationCodeRepository implements VerificationCodeRepositoryPort {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(VerificationCodeOrmEntity) private readonly rows: Repository<VerificationCodeOrmEntity>,
  ) {}

  issueIfAllowed(
    request: { phone: string; ip: string; now: Date },
    decide: (history: SendHistory) => Result<VerificationCode>,
  ): Promise<Result<VerificationCode>> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [SEND_LOCK_NAMESPACE, request.phone]);
      const dayAgo = new Date(request.now.getTime() - DAY_MS);
      const hourAgo = new Date(request.now.getTime() - HOUR_MS);
      const [counts] = (await manager.query(
        `SELECT (SELECT max(created_at) FROM verification_code WHERE phone = $1) AS last_at,
                (SELECT count(*) FROM verification_code WHERE phone = $1 AND created_at > $3)::int AS number_day,
                (SELECT count(*) FROM verification_code WHERE requester_ip = $2 AND created_at > $4)::int AS ip_hour,
                (SELECT count(*) FROM verification_code WHERE created_at > $3)::int AS all_day`,
        [request.phone, request.ip, dayAgo, hourAgo],
      )) as { last_at: Date | null; number_day: number; ip_hour: number; all_day: number }[];
      const decided = decide({
        lastSentToNumberAt: counts.last_at ? new Date(counts.last_at) : null,
        sentToNumberInDay: counts.number_day,
        sentFromIpInHour: counts.ip_hour,
        sentEverywhereInDay: counts.all_day,
      });
      if (!decided.ok) return decided;
      const row = VerificationCodeMapper.toPersistence(decided.value);
      await manager.query(
        `UPDATE verification_code SET superseded_at = $3
          WHERE phone = $1 AND purpose = $2 AND confirmed_at IS NULL AND superseded_at IS NULL`,
        [row.phone, row.purpose, request.now],
      );
      await manager.getRepository(VerificationCodeOrmEntity).insert(row);
      return decided;
    });
  }

  async discard(id: string): Promise<void> {
    await this.rows.delete({ id });
  }

  async findOpen(phone: string, purpose: VerificationPurpose): Promise<VerificationCode | null> {
    const row = await this.rows
      .createQueryBuilder('code')
      .where('code.phone = :phone AND code.purpose = :purpose', { phone, purpose })
      .andWhere('code.confirmedAt IS NULL AND code.supersededAt IS NULL')
      .orderBy('code.createdAt', 'DESC')
      .getOne();
    return row ? VerificationCodeMapper.toDomain(row) : null;
  }

  async claimTry(id: string, maxTries: number): Promise<boolean> {
    const updated = (await this.dataSource.query(
      `UPDATE verification_code SET tries = tries + 1 WHERE id = $1 AND tries < $2 AND confirmed_at IS NULL RETURNING id`,
      [id, maxTries],
    )) as [unknown[], number];
    return updated[1] === 1;
  }

  async markConfirmed(id: string, now: Date): Promise<boolean> {
    const updated = (await this.dataSource.query(
      `UPDATE verification_code SET confirmed_at = $2 WHERE id = $1 AND confirmed_at IS NULL RETURNING id`,
      [id, now],
    )) as [unknown[], number];
    return updated[1] === 1;
  }
}
