import { ApiProperty } from '@nestjs/swagger';
import { ReviewResponse } from './review.response';

export class ReviewLineOptionResponse {
  @ApiProperty({ example: '각인' })
  categoryName: string;

  @ApiProperty({ example: '이니셜' })
  optName: string;
}

/** The order line under review, as it was ordered. */
export class ReviewLineResponse {
  @ApiProperty({ example: 12 })
  orderId: number;

  @ApiProperty({ example: 3 })
  goodsId: number;

  @ApiProperty({ example: '미니 토트백' })
  goodsName: string;

  @ApiProperty({ example: '/images/goods/tote.jpg' })
  thumbSrc: string;

  @ApiProperty({ type: [ReviewLineOptionResponse] })
  options: ReviewLineOptionResponse[];
}

export class MyReviewResponse {
  @ApiProperty({ type: ReviewLineResponse })
  line: ReviewLineResponse;

  @ApiProperty({ type: ReviewResponse, nullable: true, description: 'null until I review this line' })
  review: ReviewResponse | null;
}
