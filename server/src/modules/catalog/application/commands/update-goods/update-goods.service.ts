import { Inject, Injectable } from '@nestjs/common';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, fail, ok } from '../../../../../shared/domain/result';
import { GOODS_ADMIN_REPOSITORY, OPTION_CATEGORY_ADMIN_REPOSITORY } from '../../../catalog.di-tokens';
import { goodsNotFound } from '../../../domain/catalog.errors';
import { checkGoodsFields, checkGoodsImageCounts, goodsOptionCategoryUnknown, type GoodsFieldsInput } from '../../../domain/goods-draft';
import type { GoodsAdminRepositoryPort, GoodsForEdit } from '../../ports/goods-admin.repository.port';
import type { OptionCategoryAdminRepositoryPort } from '../../ports/option-category-admin.repository.port';
import { GoodsImageStore, type GoodsUpload } from '../../services/goods-image-store';
import { goodsSnapshot } from '../../services/goods-snapshot';

export interface UpdateGoodsCommand {
  id: number;
  fields: GoodsFieldsInput;
  optionCategoryIds: number[];
  /** null keeps the thumbnail. */
  thumb: GoodsUpload | null;
  extras: GoodsUpload[];
  deleteImageIds: number[];
}

const unknownImage = () => fail('invalid', 'CATALOG.GOODS_INVALID', '삭제할 이미지가 이 상품의 이미지가 아닙니다.');

/**
 * Staff edit a goods item (hidden or not): the kept extra images and the new ones must still be 2–8. New images are
 * inspected, their originals stored privately, recorded as PROCESSING and their jobs enqueued in the unit of work (as
 * create does); a new thumbnail takes the goods' place once its job has drawn it. Removed images' files stay in
 * storage: past orders and cached pages may still show them. The goods row is locked for the write, and the counts
 * are checked again under the lock.
 */
@Injectable()
export class UpdateGoodsService {
  constructor(
    @Inject(GOODS_ADMIN_REPOSITORY) private readonly goods: GoodsAdminRepositoryPort,
    @Inject(OPTION_CATEGORY_ADMIN_REPOSITORY) private readonly optionCategories: OptionCategoryAdminRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
    private readonly images: GoodsImageStore,
  ) {}

  async execute(command: UpdateGoodsCommand, by: StaffActor): Promise<Result<{ id: number }>> {
    const fields = checkGoodsFields(command.fields);
    if (!fields.ok) return fields;
    const current = await this.goods.findForEdit(command.id);
    if (!current) return goodsNotFound();
    const counted = this.checkImages(current, command);
    if (!counted.ok) return counted;
    const optionCategoryIds = [...new Set(command.optionCategoryIds)];
    if ((await this.optionCategories.existing(optionCategoryIds)).length !== optionCategoryIds.length) return goodsOptionCategoryUnknown();

    const uploads = command.thumb ? [command.thumb, ...command.extras] : command.extras;
    const accepted = await this.images.accept(uploads);
    if (!accepted.ok) return accepted;
    const newImages = accepted.value.map((image, index) => this.images.newImage(image, command.thumb && index === 0 ? 'THUMB' : 'EXTRA'));
    let result: Result<{ id: number }>;
    try {
      result = await this.unitOfWork.run(async () => {
        const before = await this.goods.lockForEdit(command.id);
        if (!before) return goodsNotFound();
        const again = this.checkImages(before, command);
        if (!again.ok) return again;
        const imageIds = await this.goods.update(command.id, { ...fields.value, optionCategoryIds }, command.deleteImageIds, newImages);
        await this.images.enqueue(accepted.value, imageIds);
        const after = await this.goods.findForEdit(command.id);
        await this.activity.changed(by, {
          action: 'goods.update',
          targetType: 'goods',
          targetId: command.id,
          before: goodsSnapshot(before),
          after: after ? goodsSnapshot(after) : null,
        });
        return ok({ id: command.id });
      });
    } catch (error) {
      await this.images.discard(accepted.value);
      throw error;
    }
    if (!result.ok) await this.images.discard(accepted.value);
    return result;
  }

  private checkImages(goods: GoodsForEdit, command: UpdateGoodsCommand): Result<void> {
    const ids = new Set(goods.images.map((image) => image.id));
    if (command.deleteImageIds.some((id) => !ids.has(id))) return unknownImage();
    const removed = new Set(command.deleteImageIds);
    const kept = goods.images.filter((image) => !removed.has(image.id)).length;
    return checkGoodsImageCounts({ hasThumb: true, extras: kept + command.extras.length });
  }
}
