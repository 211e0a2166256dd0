import { type Failure, fail } from '../../../shared/domain/result';

/** The back office's banner and popup failures, with the Korean message staff read. */
export const MarketingFailures = {
  /** The spec's message for a banner without its image, link or top text. */
  bannerFieldsMissing: (): Failure => fail('invalid', 'CATALOG.BANNER_FIELDS_MISSING', '모두 입력해주세요.'),
  linkInvalid: (): Failure => fail('invalid', 'CATALOG.LINK_INVALID', '링크는 /로 시작하는 주소나 http(s) 주소로 입력해주세요.'),
  imageInvalid: (): Failure => fail('invalid', 'CATALOG.IMAGE_URL_INVALID', '이미지는 업로드한 파일이나 http(s) 주소로 입력해주세요.'),
  popupNotFound: (): Failure => fail('not-found', 'CATALOG.POPUP_NOT_FOUND', '팝업을 찾을 수 없습니다.'),
  popupDatesReversed: (): Failure => fail('invalid', 'CATALOG.POPUP_DATES_REVERSED', '종료일은 시작일과 같거나 그 이후여야 합니다.'),
  popupFieldsMissing: (): Failure => fail('invalid', 'CATALOG.POPUP_FIELDS_MISSING', '모두 입력해주세요.'),
} as const;

export const MarketingMessages = {
  updated: '정상적으로 수정되었습니다.',
  registered: '정상적으로 등록되었습니다.',
  deleted: '정상적으로 삭제되었습니다.',
} as const;
