import { ApiProperty } from '@nestjs/swagger';

export class ReviewWrittenResponse {
  @ApiProperty({ example: 41 })
  id: number;

  @ApiProperty({ example: 1000, description: 'points the review earned (0: none by the policy, or the line already earned)' })
  points: number;
}
