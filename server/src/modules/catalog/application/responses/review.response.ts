import { ApiProperty } from '@nestjs/swagger';
import { maskMemberName } from '../../domain/mask-member-name';
import type { Review } from '../../domain/review';

export class ReviewMemberResponse {
  @ApiProperty({ example: '김*수', description: 'masked except the first and last letter' })
  memberName: string;
}

/** `Review` in docs/api.md. */
export class ReviewResponse {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 5, minimum: 1, maximum: 5 })
  score: number;

  @ApiProperty({ example: '가죽이 부드럽고 마감이 깔끔해요.' })
  contents: string;

  @ApiProperty({ example: '2026-10-12T09:00:00.000Z', format: 'date-time' })
  created: string;

  @ApiProperty({ example: 3 })
  recommendCount: number;

  @ApiProperty({ type: ReviewMemberResponse })
  member: ReviewMemberResponse;
}

/** The author's name leaves the server masked, never whole. */
export function toReviewResponse(review: Review): ReviewResponse {
  return {
    id: review.id,
    score: review.score,
    contents: review.contents,
    created: review.created.toISOString(),
    recommendCount: review.recommendCount,
    member: { memberName: maskMemberName(review.authorName) },
  };
}
