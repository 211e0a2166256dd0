import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { STAFF_ROLES, type StaffRole } from '../../../../../shared/domain/staff-role';
import { AdminFieldsRequest } from '../create-admin/admin-fields.request';
import { ToNumber } from '../../../../../shared/http/validation/to-number.decorator';

/** The spec's admin form on edit: the password sent as null (or left out) when unchanged. */
export class UpdateAdminRequest extends AdminFieldsRequest {
  @ApiProperty({ example: 2 })
  @ToNumber()
  @IsInt({ message: '관리자 번호가 올바르지 않습니다.' })
  @Min(1, { message: '관리자 번호가 올바르지 않습니다.' })
  @Max(2_147_483_647, { message: '관리자 번호가 올바르지 않습니다.' })
  id!: number;

  @ApiProperty({ type: String, nullable: true, required: false, description: 'null or absent keeps the password' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: '비밀번호가 올바르지 않습니다.' })
  @MaxLength(64, { message: '비밀번호는 64자 이하로 입력해주세요.' })
  adminPass?: string | null;

  @ApiProperty({ enum: STAFF_ROLES, required: false, description: 'ours, not the spec\'s: left out keeps the role' })
  @IsOptional()
  @IsIn(STAFF_ROLES, { message: '역할을 선택해주세요.' })
  role?: StaffRole;
}
