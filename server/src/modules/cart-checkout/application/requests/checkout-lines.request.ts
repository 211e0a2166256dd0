import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, Max, Min, ValidateBy } from 'class-validator';
import { MAX_LINES, MAX_QUANTITY } from '../../domain/checkout-line';

const MAX_OPTIONS_PER_LINE = 10;
const MAX_POINTS = 100_000_000;

/** '12' → 12 for ids sent as strings by the spec's client; anything else is left to the validators. */
export const numericString = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value);

const isOptionMatrix = (value: unknown) =>
  Array.isArray(value) &&
  value.length <= MAX_LINES &&
  value.every(
    (ids) =>
      Array.isArray(ids) &&
      ids.length <= MAX_OPTIONS_PER_LINE &&
      ids.every((id) => Number.isSafeInteger(id) && (id as number) >= 1),
  );

const MAX_TEXT_CHARS = 100;

/**
 * Per line: null, or an object of personalisation texts keyed by option item id ("111": "JHK"). The rule each text
 * must meet is the domain's (priced-line.ts); here only the shape: at most one text per option a line may hold.
 */
const isTextMatrix = (value: unknown) =>
  Array.isArray(value) &&
  value.length <= MAX_LINES &&
  value.every(
    (texts) =>
      texts === null ||
      (typeof texts === 'object' &&
        !Array.isArray(texts) &&
        Object.keys(texts as object).length <= MAX_OPTIONS_PER_LINE &&
        Object.entries(texts as object).every(
          ([optionId, text]) => /^[1-9]\d{0,14}$/.test(optionId) && typeof text === 'string' && text.length <= MAX_TEXT_CHARS,
        )),
  );

/**
 * The spec's lines as parallel arrays (goodsId[], amount[]) plus the chosen option items per
 * line, and the coupon and points the shopper wants to use. Nothing here is a price.
 */
export class CheckoutLinesRequest {
  @ApiProperty({ example: 12, description: 'must be the session\'s member' })
  @Transform(numericString)
  @IsInt({ message: '접근 권한이 없습니다.' })
  memberId!: number;

  @ApiProperty({ type: [Number], example: [3, 7], minItems: 1, maxItems: MAX_LINES })
  @IsArray({ message: '주문할 상품이 없습니다.' })
  @ArrayMinSize(1, { message: '주문할 상품이 없습니다.' })
  @ArrayMaxSize(MAX_LINES, { message: `한 번에 ${MAX_LINES}개 상품까지 주문할 수 있습니다.` })
  @IsInt({ each: true, message: '상품 번호가 올바르지 않습니다.' })
  @Min(1, { each: true, message: '상품 번호가 올바르지 않습니다.' })
  @Max(Number.MAX_SAFE_INTEGER, { each: true, message: '상품 번호가 올바르지 않습니다.' })
  goodsId!: number[];

  @ApiProperty({ type: [Number], example: [1, 2], description: 'quantity per line, parallel to goodsId' })
  @IsArray({ message: '수량 정보가 올바르지 않습니다.' })
  @ArrayMaxSize(MAX_LINES, { message: '수량 정보가 올바르지 않습니다.' })
  @IsInt({ each: true, message: '수량 정보가 올바르지 않습니다.' })
  @Min(1, { each: true, message: '수량은 1개 이상이어야 합니다.' })
  @Max(MAX_QUANTITY, { each: true, message: `수량은 ${MAX_QUANTITY}개까지 주문할 수 있습니다.` })
  amount!: number[];

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'array', items: { type: 'integer', minimum: 1 } },
    example: [[4], []],
    description: 'the chosen option item ids per line, parallel to goodsId (one per option category)',
  })
  @IsOptional()
  @ValidateBy({ name: 'isOptionMatrix', validator: { validate: isOptionMatrix, defaultMessage: () => '옵션 정보가 올바르지 않습니다.' } })
  options?: number[][];

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'object', nullable: true, additionalProperties: { type: 'string', maxLength: MAX_TEXT_CHARS } },
    example: [{ '111': 'JHK' }, null],
    description:
      'personalisation (engraving) texts per line, parallel to goodsId: null or an object keyed by the chosen option item id. ' +
      'Required for a chosen option whose textInput is set, refused for any other option (CHECKOUT.TEXT_INVALID).',
  })
  @IsOptional()
  @ValidateBy({ name: 'isTextMatrix', validator: { validate: isTextMatrix, defaultMessage: () => '각인 문구 정보가 올바르지 않습니다.' } })
  texts?: (Record<string, string> | null)[];

  @ApiPropertyOptional({ type: Number, nullable: true, example: 5, description: 'the held coupon (`id` in coupon_list)' })
  @IsOptional()
  @Transform(numericString)
  @IsInt({ message: '쿠폰 정보가 올바르지 않습니다.' })
  @Min(1, { message: '쿠폰 정보가 올바르지 않습니다.' })
  @Max(Number.MAX_SAFE_INTEGER, { message: '쿠폰 정보가 올바르지 않습니다.' })
  couponId?: number | null;

  @ApiPropertyOptional({ example: 1000, description: 'points to use (whole won)' })
  @IsOptional()
  @Transform(numericString)
  @IsInt({ message: '적립금은 0 이상의 정수로 입력해주세요.' })
  @Min(0, { message: '적립금은 0 이상의 정수로 입력해주세요.' })
  @Max(MAX_POINTS, { message: '적립금은 0 이상의 정수로 입력해주세요.' })
  point?: number;
}
