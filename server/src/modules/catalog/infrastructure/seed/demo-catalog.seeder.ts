import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { posix } from 'node:path';
import { DataSource, type EntityManager } from 'typeorm';
import { CATALOG_SEED_CONFIG, type CatalogSeedConfig } from '../../../../config/catalog-seed.config';
import { BannerOrmEntity } from '../orm-entities/banner.orm-entity';
import { GoodsCategoryOrmEntity } from '../orm-entities/goods-category.orm-entity';
import { GoodsImageOrmEntity } from '../orm-entities/goods-image.orm-entity';
import { GoodsOptionCategoryOrmEntity } from '../orm-entities/goods-option-category.orm-entity';
import { GoodsOrmEntity } from '../orm-entities/goods.orm-entity';
import { OptionCategoryOrmEntity } from '../orm-entities/option-category.orm-entity';
import { OptionItemOrmEntity } from '../orm-entities/option-item.orm-entity';
import { ReviewOrmEntity } from '../orm-entities/review.orm-entity';
import { DEMO_BANNERS, DEMO_GOODS, DEMO_OPTION_CATEGORIES, type DemoGoods } from './demo-catalog.data';
import { ADVISORY_LOCK_KEYS } from '../../../../shared/infrastructure/database/advisory-lock-keys';

/** The demo data's "now": createdDaysAgo and daysAgo count back from it, so every start seeds the same dates. */
export const DEMO_REFERENCE_DATE = new Date('2026-11-01T00:00:00Z');

const DAY_MS = 24 * 60 * 60 * 1000;

/** Serialises seeding between instances that start together on one database (its own key, never the housekeeping's). */
const SEED_LOCK_KEY = ADVISORY_LOCK_KEYS.demoCatalogSeed;

export function daysBeforeReference(days: number): Date {
  return new Date(DEMO_REFERENCE_DATE.getTime() - days * DAY_MS);
}

/**
 * Fills an empty catalog with the demo goods, options, reviews and banners when the
 * app starts with SEED_DEMO on. All or nothing, in one transaction; a catalog that has
 * any goods (even deleted ones) is left alone.
 */
@Injectable()
export class DemoCatalogSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoCatalogSeeder');

  constructor(
    @Inject(CATALOG_SEED_CONFIG) private readonly config: CatalogSeedConfig,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    if (await this.seed()) this.logger.log(`seeded the demo catalog: ${DEMO_GOODS.length} goods, ${DEMO_BANNERS.length} banners`);
  }

  /** True when it seeded; false when the catalog already had goods. */
  seed(): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
      if ((await manager.count(GoodsOrmEntity)) > 0) return false;
      const optionCategoryIds = await this.insertOptionCategories(manager);
      for (const goods of DEMO_GOODS) await this.insertGoods(manager, goods, optionCategoryIds);
      await manager.insert(
        BannerOrmEntity,
        DEMO_BANNERS.map((banner, index) => ({ img: banner.img, url: banner.url, txt1: banner.txt1, txt2: banner.txt2, position: index + 1 })),
      );
      return true;
    });
  }

  /** Inserts the shared option categories and their items; returns each key's new id. */
  private async insertOptionCategories(manager: EntityManager): Promise<Map<string, string>> {
    const ids = new Map<string, string>();
    for (const category of DEMO_OPTION_CATEGORIES) {
      const inserted = await manager.insert(OptionCategoryOrmEntity, { categoryName: category.categoryName, requireYn: category.requireYn });
      const id = String(inserted.identifiers[0].id);
      ids.set(category.key, id);
      if (category.opts.length > 0) {
        await manager.insert(
          OptionItemOrmEntity,
          category.opts.map((opt, index) => ({
            optionCategoryId: id,
            optName: opt.optName,
            price: opt.price,
            position: index + 1,
            textLabel: opt.text?.label ?? null,
            textMaxLength: opt.text?.maxLength ?? null,
            textCharset: opt.text?.charset ?? null,
            textUpper: opt.text?.upperCase ?? false,
          })),
        );
      }
    }
    return ids;
  }

  private async insertGoods(manager: EntityManager, goods: DemoGoods, optionCategoryIds: Map<string, string>): Promise<void> {
    const inserted = await manager.insert(GoodsOrmEntity, {
      goodsName: goods.goodsName,
      price: goods.price,
      contents: goods.contents,
      thumbSrc: goods.thumb,
      displayOrder: goods.displayOrder,
      addonOnly: goods.addonOnly ?? false,
      created: daysBeforeReference(goods.createdDaysAgo),
    });
    const goodsId = String(inserted.identifiers[0].id);
    if (goods.images.length > 0) {
      await manager.insert(
        GoodsImageOrmEntity,
        goods.images.map((src, index) => ({ goodsId, src, originName: posix.basename(src), position: index + 1 })),
      );
    }
    if (goods.categories.length > 0) {
      await manager.insert(
        GoodsCategoryOrmEntity,
        [...new Set(goods.categories)].map((categoryId) => ({ goodsId, categoryId })),
      );
    }
    if (goods.optionKeys.length > 0) {
      await manager.insert(
        GoodsOptionCategoryOrmEntity,
        goods.optionKeys.map((key, index) => {
          const optionCategoryId = optionCategoryIds.get(key);
          if (!optionCategoryId) throw new Error(`demo goods "${goods.slug}" names an unknown option category "${key}"`);
          return { goodsId, optionCategoryId, position: index + 1 };
        }),
      );
    }
    if (goods.reviews.length > 0) {
      await manager.insert(
        ReviewOrmEntity,
        goods.reviews.map((review) => ({
          goodsId,
          memberId: null,
          authorName: review.memberName,
          score: review.score,
          contents: review.contents,
          recommendCount: review.recommendCount,
          created: daysBeforeReference(review.daysAgo),
        })),
      );
    }
  }
}
