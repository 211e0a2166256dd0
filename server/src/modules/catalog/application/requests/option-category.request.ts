import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { TEXT_CHARSETS, TEXT_LABEL_MAX, TEXT_MAX_LENGTH_LIMIT } from '../../../../shared/domain/personalisation-text';

/** A list field sent as a JSON array or as one comma-separated string (the spec's form). */
function listOf(value: unknown): unknown {
  if (typeof value === 'string') return value.split(',');
  return value;
}

function numbersOf(value: unknown): unknown {
  const list = listOf(value);
  if (!Array.isArray(list)) return list;
  return list.map((item: unknown) => (typeof item === 'string' && item.trim() !== '' && /^\s*-?\d+(\.\d+)?\s*$/.test(item) ? Number(item) : item));
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each entry null (the option asks no text) or an object; the domain checks the rule's values (option-category-draft.ts). */
const isTextRuleList = (value: unknown) => Array.isArray(value) && value.length <= 50 && value.every((entry) => entry === null || isPlainObject(entry));

/** The text an option asks for, as staff set it (shared/domain/personalisation-text.ts). */
export class OptionTextRuleRequest {
  @ApiProperty({ example: '이니셜', maxLength: TEXT_LABEL_MAX, description: 'what the product page asks for' })
  label!: string;

  @ApiProperty({ example: 3, minimum: 1, maximum: TEXT_MAX_LENGTH_LIMIT, description: 'characters' })
  maxLength!: number;

  @ApiProperty({ example: 'UPPER_LATIN', enum: TEXT_CHARSETS, description: 'UPPER_LATIN A–Z, LATIN letters, LATIN_DIGITS letters and digits, HANGUL_LATIN_DIGITS Hangul, letters and digits' })
  charset!: string;

  @ApiProperty({ example: true, required: false, description: "shown and stored upper-cased ('jhk' → 'JHK')" })
  upperCase?: boolean;
}

/** An option category as the back office sends it: names and prices pair up by position. */
@ApiExtraModels(OptionTextRuleRequest)
export class OptionCategoryRequest {
  @ApiProperty({ example: '스트랩 길이' })
  @IsString({ message: '카테고리명을 입력해주세요.' })
  @MaxLength(100, { message: '카테고리명은 100자 이하로 입력해주세요.' })
  categoryName!: string;

  @ApiProperty({ enum: ['Y', 'N'], required: false, default: 'N', description: 'Y required, N optional' })
  @IsOptional()
  @IsIn(['Y', 'N'], { message: '필수 여부는 Y 또는 N으로 선택해주세요.' })
  requireYn?: 'Y' | 'N';

  @ApiProperty({ type: [String], example: ['짧은 스트랩', '긴 스트랩'], description: 'or one comma-separated string' })
  @Transform(({ value }) => listOf(value))
  @IsArray({ message: '옵션명을 입력해주세요.' })
  @ArrayMaxSize(50, { message: '옵션은 50개까지 등록할 수 있습니다.' })
  @IsString({ each: true, message: '옵션명이 올바르지 않습니다.' })
  @MaxLength(50, { each: true, message: '옵션명은 1~50자로 입력해주세요.' })
  optName!: string[];

  @ApiProperty({ type: [Number], example: [0, 3000], description: 'whole won; or one comma-separated string' })
  @Transform(({ value }) => numbersOf(value))
  @IsArray({ message: '추가 가격을 입력해주세요.' })
  @ArrayMaxSize(50, { message: '옵션은 50개까지 등록할 수 있습니다.' })
  @IsInt({ each: true, message: '추가 가격은 0원 이상의 정수로 입력해주세요.' })
  price!: number[];

  @ApiProperty({
    required: false,
    type: 'array',
    items: { allOf: [{ $ref: getSchemaPath(OptionTextRuleRequest) }], nullable: true },
    example: [null, { label: '이니셜', maxLength: 3, charset: 'UPPER_LATIN', upperCase: true }],
    description: 'per option, parallel to optName: the text it asks the shopper for, or null; absent: none asks',
  })
  @IsOptional()
  @ValidateBy({ name: 'isTextRuleList', validator: { validate: isTextRuleList, defaultMessage: () => '문구 입력 설정이 올바르지 않습니다.' } })
  optText?: (OptionTextRuleRequest | null)[];

  @ApiProperty({ required: false, description: "the spec's client sends it; PUT reads it as the id when id is absent" })
  @IsOptional()
  @IsInt({ message: '옵션 카테고리 번호가 올바르지 않습니다.' })
  optCategoryId?: number;
}
