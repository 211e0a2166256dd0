import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { CLAIM_DETAIL_MAX_LENGTH, CLAIM_KINDS, CLAIM_REASONS, type ClaimKind, type ClaimReason } from '../../../domain/order-claim';

/** One order line (its position in the order's `items`) and how many of it go back. */
export class ClaimLineRequest {
  @ApiProperty({ example: 0, type: 'integer' })
  @IsInt({ message: '반품할 상품과 수량을 다시 확인해주세요.' })
  @Min(0, { message: '반품할 상품과 수량을 다시 확인해주세요.' })
  lineIndex!: number;

  @ApiProperty({ example: 1, type: 'integer' })
  @IsInt({ message: '반품할 상품과 수량을 다시 확인해주세요.' })
  @Min(1, { message: '반품할 상품과 수량을 다시 확인해주세요.' })
  quantity!: number;
}

/**
 * A multipart field holds the lines as JSON text; a JSON body holds them as they are. Parsed text becomes
 * ClaimLineRequest instances here (the @Type conversion ran before, on the text), so their rules apply either way.
 */
const parseLines = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value) as unknown;
  } catch {
    return value;
  }
  return Array.isArray(parsed) ? parsed.map((line: unknown) => (line !== null && typeof line === 'object' ? plainToInstance(ClaimLineRequest, line) : line)) : parsed;
};

/** A return or exchange request: what, why, and the member's words (the domain checks their length, trimmed); as JSON, or as multipart with up to 3 files named `photos`. */
export class RequestClaimRequest {
  @ApiProperty({ example: 'return', enum: CLAIM_KINDS })
  @IsIn(CLAIM_KINDS, { message: '반품 또는 교환을 선택해주세요.' })
  kind!: ClaimKind;

  @ApiProperty({ example: 'defect', enum: CLAIM_REASONS, description: 'change-of-mind (단순 변심), defect (상품 불량), wrong-item (오배송)' })
  @IsIn(CLAIM_REASONS, { message: '신청 사유를 선택해주세요.' })
  reason!: ClaimReason;

  @ApiProperty({ example: '가방 손잡이의 박음질이 풀려 있습니다.', description: '10 to 1,000 characters' })
  @IsString({ message: '사유는 10자 이상 1,000자 이내로 입력해주세요.' })
  @MaxLength(CLAIM_DETAIL_MAX_LENGTH + 100, { message: '사유는 10자 이상 1,000자 이내로 입력해주세요.' })
  detail!: string;

  @ApiPropertyOptional({
    type: [ClaimLineRequest],
    description: 'a return only: which lines and how many of each (multipart: the same as JSON text); omitted or empty: every line whole. The server computes the refund from them.',
  })
  @IsOptional()
  @Transform(parseLines)
  @IsArray({ message: '반품할 상품과 수량을 다시 확인해주세요.' })
  @ArrayMaxSize(100, { message: '반품할 상품과 수량을 다시 확인해주세요.' })
  @ValidateNested({ each: true, message: '반품할 상품과 수량을 다시 확인해주세요.' })
  @Type(() => ClaimLineRequest)
  lines?: ClaimLineRequest[];
}

/** The multipart body as the OpenAPI document shows it (a JSON body, the same fields without photos, works too). */
export class RequestClaimForm extends RequestClaimRequest {
  @ApiProperty({ type: 'array', items: { type: 'string', format: 'binary' }, required: false, maxItems: 3, description: 'JPEG, PNG or WebP, 10 MB each' })
  photos?: unknown[];
}
