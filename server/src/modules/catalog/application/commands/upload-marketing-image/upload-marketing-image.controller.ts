import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiOperation, ApiPayloadTooLargeResponse, ApiProperty, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { AcceptsMultipart } from '../../../../../shared/http/body/accepts-multipart.decorator';
import { readMultipartForm } from '../../../../../shared/http/body/multipart';
import { envelope } from '../../../../../shared/http/envelope';
import { type MarketingImageKind, UploadMarketingImageService } from './upload-marketing-image.service';

export class MarketingImageForm {
  @ApiProperty({ type: 'string', format: 'binary', description: 'PNG, JPEG, WebP or SVG, by its content; up to 10 MB' })
  file!: unknown;
}

export class UploadedImageResponse {
  @ApiProperty({ example: '/uploads/banners/3f0c2d1e-8a4b-4c6d-9e0f-1a2b3c4d5e6f.webp' })
  url!: string;
}

@ApiTags('catalog')
@ApiSecurity('csrf')
@Controller('api')
export class UploadMarketingImageController {
  constructor(private readonly service: UploadMarketingImageService) {}

  @Post('banner/image')
  @HttpCode(200)
  @StaffAccess()
  @AcceptsMultipart('banner images from the console')
  @ApiOperation({ summary: 'Back office: upload a banner image (staff); answers its URL for PUT /api/banner' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: MarketingImageForm })
  @ApiEnvelope('dto', UploadedImageResponse)
  @ApiBadRequestResponse({ description: 'CATALOG.IMAGE_REQUIRED, CATALOG.IMAGE_REJECTED (not a PNG, JPEG, WebP or SVG by its content; an unsafe SVG)' })
  @ApiPayloadTooLargeResponse({ description: 'COMMON.FILE_TOO_LARGE (over 10 MB)' })
  banner(@Req() request: FastifyRequest) {
    return this.upload('banners', request);
  }

  @Post('popup/image')
  @HttpCode(200)
  @StaffAccess()
  @AcceptsMultipart('popup images from the console')
  @ApiOperation({ summary: 'Back office: upload a popup image (staff); answers its URL for POST/PUT /api/popup' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: MarketingImageForm })
  @ApiEnvelope('dto', UploadedImageResponse)
  @ApiBadRequestResponse({ description: 'CATALOG.IMAGE_REQUIRED, CATALOG.IMAGE_REJECTED' })
  @ApiPayloadTooLargeResponse({ description: 'COMMON.FILE_TOO_LARGE (over 10 MB)' })
  popup(@Req() request: FastifyRequest) {
    return this.upload('popups', request);
  }

  private async upload(kind: MarketingImageKind, request: FastifyRequest) {
    const form = await readMultipartForm(request);
    const uploaded = orThrow(await this.service.execute(kind, form.files[0]?.data));
    return envelope('dto', uploaded);
  }
}
