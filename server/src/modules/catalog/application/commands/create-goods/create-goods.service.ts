import { Inject, Injectable } from '@nestjs/common';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { GOODS_ADMIN_REPOSITORY, OPTION_CATEGORY_ADMIN_REPOSITORY } from '../../../catalog.di-tokens';
import { checkGoodsFields, checkGoodsImageCounts, goodsOptionCategoryUnknown, type GoodsFieldsInput } from '../../../domain/goods-draft';
import type { GoodsAdminRepositoryPort } from '../../ports/goods-admin.repository.port';
import type { OptionCategoryAdminRepositoryPort } from '../../ports/option-category-admin.repository.port';
import { GoodsImageStore, type GoodsUpload } from '../../services/goods-image-store';
import { goodsSnapshot } from '../../services/goods-snapshot';

export interface CreateGoodsCommand {
  fields: GoodsFieldsInput;
  optionCategoryIds: number[];
  thumb: GoodsUpload | null;
  extras: GoodsUpload[];
}

/**
 * Staff add a goods item: the fields and image counts checked, the option categories known, every image checked
 * and converted before any is stored, then one unit of work (the goods, its links, its images, the audit record).
 * Stored files are removed again when it does not commit.
 */
@Injectable()
export class CreateGoodsService {
  constructor(
    @Inject(GOODS_ADMIN_REPOSITORY) private readonly goods: GoodsAdminRepositoryPort,
    @Inject(OPTION_CATEGORY_ADMIN_REPOSITORY) private readonly optionCategories: OptionCategoryAdminRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
    private readonly images: GoodsImageStore,
  ) {}

  async execute(command: CreateGoodsCommand, by: StaffActor): Promise<Result<{ id: number }>> {
    const fields = checkGoodsFields(command.fields);
    if (!fields.ok) return fields;
    const counts = checkGoodsImageCounts({ hasThumb: command.thumb !== null, extras: command.extras.length });
    if (!counts.ok) return counts;
    const optionCategoryIds = [...new Set(command.optionCategoryIds)];
    if ((await this.optionCategories.existing(optionCategoryIds)).length !== optionCategoryIds.length) return goodsOptionCategoryUnknown();

    const stored = await this.images.store([command.thumb as GoodsUpload, ...command.extras]);
    if (!stored.ok) return stored;
    const [thumb, ...extras] = stored.value;
    let result: Result<{ id: number }>;
    try {
      result = await this.unitOfWork.run(async () => {
        const id = await this.goods.insert(
          { ...fields.value, thumbSrc: thumb.thumbSrc, optionCategoryIds },
          extras.map((image) => ({ src: image.src, originName: image.originName })),
        );
        const saved = await this.goods.findForEdit(id);
        await this.activity.changed(by, { action: 'goods.create', targetType: 'goods', targetId: id, before: null, after: saved ? goodsSnapshot(saved) : null });
        return ok({ id });
      });
    } catch (error) {
      await this.images.discard(stored.value);
      throw error;
    }
    if (!result.ok) await this.images.discard(stored.value);
    return result;
  }
}
