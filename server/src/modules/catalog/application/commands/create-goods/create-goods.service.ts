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
 * Staff add a goods item: the fields and image counts checked, the option categories known, every image inspected
 * before any original is stored (privately), then one unit of work: the goods, its links, its images recorded as
 * PROCESSING, one goods image job per image (catalog.goods-image), the audit record. The originals are removed again
 * when it does not commit (and no job exists then). The storefront skips the goods until its thumbnail is ready.
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

    const accepted = await this.images.accept([command.thumb as GoodsUpload, ...command.extras]);
    if (!accepted.ok) return accepted;
    const [thumb, ...extras] = accepted.value;
    const thumbImage = this.images.newImage(thumb, 'THUMB');
    let result: Result<{ id: number }>;
    try {
      result = await this.unitOfWork.run(async () => {
        const { id, imageIds } = await this.goods.insert({ ...fields.value, thumbSrc: thumbImage.src, optionCategoryIds }, [
          thumbImage,
          ...extras.map((image) => this.images.newImage(image, 'EXTRA')),
        ]);
        await this.images.enqueue(accepted.value, imageIds);
        const saved = await this.goods.findForEdit(id);
        await this.activity.changed(by, { action: 'goods.create', targetType: 'goods', targetId: id, before: null, after: saved ? goodsSnapshot(saved) : null });
        return ok({ id });
      });
    } catch (error) {
      await this.images.discard(accepted.value);
      throw error;
    }
    if (!result.ok) await this.images.discard(accepted.value);
    return result;
  }
}
