import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Length, Max, Min, NotEquals } from 'class-validator';

const AMOUNT_MESSAGE = '조정 금액은 0이 아닌 정수로 입력해주세요.';

export class AdjustMemberPointsRequest {
  @ApiProperty({ example: 500, description: '+ gives, − takes away; never below a zero balance' })
  @IsInt({ message: AMOUNT_MESSAGE })
  @NotEquals(0, { message: AMOUNT_MESSAGE })
  @Min(-100_000_000, { message: AMOUNT_MESSAGE })
  @Max(100_000_000, { message: AMOUNT_MESSAGE })
  amount!: number;

  @ApiProperty({ example: '배송 지연 보상', minLength: 2, maxLength: 100 })
  @IsString({ message: '사유를 2~100자로 입력해주세요.' })
  @Length(2, 100, { message: '사유를 2~100자로 입력해주세요.' })
  reason!: string;
}
