import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { CLAIM_DETAIL_MAX_LENGTH, CLAIM_KINDS, CLAIM_REASONS, type ClaimKind, type ClaimReason } from '../../../domain/order-claim';

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
}

/** The multipart body as the OpenAPI document shows it (a JSON body, the same fields without photos, works too). */
export class RequestClaimForm extends RequestClaimRequest {
  @ApiProperty({ type: 'array', items: { type: 'string', format: 'binary' }, required: false, maxItems: 3, description: 'JPEG, PNG or WebP, 10 MB each' })
  photos?: unknown[];
}
