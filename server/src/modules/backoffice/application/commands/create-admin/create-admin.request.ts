import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { STAFF_ROLES, type StaffRole } from '../../../../../shared/domain/staff-role';
import { AdminFieldsRequest } from './admin-fields.request';

/** The spec's admin form on create: email, password, name and useYn required. */
export class CreateAdminRequest extends AdminFieldsRequest {
  @ApiProperty({ example: 'Leather-Goods-2026', description: '10–64 characters with a letter, a digit and a symbol' })
  @IsString({ message: '비밀번호를 입력해주세요.' })
  @MinLength(1, { message: '비밀번호를 입력해주세요.' })
  @MaxLength(64, { message: '비밀번호는 64자 이하로 입력해주세요.' })
  adminPass!: string;

  @ApiProperty({ enum: STAFF_ROLES, default: 'staff', required: false, description: 'ours, not the spec\'s: staff unless given' })
  @IsIn(STAFF_ROLES, { message: '역할을 선택해주세요.' })
  role: StaffRole = 'staff';
}
