import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { REVIEW_CONTENTS_MAX } from '../../domain/review-draft';
import { ToNumber } from '../../../../shared/http/validation/to-number.decorator';

/** 1 to 5, sent as a form field (text). */
export function IsReviewScore() {
  const message = '별점은 1점에서 5점 사이로 선택해주세요.';
  return applyDecorators(ApiProperty({ type: 'integer', minimum: 1, maximum: 5, example: 5 }), ToNumber(), IsInt({ message }), Min(1, { message }), Max(5, { message }));
}

/** The text; its 10 to 1,000 characters are counted by the domain (after trimming, by code point). */
export function IsReviewContents() {
  return applyDecorators(
    ApiProperty({ minLength: 10, maxLength: REVIEW_CONTENTS_MAX, example: '가죽이 부드럽고 마감이 깔끔해요. 매일 들고 다닙니다.' }),
    IsString({ message: '리뷰 내용을 입력해주세요.' }),
    // Generous here (surrogate pairs count twice in UTF-16); the domain counts exactly.
    MaxLength(REVIEW_CONTENTS_MAX * 2, { message: '리뷰는 1,000자까지 입력할 수 있습니다.' }),
  );
}
