import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

export class GenerateCouponSerialsRequest {
  @ApiProperty({ example: 500, minimum: 1, maximum: 5000 })
  @Type(() => Number)
  @IsInt({ message: '시리얼은 한 번에 1개에서 5,000개까지 만들 수 있습니다.' })
  @Min(1, { message: '시리얼은 한 번에 1개에서 5,000개까지 만들 수 있습니다.' })
  @Max(5000, { message: '시리얼은 한 번에 1개에서 5,000개까지 만들 수 있습니다.' })
  count!: number;
}
