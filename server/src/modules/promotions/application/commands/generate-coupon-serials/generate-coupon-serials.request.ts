import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { ToNumber } from '../../../../../shared/http/validation/to-number.decorator';

export class GenerateCouponSerialsRequest {
  @ApiProperty({ example: 500, minimum: 1, maximum: 5000 })
  @ToNumber()
  @IsInt({ message: '시리얼은 한 번에 1개에서 5,000개까지 만들 수 있습니다.' })
  @Min(1, { message: '시리얼은 한 번에 1개에서 5,000개까지 만들 수 있습니다.' })
  @Max(5000, { message: '시리얼은 한 번에 1개에서 5,000개까지 만들 수 있습니다.' })
  count!: number;
}
