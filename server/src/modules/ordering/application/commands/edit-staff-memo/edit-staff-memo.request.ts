import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { STAFF_MEMO_MAX_LENGTH } from '../../../domain/staff-memo';

/** PUT /api/order/{orderId}/memo: the memo's whole text (empty clears it). */
export class EditStaffMemoRequest {
  @ApiProperty({ example: '고객 요청: 11/28 이전 도착 희망 (전화 확인)', maxLength: STAFF_MEMO_MAX_LENGTH })
  @IsString({ message: '메모를 입력해주세요.' })
  @MaxLength(STAFF_MEMO_MAX_LENGTH, { message: '메모는 2,000자까지 입력할 수 있습니다.' })
  memo!: string;
}
