import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsInt, IsString, Length, Max, Min } from 'class-validator';
import { API_SCOPES, type ApiScope } from '../../../../../shared/domain/api-scope';

export class CreateApiTokenRequest {
  @ApiProperty({ example: '물류 연동', minLength: 1, maxLength: 100 })
  @IsString({ message: '토큰 이름을 1~100자로 입력해주세요.' })
  @Length(1, 100, { message: '토큰 이름을 1~100자로 입력해주세요.' })
  name!: string;

  @ApiProperty({ enum: API_SCOPES, isArray: true, example: ['catalog:read'] })
  @IsArray({ message: '권한을 하나 이상 선택해주세요.' })
  @ArrayMinSize(1, { message: '권한을 하나 이상 선택해주세요.' })
  @ArrayMaxSize(3, { message: '권한을 하나 이상 선택해주세요.' })
  @ArrayUnique({ message: '같은 권한을 두 번 선택할 수 없습니다.' })
  @IsIn(API_SCOPES, { each: true, message: '권한은 catalog:read, orders:read, orders:write 중에서 선택해주세요.' })
  scopes!: ApiScope[];

  @ApiProperty({ example: 90, minimum: 1, maximum: 365 })
  @IsInt({ message: '유효 기간은 1~365일로 입력해주세요.' })
  @Min(1, { message: '유효 기간은 1~365일로 입력해주세요.' })
  @Max(365, { message: '유효 기간은 1~365일로 입력해주세요.' })
  expiresInDays!: number;
}
