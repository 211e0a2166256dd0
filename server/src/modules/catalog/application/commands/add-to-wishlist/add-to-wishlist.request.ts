import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

const GOODS_ID_MESSAGE = 'goodsId는 1 이상의 정수여야 합니다.';

/** The goods to save and the member it is for (must be the session's). JSON numbers only: true or "3" is a 400. */
export class AddToWishlistRequest {
  @ApiProperty({ example: 12, description: 'must be the session\'s member' })
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @IsInt({ message: '접근 권한이 없습니다.' })
  memberId!: number;

  @ApiProperty({ type: 'integer', example: 3, minimum: 1 })
  @IsInt({ message: GOODS_ID_MESSAGE })
  @Min(1, { message: GOODS_ID_MESSAGE })
  @Max(Number.MAX_SAFE_INTEGER, { message: GOODS_ID_MESSAGE })
  goodsId!: number;
}
