import { ApiProperty } from '@nestjs/swagger';

/** What a back-office save answers: the id of the thing saved. */
export class SavedIdResponse {
  @ApiProperty({ example: 12 })
  id!: number;
}
