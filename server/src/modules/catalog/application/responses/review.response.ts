import { ApiProperty } from '@nestjs/swagger';
import { maskMemberName } from '../../domain/mask-member-name';
import type { Review } from '../../domain/review';

export class ReviewMemberResponse {
  @ApiProperty({ example: '김*수', description: 'masked except the first and last letter' })
  memberName: string;
}

/**
 * `Review` in docs/api.md, with photos and votes (new). The same for every reader, so a CDN may keep it: which reviews
 * a member wrote or voted for is their own call (ReviewViewerResponse).
 */
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

  @ApiProperty({ type: [String], example: ['/uploads/reviews/3f0c2d1e-8a4b-4c6d-9e0f-1a2b3c4d5e6f.webp'], description: 'photo URLs (WebP), at most 3' })
  photos: string[];
}

/** The author's name leaves the server masked, never whole; photos as URLs of the file storage. */
export function toReviewResponse(review: Review, urlOf: (key: string) => string): ReviewResponse {
  return {
    id: review.id,
    score: review.score,
    contents: review.contents,
    created: review.created.toISOString(),
    recommendCount: review.recommendCount,
    member: { memberName: maskMemberName(review.authorName) },
    photos: review.photoKeys.map(urlOf),
  };
}
