import type { Provider, Type } from '@nestjs/common';
import { CreatePopupController } from './application/commands/create-popup/create-popup.controller';
import { CreatePopupService } from './application/commands/create-popup/create-popup.service';
import { DeletePopupController } from './application/commands/delete-popup/delete-popup.controller';
import { DeletePopupService } from './application/commands/delete-popup/delete-popup.service';
import { EditBannerController } from './application/commands/edit-banner/edit-banner.controller';
import { EditBannerService } from './application/commands/edit-banner/edit-banner.service';
import { UpdatePopupController } from './application/commands/update-popup/update-popup.controller';
import { UpdatePopupService } from './application/commands/update-popup/update-popup.service';
import { UploadMarketingImageController } from './application/commands/upload-marketing-image/upload-marketing-image.controller';
import { UploadMarketingImageService } from './application/commands/upload-marketing-image/upload-marketing-image.service';
import { ExportBannersController } from './application/queries/export-banners/export-banners.controller';
import { ExportBannersService } from './application/queries/export-banners/export-banners.service';
import { ExportPopupsController } from './application/queries/export-popups/export-popups.controller';
import { ExportPopupsService } from './application/queries/export-popups/export-popups.service';
import { GetPopupController } from './application/queries/get-popup/get-popup.controller';
import { ListCurrentPopupsController } from './application/queries/list-current-popups/list-current-popups.controller';
import { ListCurrentPopupsService } from './application/queries/list-current-popups/list-current-popups.service';
import { ListPopupsController } from './application/queries/list-popups/list-popups.controller';
import { PurgeUnusedMarketingImagesService } from './application/commands/purge-unused-marketing-images/purge-unused-marketing-images.service';
import { MARKETING_IMAGE_UPLOADS, POPUP_REPOSITORY } from './catalog.di-tokens';
import { TypeormMarketingImageUploadsRepository } from './infrastructure/repositories/typeorm-marketing-image-uploads.repository';
import { TypeormPopupRepository } from './infrastructure/repositories/typeorm-popup.repository';

/**
 * The catalog's marketing part (home banners edited by staff, storefront popups), kept in its own list so the
 * module file stays small: catalog.module.ts spreads these in.
 */
export const marketingControllers: Type<unknown>[] = [
  EditBannerController,
  UploadMarketingImageController,
  ListCurrentPopupsController,
  ListPopupsController,
  GetPopupController,
  CreatePopupController,
  UpdatePopupController,
  DeletePopupController,
  ExportBannersController,
  ExportPopupsController,
];

export const marketingProviders: Provider[] = [
  EditBannerService,
  UploadMarketingImageService,
  ListCurrentPopupsService,
  CreatePopupService,
  UpdatePopupService,
  DeletePopupService,
  ExportBannersService,
  ExportPopupsService,
  PurgeUnusedMarketingImagesService,
  { provide: POPUP_REPOSITORY, useClass: TypeormPopupRepository },
  { provide: MARKETING_IMAGE_UPLOADS, useClass: TypeormMarketingImageUploadsRepository },
];
