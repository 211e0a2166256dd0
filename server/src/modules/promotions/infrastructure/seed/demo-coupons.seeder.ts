import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CATALOG_SEED_CONFIG, type CatalogSeedConfig } from '../../../../config/catalog-seed.config';
import { DEMO_COUPON_EXPIRATION, DEMO_COUPON_START, DEMO_COUPONS } from './demo-coupons.data';

/**
 * Adds the demo coupons when the app starts with SEED_DEMO on (with the demo catalog). A serial already present
 * is left alone, so every start may run it, and instances starting together do not collide.
 */
@Injectable()
export class DemoCouponsSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoCouponsSeeder');

  constructor(
    @Inject(CATALOG_SEED_CONFIG) private readonly config: CatalogSeedConfig,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    const added = await this.seed();
    if (added > 0) this.logger.log(`seeded ${added} demo coupons`);
  }

  /** How many coupons it added. */
  async seed(): Promise<number> {
    let added = 0;
    for (const coupon of DEMO_COUPONS) {
      const rows = (await this.dataSource.query(
        `INSERT INTO coupon (coupon_code, coupon_name, discount_rate, discount_price, min_price, start_date, expiration_date, for_new)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (coupon_code) DO NOTHING RETURNING id`,
        [coupon.couponCode, coupon.couponName, coupon.discountRate, coupon.discountPrice, coupon.minPrice, DEMO_COUPON_START, DEMO_COUPON_EXPIRATION, coupon.forNew],
      )) as unknown[];
      added += rows.length;
    }
    return added;
  }
}
