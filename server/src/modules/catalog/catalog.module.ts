import { Module, type OnModuleInit, type Provider } from '@nestjs/common';
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
import { GetReviewViewerController } from './application/queries/get-review-viewer/get-review-viewer.controller';
import { GetReviewViewerService } from './application/queries/get-review-viewer/get-review-viewer.service';
import { ListReviewsController } from './application/queries/list-reviews/list-reviews.controller';
import { ListReviewsService } from './application/queries/list-reviews/list-reviews.service';
import { SearchGoodsController } from './application/queries/search-goods/search-goods.controller';
import { SearchGoodsService } from './application/queries/search-goods/search-goods.service';
import {
  BANNER_REPOSITORY,
  GOODS_ADMIN_REPOSITORY,
  GOODS_IMAGE_WORK_REPOSITORY,
  GOODS_READ_REPOSITORY,
  OPTION_CATEGORY_ADMIN_REPOSITORY, REVIEW_POINTS, REVIEW_READ_REPOSITORY, REVIEW_WRITE_REPOSITORY, REVIEWABLE_ORDERS, WISHLIST_REPOSITORY } from './catalog.di-tokens';
import { DeleteReviewController } from './application/commands/delete-review/delete-review.controller';
import { DeleteReviewService } from './application/commands/delete-review/delete-review.service';
import { EditReviewController } from './application/commands/edit-review/edit-review.controller';
import { EditReviewService } from './application/commands/edit-review/edit-review.service';
import { RecommendReviewController } from './application/commands/recommend-review/recommend-review.controller';
import { RecommendReviewService } from './application/commands/recommend-review/recommend-review.service';
import { WriteReviewController } from './application/commands/write-review/write-review.controller';
import { WriteReviewService } from './application/commands/write-review/write-review.service';
import { GetMyReviewController } from './application/queries/get-my-review/get-my-review.controller';
import { GetMyReviewService } from './application/queries/get-my-review/get-my-review.service';
import { OrderingReviewableOrdersAdapter } from './infrastructure/contexts/ordering-reviewable-orders.adapter';
import { PromotionsReviewPointsAdapter } from './infrastructure/contexts/promotions-review-points.adapter';
import { ReviewPhotoOrmEntity } from './infrastructure/orm-entities/review-photo.orm-entity';
import { ReviewVoteOrmEntity } from './infrastructure/orm-entities/review-vote.orm-entity';
import { TypeOrmReviewWriteRepository } from './infrastructure/repositories/typeorm-review-write.repository';
import { OrderingModule } from '../ordering/ordering.module';
import { PromotionsModule } from '../promotions/promotions.module';
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
import { CreateGoodsController } from './application/commands/create-goods/create-goods.controller';
import { CreateGoodsService } from './application/commands/create-goods/create-goods.service';
import { CreateOptionCategoryController } from './application/commands/create-option-category/create-option-category.controller';
import { CreateOptionCategoryService } from './application/commands/create-option-category/create-option-category.service';
import { HideGoodsController } from './application/commands/hide-goods/hide-goods.controller';
import { PublishGoodsController } from './application/commands/publish-goods/publish-goods.controller';
import { PublishGoodsService } from './application/commands/publish-goods/publish-goods.service';
import { HideGoodsService } from './application/commands/hide-goods/hide-goods.service';
import { UpdateGoodsController } from './application/commands/update-goods/update-goods.controller';
import { UpdateGoodsService } from './application/commands/update-goods/update-goods.service';
import { UpdateOptionCategoryController } from './application/commands/update-option-category/update-option-category.controller';
import { UpdateOptionCategoryService } from './application/commands/update-option-category/update-option-category.service';
import { GetGoodsForEditController } from './application/queries/get-goods-for-edit/get-goods-for-edit.controller';
import { GetGoodsForEditService } from './application/queries/get-goods-for-edit/get-goods-for-edit.service';
import { GetOptionCategoryController } from './application/queries/get-option-category/get-option-category.controller';
import { GetOptionCategoryService } from './application/queries/get-option-category/get-option-category.service';
import { ListOptionCategoriesController } from './application/queries/list-option-categories/list-option-categories.controller';
import { ListOptionCategoriesService } from './application/queries/list-option-categories/list-option-categories.service';
import { GoodsImageStore } from './application/services/goods-image-store';
import { ProcessGoodsImageService } from './application/commands/process-goods-image/process-goods-image.service';
import { GoodsImageWorker } from './infrastructure/jobs/goods-image.worker';
import { TypeOrmGoodsImageWorkRepository } from './infrastructure/repositories/typeorm-goods-image-work.repository';
import { TypeOrmGoodsAdminRepository } from './infrastructure/repositories/typeorm-goods-admin.repository';
import { TypeOrmOptionCategoryAdminRepository } from './infrastructure/repositories/typeorm-option-category-admin.repository';
import { ExportGoodsController } from './application/queries/export-goods/export-goods.controller';
import { ExportGoodsService } from './application/queries/export-goods/export-goods.service';
import { ExportOptionCategoriesController } from './application/queries/export-option-categories/export-option-categories.controller';
import { ExportOptionCategoriesService } from './application/queries/export-option-categories/export-option-categories.service';
import { GetPriceListService } from './application/queries/get-price-list/get-price-list.service';
import { marketingControllers, marketingProviders } from './catalog-marketing.providers';
import { PurgeUnusedMarketingImagesService } from './application/commands/purge-unused-marketing-images/purge-unused-marketing-images.service';
import { RetentionTaskRegistry } from '../../shared/application/housekeeping/retention-task-registry';
import { AddToWishlistController } from './application/commands/add-to-wishlist/add-to-wishlist.controller';
import { AddToWishlistService } from './application/commands/add-to-wishlist/add-to-wishlist.service';
import { ForgetMemberWishlistService } from './application/commands/forget-member-wishlist/forget-member-wishlist.service';
import { RemoveFromWishlistController } from './application/commands/remove-from-wishlist/remove-from-wishlist.controller';
import { RemoveFromWishlistService } from './application/commands/remove-from-wishlist/remove-from-wishlist.service';
import { GetWishlistIdsController } from './application/queries/get-wishlist-ids/get-wishlist-ids.controller';
import { GetWishlistIdsService } from './application/queries/get-wishlist-ids/get-wishlist-ids.service';
import { ListWishlistController } from './application/queries/list-wishlist/list-wishlist.controller';
import { ListWishlistService } from './application/queries/list-wishlist/list-wishlist.service';
import { WishlistOrmEntity } from './infrastructure/orm-entities/wishlist.orm-entity';
import { TypeOrmWishlistRepository } from './infrastructure/repositories/typeorm-wishlist.repository';

const ormEntities = [
  GoodsOrmEntity,
  GoodsImageOrmEntity,
  GoodsCategoryOrmEntity,
  OptionCategoryOrmEntity,
  OptionItemOrmEntity,
  GoodsOptionCategoryOrmEntity,
  ReviewOrmEntity,
  ReviewPhotoOrmEntity,
  ReviewVoteOrmEntity,
  BannerOrmEntity,
  WishlistOrmEntity,
];

const httpControllers = [
  ListGoodsController,
  ListCategoryGoodsController,
  SearchGoodsController,
  GetGoodsDetailController,
  ListReviewsController,
  GetReviewViewerController,
  ListBannersController,
  GetBannerController,
  GetMyReviewController,
  WriteReviewController,
  EditReviewController,
  DeleteReviewController,
  RecommendReviewController,
  // Members' wishlists (찜).
  ListWishlistController,
  GetWishlistIdsController,
  AddToWishlistController,
  RemoveFromWishlistController,
  // Back office: option categories and goods (staff only).
  ListOptionCategoriesController,
  GetOptionCategoryController,
  CreateOptionCategoryController,
  UpdateOptionCategoryController,
  GetGoodsForEditController,
  CreateGoodsController,
  UpdateGoodsController,
  HideGoodsController,
  PublishGoodsController,
  // Their CSV exports (static export.csv routes, which Fastify matches before the :id ones).
  ExportGoodsController,
  ExportOptionCategoriesController,
];

const queryServices: Provider[] = [
  GetPriceListService,
  ListGoodsService,
  ListCategoryGoodsService,
  SearchGoodsService,
  GetGoodsDetailService,
  ListReviewsService,
  GetReviewViewerService,
  ListBannersService,
  GetBannerService,
  GetMyReviewService,
  ListOptionCategoriesService,
  GetOptionCategoryService,
  GetGoodsForEditService,
  ExportGoodsService,
  ExportOptionCategoriesService,
  ListWishlistService,
  GetWishlistIdsService,
];

const commandServices: Provider[] = [
  WriteReviewService,
  EditReviewService,
  DeleteReviewService,
  RecommendReviewService,
  CreateOptionCategoryService,
  UpdateOptionCategoryService,
  CreateGoodsService,
  UpdateGoodsService,
  HideGoodsService,
  PublishGoodsService,
  GoodsImageStore,
  ProcessGoodsImageService,
  AddToWishlistService,
  RemoveFromWishlistService,
  ForgetMemberWishlistService,
];

/** Each port, bound to its adapter. */
const repositories: Provider[] = [
  { provide: GOODS_READ_REPOSITORY, useClass: TypeOrmGoodsReadRepository },
  { provide: REVIEW_READ_REPOSITORY, useClass: TypeOrmReviewReadRepository },
  { provide: BANNER_REPOSITORY, useClass: TypeOrmBannerRepository },
  { provide: REVIEW_WRITE_REPOSITORY, useClass: TypeOrmReviewWriteRepository },
  { provide: OPTION_CATEGORY_ADMIN_REPOSITORY, useClass: TypeOrmOptionCategoryAdminRepository },
  { provide: GOODS_ADMIN_REPOSITORY, useClass: TypeOrmGoodsAdminRepository },
  { provide: GOODS_IMAGE_WORK_REPOSITORY, useClass: TypeOrmGoodsImageWorkRepository },
  { provide: WISHLIST_REPOSITORY, useClass: TypeOrmWishlistRepository },
  // Other contexts, each behind a port of the catalog's.
  { provide: REVIEWABLE_ORDERS, useClass: OrderingReviewableOrdersAdapter },
  { provide: REVIEW_POINTS, useClass: PromotionsReviewPointsAdapter },
];

const seeders: Provider[] = [DemoCatalogSeeder];

/** The catalog's job handlers (issue 18): goods images drawn after the upload. */
const workers: Provider[] = [GoodsImageWorker];

/**
 * The catalog: goods, categories, options and banners (read-only), reviews, which members write about lines
 * of their delivered orders (asked of ordering) and which may earn points (given by promotions), and the members'
 * wishlists (찜) of its goods.
 */
@Module({
  imports: [TypeOrmModule.forFeature(ormEntities), OrderingModule, PromotionsModule],
  controllers: [...httpControllers, ...marketingControllers],
  providers: [...queryServices, ...commandServices, ...repositories, ...seeders, ...workers, ...marketingProviders],
  // The checkout prices its lines through this service, never through catalog tables; membership forgets a
  // leaving member's wishlist through ForgetMemberWishlistService.
  exports: [GetPriceListService, ListBannersService, GetGoodsDetailService, ForgetMemberWishlistService],
})
export class CatalogModule implements OnModuleInit {
  constructor(
    private readonly retention: RetentionTaskRegistry,
    private readonly unusedImages: PurgeUnusedMarketingImagesService,
  ) {}

  /** Banner and popup images no one uses go with the housekeeping. */
  onModuleInit(): void {
    this.retention.register(this.unusedImages);
  }
}
