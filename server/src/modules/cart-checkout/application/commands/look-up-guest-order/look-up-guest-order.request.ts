import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

const NUMBER_MESSAGE = '주문번호를 입력해주세요.';

export class OrderLookupCodeRequest {
  @ApiProperty({
    example: '20261123-7KQ4M9XH2C',
    description: 'the order number from the confirmation text (trimmed, small letters read as capitals; the six-digit numbers of before are found too)',
  })
  @IsString({ message: NUMBER_MESSAGE })
  @Matches(/\S/, { message: NUMBER_MESSAGE })
  @MaxLength(64, { message: '주문번호를 확인해주세요.' })
  orderNumber!: string;
}

export class OrderLookupRequest extends OrderLookupCodeRequest {
  @ApiProperty({ example: '123456', description: 'the 6 digits texted to the order\'s phone' })
  @IsString({ message: '인증번호 6자리를 입력해주세요.' })
  @Matches(/^\d{6}$/, { message: '인증번호 6자리를 입력해주세요.' })
  code!: string;
}
