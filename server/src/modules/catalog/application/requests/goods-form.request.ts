import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { GOODS_STATUSES } from '../../domain/goods-status';
import { GoodsDraftMessages } from '../../domain/goods-draft';

const FLAG_VALUES = ['true', 'false', 'Y', 'N', '1', '0', 'y', 'n'];
const FLAG_MESSAGE = '분류 값은 true/false, Y/N 또는 1/0으로 보내주세요.';
const PRODUCTION_DAYS_MESSAGE = GoodsDraftMessages.productionDaysInvalid;

/** A multipart field's digits as a number; anything else as it came (the validators then refuse it). */
function wholeNumber(value: unknown): unknown {
  return typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
}

/** 'true', 'Y' or '1' means set. */
export function flagOf(value: string | undefined): boolean {
  return value !== undefined && ['true', 'Y', 'y', '1'].includes(value);
}

/** Several ids sent as repeated fields, as one comma-separated field, or both. */
function idsOf(value: unknown): unknown {
  const list = ([] as unknown[]).concat(value ?? []);
  return list
    .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
    .filter((item) => !(typeof item === 'string' && item.trim() === ''))
    .map((item) => (typeof item === 'string' && /^\s*\d+\s*$/.test(item) ? Number(item) : item));
}

/** The text fields of the goods form (multipart): the files travel as `thumb` and `files`. */
export class GoodsFormRequest {
  @ApiProperty({ example: '미니 토트백' })
  @IsString({ message: '상품명을 입력해주세요.' })
  @MaxLength(200, { message: '상품명은 200자 이하로 입력해주세요.' })
  name!: string;

  @ApiProperty({ example: 59000, description: 'whole won' })
  @Transform(({ value }: { value: unknown }) => wholeNumber(value))
  @IsInt({ message: '가격은 0원 이상의 정수로 입력해주세요.' })
  @Min(0, { message: '가격은 0원 이상의 정수로 입력해주세요.' })
  @Max(100_000_000, { message: '가격은 0원 이상 100,000,000원 이하의 정수로 입력해주세요.' })
  price!: number;

  @ApiProperty({ required: false, example: '부드러운 소가죽 토트백입니다.' })
  @IsOptional()
  @IsString({ message: '상품 설명이 올바르지 않습니다.' })
  @MaxLength(20_000, { message: '상품 설명은 20,000자 이하로 입력해주세요.' })
  contents?: string;

  @ApiProperty({ required: false, example: 1, minimum: 1, maximum: 30, description: 'production days (Korean business days), the least; with productionDaysMax. Left out: 1 on create, unchanged on edit' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => wholeNumber(value))
  @IsInt({ message: PRODUCTION_DAYS_MESSAGE })
  @Min(1, { message: PRODUCTION_DAYS_MESSAGE })
  @Max(30, { message: PRODUCTION_DAYS_MESSAGE })
  productionDaysMin?: number;

  @ApiProperty({ required: false, example: 3, minimum: 1, maximum: 30, description: 'production days (Korean business days), the most; with productionDaysMin. Left out: 3 on create, unchanged on edit' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => wholeNumber(value))
  @IsInt({ message: PRODUCTION_DAYS_MESSAGE })
  @Min(1, { message: PRODUCTION_DAYS_MESSAGE })
  @Max(30, { message: PRODUCTION_DAYS_MESSAGE })
  productionDaysMax?: number;

  @ApiProperty({ required: false, enum: FLAG_VALUES, description: 'category 1 (bag)' })
  @IsOptional()
  @IsIn(FLAG_VALUES, { message: FLAG_MESSAGE })
  bag?: string;

  @ApiProperty({ required: false, enum: FLAG_VALUES, description: 'category 2 (wallet)' })
  @IsOptional()
  @IsIn(FLAG_VALUES, { message: FLAG_MESSAGE })
  wallet?: string;

  @ApiProperty({ required: false, enum: FLAG_VALUES, description: 'category 3 (accessory)' })
  @IsOptional()
  @IsIn(FLAG_VALUES, { message: FLAG_MESSAGE })
  accessory?: string;

  @ApiProperty({ required: false, enum: FLAG_VALUES, description: 'category 4 (best item)' })
  @IsOptional()
  @IsIn(FLAG_VALUES, { message: FLAG_MESSAGE })
  best?: string;

  @ApiProperty({ required: false, enum: FLAG_VALUES, description: 'accepted and ignored: every goods item is in "all"' })
  @IsOptional()
  @IsIn(FLAG_VALUES, { message: FLAG_MESSAGE })
  all?: string;

  @ApiProperty({ required: false, enum: GOODS_STATUSES, description: 'DRAFT 임시저장 and HIDDEN 숨김 (not listed, not sold), ON_SALE 판매중, SOLD_OUT 품절 (listed, not sold); absent: DRAFT when new (published with POST /api/goods/{id}/publish), unchanged on an edit' })
  @IsOptional()
  @IsIn(GOODS_STATUSES, { message: '판매 상태는 임시저장, 판매중, 품절, 숨김 중에서 선택해주세요.' })
  status?: string;

  @ApiProperty({ required: false, enum: FLAG_VALUES, description: '추가 구매 전용: sold only together with other goods (an order of such goods alone is refused); absent: false when new, unchanged on an edit' })
  @IsOptional()
  @IsIn(FLAG_VALUES, { message: '추가 구매 전용 값은 true/false, Y/N 또는 1/0으로 보내주세요.' })
  addonOnly?: string;

  @ApiProperty({ required: false, type: [Number], description: 'option category ids (repeated, or comma-separated)' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => idsOf(value))
  @IsArray({ message: '옵션 카테고리가 올바르지 않습니다.' })
  @ArrayMaxSize(20, { message: '옵션 카테고리는 20개까지 고를 수 있습니다.' })
  @IsInt({ each: true, message: '옵션 카테고리가 올바르지 않습니다.' })
  @Min(1, { each: true, message: '옵션 카테고리가 올바르지 않습니다.' })
  @Max(2_147_483_647, { each: true, message: '옵션 카테고리가 올바르지 않습니다.' })
  optCategory?: number[];

  @ApiProperty({ required: false, type: [Number], description: 'edit only: ids of extra images to remove (repeated, or comma-separated)' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => idsOf(value))
  @IsArray({ message: '삭제할 이미지가 올바르지 않습니다.' })
  @ArrayMaxSize(8, { message: '삭제할 이미지가 올바르지 않습니다.' })
  @IsInt({ each: true, message: '삭제할 이미지가 올바르지 않습니다.' })
  @Min(1, { each: true, message: '삭제할 이미지가 올바르지 않습니다.' })
  @Max(2_147_483_647, { each: true, message: '삭제할 이미지가 올바르지 않습니다.' })
  deleteImg?: number[];

  @ApiProperty({ required: false, description: "the spec's client sends it; ignored (the session says who)" })
  @IsOptional()
  @IsString({ message: '관리자 번호가 올바르지 않습니다.' })
  @MaxLength(20, { message: '관리자 번호가 올바르지 않습니다.' })
  adminId?: string;
}

/** The multipart body as Swagger shows it. */
export class GoodsFormMultipart extends GoodsFormRequest {
  @ApiProperty({ type: 'string', format: 'binary', required: false, description: 'the thumbnail (PNG, JPEG, WebP or SVG by content); required on create' })
  thumb?: unknown;

  @ApiProperty({ type: 'array', items: { type: 'string', format: 'binary' }, required: false, description: 'extra images, up to 8 in all' })
  files?: unknown[];
}
