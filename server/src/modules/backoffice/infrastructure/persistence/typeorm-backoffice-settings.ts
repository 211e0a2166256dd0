import { Injectable } from '@nestjs/common';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { BackofficeSettingsPort } from '../../application/ports/backoffice-settings.port';
import { BackofficeSettingOrmEntity } from './backoffice-setting.orm-entity';

const TWO_FACTOR_REQUIRED = 'two-factor-required';

@Injectable()
export class TypeormBackofficeSettings implements BackofficeSettingsPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async twoFactorRequired(): Promise<boolean> {
    const row = await (await this.managers.forRead()).getRepository(BackofficeSettingOrmEntity).findOne({ where: { key: TWO_FACTOR_REQUIRED } });
    return row?.value === true;
  }

  async setTwoFactorRequired(required: boolean, now: Date): Promise<void> {
    await (await this.managers.forWrite()).getRepository(BackofficeSettingOrmEntity).upsert({ key: TWO_FACTOR_REQUIRED, value: required, updatedAt: now }, ['key']);
  }
}
