import { ApiProperty } from '@nestjs/swagger';
import { GOODS_IMAGE_REJECTION_MESSAGES, type GoodsImageRejection } from '../../../../shared/application/goods-image-processor.port';
import { GOODS_IMAGE_STATUSES } from '../../domain/goods-image-status';

/** What staff read for a failed image: the refusal's Korean message (the reason as stored, when it has none). */
export function goodsImageFailureText(reason: string | null): string | null {
  if (reason === null) return null;
  return GOODS_IMAGE_REJECTION_MESSAGES[reason as GoodsImageRejection] ?? reason;
}

export const imageStatusProperty = (description: string) => ApiProperty({ enum: GOODS_IMAGE_STATUSES, example: 'READY', description });

export const imageFailureProperty = () =>
  ApiProperty({ type: String, nullable: true, example: null, description: 'why the image could not be drawn (FAILED), in Korean; null otherwise' });
