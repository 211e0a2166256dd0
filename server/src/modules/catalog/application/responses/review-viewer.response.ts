import { ApiProperty } from '@nestjs/swagger';
import type { ReviewViewerRelations } from '../../domain/review';

/** The logged-in member's relation to a goods item's reviews, by review id (new). */
export class ReviewViewerResponse {
  @ApiProperty({ type: [Number], example: [12], description: 'ids of the reviews the member wrote (no vote button on these)' })
  mine: number[];

  @ApiProperty({ type: [Number], example: [3, 7], description: 'ids of the reviews the member voted helpful' })
  recommended: number[];
}

export function toReviewViewerResponse(relations: ReviewViewerRelations): ReviewViewerResponse {
  return { mine: relations.written, recommended: relations.voted };
}
