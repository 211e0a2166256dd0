import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** POST /api/claims/{orderId}/reject: why, shown to the member on their order. */
export class RejectClaimRequest {
  @ApiProperty({ example: '사용 흔적이 있어 반품이 어렵습니다.', maxLength: 500 })
  @IsString({ message: '거절 사유를 입력해주세요.' })
  @IsNotEmpty({ message: '거절 사유를 입력해주세요.' })
  @MaxLength(500, { message: '거절 사유는 500자까지 입력할 수 있습니다.' })
  note!: string;
}
