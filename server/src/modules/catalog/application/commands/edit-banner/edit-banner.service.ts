import { Inject, Injectable } from '@nestjs/common';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { BANNER_REPOSITORY } from '../../../catalog.di-tokens';
import type { Banner } from '../../../domain/banner';
import { checkBannerEdit } from '../../../domain/banner-edit';
import { bannerNotFound } from '../../../domain/catalog.errors';
import type { BannerRepositoryPort } from '../../ports/banner.repository.port';

/**
 * Staff edit a home banner (PUT /api/banner). The row is locked, written and audited in one unit of work; the
 * storefront reads banners uncached (`/api/banner.php` and the first paint's lead image), so the edit shows at once.
 */
@Injectable()
export class EditBannerService {
  constructor(
    @Inject(BANNER_REPOSITORY) private readonly banners: BannerRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
  ) {}

  async execute(input: { id: number; img?: string; url?: string; txt1?: string; txt2?: string }, by: StaffActor): Promise<Result<Banner>> {
    const checked = checkBannerEdit(input);
    if (!checked.ok) return checked;
    const banner = checked.value;
    return this.unitOfWork.run(async () => {
      const before = await this.banners.findByIdForUpdate(banner.id);
      if (!before) return bannerNotFound();
      await this.banners.update(banner);
      await this.activity.changed(by, { action: 'banner.update', targetType: 'banner', targetId: banner.id, before: { ...before }, after: { ...banner } });
      return ok(banner);
    });
  }
}
