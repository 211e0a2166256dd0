import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The spec sends the id as a string here. */
export class MemberPasswordRequest {
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'number' }], example: '12', description: 'must be the session\'s member; a string or a number' })
  @IsNotEmpty({ message: '접근 권한이 없습니다.' })
  id!: string | number;

  @ApiProperty({ example: 'tanned-hide9' })
  @IsString({ message: '비밀번호를 입력해 주세요.' })
  @IsNotEmpty({ message: '비밀번호를 입력해 주세요.' })
  @MaxLength(200, { message: '비밀번호가 일치하지 않습니다.' })
  password!: string;
}
