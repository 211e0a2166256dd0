import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsRowId } from '../../../../../shared/http/validation/is-row-id.decorator';
import { IsReviewContents, IsReviewScore } from '../../requests/review-fields';

/** `/api/review/{reviewId}` */
export class ReviewIdPathRequest {
  @IsRowId('reviewId', 41)
  reviewId: number;
}

/** PUT /api/review/{reviewId}, multipart: these fields, and new files named `photos`. */
export class EditReviewRequest {
  @IsReviewScore()
  score: number;

  @IsReviewContents()
  contents: string;

  @ApiPropertyOptional({ type: [String], description: 'URLs of the current photos to keep (the others are removed)', example: ['/uploads/reviews/3f0c.webp'] })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? [value] : value))
  @IsArray({ message: '사진 정보가 올바르지 않습니다.' })
  @ArrayMaxSize(3, { message: '사진은 최대 3장까지 올릴 수 있습니다.' })
  @IsString({ each: true, message: '사진 정보가 올바르지 않습니다.' })
  @MaxLength(300, { each: true, message: '사진 정보가 올바르지 않습니다.' })
  keepPhotos?: string[];
}

export class EditReviewForm extends EditReviewRequest {
  @ApiProperty({ type: 'array', items: { type: 'string', format: 'binary' }, required: false, maxItems: 3, description: 'JPEG, PNG or WebP, 10 MB each' })
  photos?: unknown[];
}
