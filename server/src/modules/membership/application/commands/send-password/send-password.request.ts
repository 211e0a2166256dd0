import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { SendIdRequest } from '../send-id/send-id.request';

export class SendPasswordRequest extends SendIdRequest {
  @ApiProperty({ example: 'minsu@example.com', description: 'the member\'s ID; must belong to the member of that phone' })
  @IsString({ message: '회원 이메일을 입력해주세요.' })
  @IsNotEmpty({ message: '회원 이메일을 입력해주세요.' })
  @MaxLength(254, { message: '이메일 형식에 맞게 입력해 주세요.' })
  email!: string;
}
