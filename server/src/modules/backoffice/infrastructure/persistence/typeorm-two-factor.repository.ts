import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { IsNull, LessThan, Not } from 'typeorm';
import { BACKOFFICE_CONFIG, type BackofficeConfig } from '../../../../config/backoffice.config';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { TwoFactorRepositoryPort } from '../../application/ports/two-factor.repository.port';
import type { TwoFactorEnrolment } from '../../domain/two-factor';
import { SecretBox } from '../security/secret-box';
import { AdminRecoveryCodeOrmEntity } from './admin-recovery-code.orm-entity';
import { AdminTwoFactorOrmEntity } from './admin-two-factor.orm-entity';

/** SHA-256 of a recovery code: the codes are random (50 bits), so a plain digest is enough to keep them unreadable. */
function digest(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

@Injectable()
export class TypeormTwoFactorRepository implements TwoFactorRepositoryPort {
  private readonly box: SecretBox;

  constructor(
    private readonly managers: CurrentEntityManager,
    @Inject(BACKOFFICE_CONFIG) config: Pick<BackofficeConfig, 'twoFactorKey'>,
  ) {
    this.box = new SecretBox(config.twoFactorKey);
  }

  async find(adminId: number): Promise<TwoFactorEnrolment | null> {
    const row = await (await this.managers.forRead()).getRepository(AdminTwoFactorOrmEntity).findOne({ where: { adminId } });
    return row ? { adminId, secret: this.box.open(row.secret), confirmedAt: row.confirmedAt, lastStep: row.lastStep } : null;
  }

  async saveUnconfirmed(adminId: number, secret: string, now: Date): Promise<boolean> {
    const rows: unknown[] = await (await this.managers.forWrite()).query(
      `INSERT INTO admin_two_factor (admin_id, secret, confirmed_at, last_step, created_at) VALUES ($1, $2, NULL, 0, $3)
       ON CONFLICT (admin_id) DO UPDATE SET secret = EXCLUDED.secret, last_step = 0, created_at = EXCLUDED.created_at
       WHERE admin_two_factor.confirmed_at IS NULL
       RETURNING admin_id`,
      [adminId, this.box.seal(secret), now],
    );
    return rows.length === 1;
  }

  async confirm(adminId: number, step: number, now: Date): Promise<boolean> {
    const result = await (await this.managers.forWrite()).getRepository(AdminTwoFactorOrmEntity).update({ adminId, confirmedAt: IsNull() }, { confirmedAt: now, lastStep: step });
    return result.affected === 1;
  }

  async useStep(adminId: number, step: number): Promise<boolean> {
    const result = await (await this.managers.forWrite())
      .getRepository(AdminTwoFactorOrmEntity)
      .update({ adminId, confirmedAt: Not(IsNull()), lastStep: LessThan(step) }, { lastStep: step });
    return result.affected === 1;
  }

  async remove(adminId: number): Promise<void> {
    const manager = await this.managers.forWrite();
    await manager.getRepository(AdminRecoveryCodeOrmEntity).delete({ adminId });
    await manager.getRepository(AdminTwoFactorOrmEntity).delete({ adminId });
  }

  async replaceRecoveryCodes(adminId: number, codes: readonly string[]): Promise<void> {
    const repository = (await this.managers.forWrite()).getRepository(AdminRecoveryCodeOrmEntity);
    await repository.delete({ adminId });
    if (codes.length > 0) await repository.insert(codes.map((code) => ({ adminId, codeHash: digest(code), usedAt: null })));
  }

  async spendRecoveryCode(adminId: number, code: string, now: Date): Promise<boolean> {
    const result = await (await this.managers.forWrite())
      .getRepository(AdminRecoveryCodeOrmEntity)
      .update({ adminId, codeHash: digest(code), usedAt: IsNull() }, { usedAt: now });
    return result.affected === 1;
  }

  async recoveryCodesLeft(adminId: number): Promise<number> {
    return (await this.managers.forRead()).getRepository(AdminRecoveryCodeOrmEntity).count({ where: { adminId, usedAt: IsNull() } });
  }
}
