import { ApiProperty } from '@nestjs/swagger';
import { IsRowId } from '../../../../../shared/http/validation/is-row-id.decorator';
import { IsReviewContents, IsReviewScore } from '../../requests/review-fields';

/** POST /api/review, multipart: these fields, and up to 3 files named `photos`. */
export class WriteReviewRequest {
  @IsRowId('orderId', 12)
  orderId: number;

  @IsRowId('goodsId', 3)
  goodsId: number;

  @IsReviewScore()
  score: number;

  @IsReviewContents()
  contents: string;
}

/** The multipart body as the OpenAPI document shows it. */
export class WriteReviewForm extends WriteReviewRequest {
  @ApiProperty({ type: 'array', items: { type: 'string', format: 'binary' }, required: false, maxItems: 3, description: 'JPEG, PNG or WebP, 10 MB each' })
  photos?: unknown[];
}
