import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';

/** PUT /api/order/one/{orderId}/text: which line (its position in orderItems) and option, and the corrected text. */
export class CorrectOrderTextRequest {
  @ApiProperty({ example: 0, description: "the line's position in orderItems (from 0)" })
  @IsInt({ message: '주문 상품이 올바르지 않습니다.' })
  @Min(0, { message: '주문 상품이 올바르지 않습니다.' })
  @Max(99, { message: '주문 상품이 올바르지 않습니다.' })
  line!: number;

  @ApiProperty({ example: 11, description: "the option's optionItemId in orderItems[line].options" })
  @IsInt({ message: '옵션 정보가 올바르지 않습니다.' })
  @Min(1, { message: '옵션 정보가 올바르지 않습니다.' })
  @Max(Number.MAX_SAFE_INTEGER, { message: '옵션 정보가 올바르지 않습니다.' })
  optionItemId!: number;

  @ApiProperty({ example: 'jhk', maxLength: 100, description: "checked by the option's textRule (upper-cased when it says so)" })
  @IsString({ message: '각인 문구를 입력해주세요.' })
  @MaxLength(100, { message: '각인 문구가 너무 깁니다.' })
  text!: string;
}
