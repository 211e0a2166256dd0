import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DEFAULT_PRODUCTION_DAYS } from '../../../../shared/domain/production-days';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { GoodsAdminRepositoryPort, GoodsForEdit, GoodsWrite, NewGoodsImage, PendingThumbnail } from '../../application/ports/goods-admin.repository.port';
import { isGoodsImageStatus } from '../../domain/goods-image-status';
import { NEW_GOODS_STATUS, type GoodsStatus } from '../../domain/goods-status';
import { toCategoryId, toGoodsImage, toGoodsStatus, type GoodsImageRow } from '../mappers/goods-row.mapper';

interface GoodsImageEditRow extends GoodsImageRow {
  status: string;
  failure_reason: string | null;
}

interface GoodsEditRow {
  id: string;
  goods_name: string;
  price: number;
  contents: string;
  thumb_src: string;
  made_to_order: boolean;
  production_days_min: number;
  production_days_max: number;
  deleted_at: Date | null;
  status: string;
  addon_only: boolean;
  created: Date;
}

/** The back office's goods writes in PostgreSQL (hidden goods included); joins the current unit of work. */
@Injectable()
export class TypeOrmGoodsAdminRepository implements GoodsAdminRepositoryPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async findForEdit(id: number): Promise<GoodsForEdit | null> {
    return this.load(await this.managers.forRead(), id, '');
  }

  async lockForEdit(id: number): Promise<GoodsForEdit | null> {
    return this.load(await this.managers.forWrite(), id, 'FOR UPDATE');
  }

  async insert(goods: GoodsWrite & { thumbSrc: string }, images: NewGoodsImage[]): Promise<{ id: number; imageIds: number[] }> {
    const manager = await this.managers.forWrite();
    const days = goods.productionDays ?? DEFAULT_PRODUCTION_DAYS;
    const rows = await manager.query<{ id: string }[]>(
      `INSERT INTO goods (goods_name, price, contents, thumb_src, thumb_ready, status, addon_only, production_days_min, production_days_max)
       VALUES ($1, $2, $3, $4, false, $5, coalesce($6, false), $7, $8) RETURNING id`,
      [goods.goodsName, goods.price, goods.contents, goods.thumbSrc, goods.status ?? NEW_GOODS_STATUS, goods.addonOnly, days.min, days.max],
    );
    const id = Number(rows[0].id);
    await this.writeLinks(manager, id, goods);
    return { id, imageIds: await this.appendImages(manager, id, images) };
  }

  async update(id: number, goods: GoodsWrite, removeImageIds: readonly number[], newImages: NewGoodsImage[]): Promise<number[]> {
    const manager = await this.managers.forWrite();
    await manager.query(
      `UPDATE goods SET goods_name = $2, price = $3, contents = $4,
         status = coalesce($5, status), addon_only = coalesce($6, addon_only),
         production_days_min = coalesce($7, production_days_min), production_days_max = coalesce($8, production_days_max)
       WHERE id = $1`,
      [id, goods.goodsName, goods.price, goods.contents, goods.status, goods.addonOnly, goods.productionDays?.min ?? null, goods.productionDays?.max ?? null],
    );
    await manager.query(`DELETE FROM goods_category WHERE goods_id = $1`, [id]);
    await manager.query(`DELETE FROM goods_option_category WHERE goods_id = $1`, [id]);
    await this.writeLinks(manager, id, goods);
    if (removeImageIds.length > 0) {
      await manager.query(`DELETE FROM goods_image WHERE goods_id = $1 AND role = 'EXTRA' AND id = ANY($2::bigint[])`, [id, removeImageIds.map(String)]);
    }
    // A new thumbnail supersedes one still on its way (its job then finds nothing to do).
    if (newImages.some((image) => image.role === 'THUMB')) await manager.query(`DELETE FROM goods_image WHERE goods_id = $1 AND role = 'THUMB'`, [id]);
    return this.appendImages(manager, id, newImages);
  }

  async setStatus(id: number, status: GoodsStatus): Promise<void> {
    const manager = await this.managers.forWrite();
    await manager.query(`UPDATE goods SET status = $2 WHERE id = $1`, [id, status]);
  }

  async hide(id: number, now: Date): Promise<boolean> {
    const manager = await this.managers.forWrite();
    // An UPDATE answers [rows, count] through TypeORM's query().
    const [rows] = await manager.query<[{ id: string }[], number]>(`UPDATE goods SET deleted_at = $2 WHERE id = $1 AND deleted_at IS NULL RETURNING id`, [id, now]);
    return rows.length > 0;
  }

  private async load(manager: EntityManager, id: number, lock: string): Promise<GoodsForEdit | null> {
    const rows = await manager.query<GoodsEditRow[]>(
      `SELECT id, goods_name, price, contents, thumb_src, made_to_order, production_days_min, production_days_max, deleted_at, status, addon_only, created
         FROM goods WHERE id = $1 ${lock}`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    const categories = await manager.query<{ category_id: number }[]>(`SELECT category_id FROM goods_category WHERE goods_id = $1 ORDER BY category_id`, [id]);
    const images = await manager.query<(GoodsImageEditRow & { role: string })[]>(
      `SELECT id, src, origin_name, role, status, failure_reason FROM goods_image WHERE goods_id = $1 ORDER BY position, id`,
      [id],
    );
    const options = await manager.query<{ option_category_id: string }[]>(
      `SELECT option_category_id FROM goods_option_category WHERE goods_id = $1 ORDER BY position, id`,
      [id],
    );
    return {
      id: Number(row.id),
      goodsName: row.goods_name,
      price: row.price,
      contents: row.contents,
      thumbSrc: row.thumb_src,
      madeToOrder: row.made_to_order,
      productionDays: { min: row.production_days_min, max: row.production_days_max },
      hidden: row.deleted_at !== null,
      status: toGoodsStatus(row.status),
      addonOnly: row.addon_only,
      created: row.created,
      categoryIds: categories.map((category) => toCategoryId(category.category_id)),
      images: images.filter((image) => image.role === 'EXTRA').map(toImageForEdit),
      pendingThumbnail: pendingThumbnailOf(images.filter((image) => image.role === 'THUMB')),
      optionCategoryIds: options.map((option) => Number(option.option_category_id)),
    };
  }

  private async writeLinks(manager: EntityManager, id: number, goods: GoodsWrite): Promise<void> {
    for (const categoryId of goods.categoryIds) {
      await manager.query(`INSERT INTO goods_category (goods_id, category_id) VALUES ($1, $2)`, [id, categoryId]);
    }
    for (const [position, optionCategoryId] of goods.optionCategoryIds.entries()) {
      await manager.query(`INSERT INTO goods_option_category (goods_id, option_category_id, position) VALUES ($1, $2, $3)`, [id, optionCategoryId, position]);
    }
  }

  /** New images are PROCESSING until their job has drawn them; answers their ids in the order given. */
  private async appendImages(manager: EntityManager, id: number, images: NewGoodsImage[]): Promise<number[]> {
    if (images.length === 0) return [];
    const [{ next }] = await manager.query<{ next: number }[]>(`SELECT coalesce(max(position), 0) + 1 AS next FROM goods_image WHERE goods_id = $1`, [id]);
    const ids: number[] = [];
    for (const [index, image] of images.entries()) {
      const [row] = await manager.query<{ id: string }[]>(
        `INSERT INTO goods_image (goods_id, src, origin_name, position, role, status) VALUES ($1, $2, $3, $4, $5, 'PROCESSING') RETURNING id`,
        [id, image.src, image.originName, next + index, image.role],
      );
      ids.push(Number(row.id));
    }
    return ids;
  }
}

function toImageForEdit(row: GoodsImageEditRow) {
  return { ...toGoodsImage(row), status: isGoodsImageStatus(row.status) ? row.status : 'READY', failureReason: row.failure_reason };
}

/** The goods' THUMB row when it is not ready (a ready one's URL is the goods' thumb_src already). */
function pendingThumbnailOf(rows: GoodsImageEditRow[]): PendingThumbnail | null {
  const row = rows.find((each) => each.status === 'PROCESSING' || each.status === 'FAILED');
  return row ? { id: Number(row.id), status: row.status as PendingThumbnail['status'], failureReason: row.failure_reason } : null;
}
