import { Module, type Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GetBannerController } from './application/queries/get-banner/get-banner.controller';
import { GetBannerService } from './application/queries/get-banner/get-banner.service';
import { GetGoodsDetailController } from './application/queries/get-goods-detail/get-goods-detail.controller';
import { GetGoodsDetailService } from './application/queries/get-goods-detail/get-goods-detail.service';
import { ListBannersController } from './application/queries/list-banners/list-banners.controller';
import { ListBannersService } from './application/queries/list-banners/list-banners.service';
import { ListCategoryGoodsController } from './application/queries/list-category-goods/list-category-goods.controller';
import { ListCategoryGoodsService } from './application/queries/list-category-goods/list-category-goods.service';
import { ListGoodsController } from './application/queries/list-goods/list-goods.controller';
import { ListGoodsService } from './application/queries/list-goods/list-goods.service';
import { ListReviewsController } from './application/queries/list-reviews/list-reviews.controller';
import { ListReviewsService } from './application/queries/list-reviews/list-reviews.service';
import { SearchGoodsController } from './application/queries/search-goods/search-goods.controller';
import { SearchGoodsService } from './application/queries/search-goods/search-goods.service';
import { BANNER_REPOSITORY, GOODS_READ_REPOSITORY, REVIEW_READ_REPOSITORY } from './catalog.di-tokens';
import { BannerOrmEntity } from './infrastructure/orm-entities/banner.orm-entity';
import { GoodsCategoryOrmEntity } from './infrastructure/orm-entities/goods-category.orm-entity';
import { GoodsImageOrmEntity } from './infrastructure/orm-entities/goods-image.orm-entity';
import { GoodsOptionCategoryOrmEntity } from './infrastructure/orm-entities/goods-option-category.orm-entity';
import { GoodsOrmEntity } from './infrastructure/orm-entities/goods.orm-entity';
import { OptionCategoryOrmEntity } from './infrastructure/orm-entities/option-category.orm-entity';
import { OptionItemOrmEntity } from './infrastructure/orm-entities/option-item.orm-entity';
import { ReviewOrmEntity } from './infrastructure/orm-entities/review.orm-entity';
import { TypeOrmBannerRepository } from './infrastructure/repositories/typeorm-banner.repository';
import { TypeOrmGoodsReadRepository } from './infrastructure/repositories/typeorm-goods-read.repository';
import { TypeOrmReviewReadRepository } from './infrastructure/repositories/typeorm-review-read.repository';
import { DemoCatalogSeeder } from './infrastructure/seed/demo-catalog.seeder';
import { GetPriceListService } from './application/queries/get-price-list/get-price-list.service';

const ormEntities = [
  GoodsOrmEntity,
  GoodsImageOrmEntity,
  GoodsCategoryOrmEntity,
  OptionCategoryOrmEntity,
  OptionItemOrmEntity,
  GoodsOptionCategoryOrmEntity,
  ReviewOrmEntity,
  BannerOrmEntity,
];

const httpControllers = [
  ListGoodsController,
  ListCategoryGoodsController,
  SearchGoodsController,
  GetGoodsDetailController,
  ListReviewsController,
  ListBannersController,
  GetBannerController,
];

const queryServices: Provider[] = [
  GetPriceListService,
  ListGoodsService,
  ListCategoryGoodsService,
  SearchGoodsService,
  GetGoodsDetailService,
  ListReviewsService,
  ListBannersService,
  GetBannerService,
];

/** Each port, bound to its adapter. */
const repositories: Provider[] = [
  { provide: GOODS_READ_REPOSITORY, useClass: TypeOrmGoodsReadRepository },
  { provide: REVIEW_READ_REPOSITORY, useClass: TypeOrmReviewReadRepository },
  { provide: BANNER_REPOSITORY, useClass: TypeOrmBannerRepository },
];

const seeders: Provider[] = [DemoCatalogSeeder];

/** The catalog: goods, categories, options, reviews and banners, read-only for now. */
@Module({
  imports: [TypeOrmModule.forFeature(ormEntities)],
  controllers: [...httpControllers],
  providers: [...queryServices, ...repositories, ...seeders],
  // The checkout prices its lines through this service, never through catalog tables.
  exports: [GetPriceListService, ListBannersService, GetGoodsDetailService],
})
export class CatalogModule {}
