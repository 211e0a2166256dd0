import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import type { UseYn } from '../../../domain/admin-account';

/** The admin form's fields shared by create and edit (the spec's email, name and useYn). */
export class AdminFieldsRequest {
  @ApiProperty({ example: 'staff@example.com' })
  @IsString({ message: '이메일을 입력해주세요.' })
  @MinLength(1, { message: '이메일을 입력해주세요.' })
  @MaxLength(254, { message: '이메일이 너무 깁니다.' })
  email!: string;

  @ApiProperty({ example: '김직원' })
  @IsString({ message: '이름을 입력해주세요.' })
  @MinLength(1, { message: '이름을 입력해주세요.' })
  @MaxLength(50, { message: '이름은 50자 이하로 입력해주세요.' })
  adminName!: string;

  @ApiProperty({ enum: ['Y', 'N'] })
  @IsIn(['Y', 'N'], { message: '사용 여부를 선택해주세요.' })
  useYn!: UseYn;
}
