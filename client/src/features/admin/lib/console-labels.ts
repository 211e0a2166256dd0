/**
 * The console's one place for the Korean names of what the server writes into its two logs (docs/decisions.md,
 * "Console labels"): the audit log's actions, target kinds and changed fields, and the access log's subjects,
 * purposes and fields. The server keeps its keys (they are a stable record and the CSV's columns); the console
 * translates them. console-labels.test.ts reads the server's code and fails when a key it can write has no name here.
 */

/** An audit entry's action (AuditedChange.action). */
export const AUDIT_ACTION_LABEL: Readonly<Record<string, string>> = {
  'admin.create': '관리자 등록',
  'admin.update': '관리자 수정',
  'admin.login': '관리자 로그인',
  'admin.two-factor.on': '2단계 인증 켜기',
  'admin.two-factor.off': '2단계 인증 끄기',
  'admin.two-factor.reset': '2단계 인증 초기화',
  'api-token.create': 'API 토큰 발급',
  'api-token.revoke': 'API 토큰 폐기',
  'backoffice.two-factor-policy': '2단계 인증 필수 설정',
  'banner.update': '배너 수정',
  'claim.approve': '교환·반품 승인',
  'claim.pickup': '반품 회수 시작',
  'claim.reject': '교환·반품 거절',
  'coupon.create': '쿠폰 등록',
  'coupon.update': '쿠폰 수정',
  'coupon.serials': '쿠폰 시리얼 발급',
  'goods.create': '상품 등록',
  'goods.update': '상품 수정',
  'goods.delete': '상품 삭제',
  'goods.publish': '상품 게시',
  'job.retry': '작업 다시 실행',
  'job.discard': '작업 삭제',
  'member.points.adjust': '적립금 조정',
  'option.create': '옵션 등록',
  'option.update': '옵션 수정',
  'order.cancel': '주문 취소',
  'order.deliver': '배송 완료',
  'order.memo': '주문 메모',
  'order.ship': '발송 처리',
  'order.stage': '제작 단계 변경',
  'popup.create': '팝업 등록',
  'popup.update': '팝업 수정',
  'popup.delete': '팝업 삭제',
};

/** The kinds of target the server's audit calls write (an entry's targetType). */
export const AUDIT_TARGET_LABEL: Readonly<Record<string, string>> = {
  goods: '상품',
  option_category: '옵션',
  banner: '배너',
  popup: '팝업',
  coupon: '쿠폰',
  order: '주문',
  member: '회원',
  admin: '관리자',
  'api-token': 'API 토큰',
  job: '작업',
  setting: '설정',
};

/** The fields of an audit entry's before/after (its top-level keys). */
export const AUDIT_FIELD_LABEL: Readonly<Record<string, string>> = {
  // failed jobs (작업)
  attempts: '시도 횟수',
  error: '오류',
  state: '작업 상태',
  // returns
  pickup: '회수',
  refundDue: '환불 예정 금액',
  // goods
  goodsName: '상품명',
  price: '가격',
  contents: '상품 설명',
  thumbSrc: '대표 이미지',
  productionDays: '제작 기간(영업일)',
  hidden: '삭제됨',
  status: '상태',
  addonOnly: '추가 구매 전용',
  categoryIds: '분류',
  optionCategoryIds: '옵션 카테고리',
  images: '추가 이미지',
  // option categories
  categoryName: '카테고리명',
  requireYn: '필수 여부',
  opts: '옵션',
  // banners and popups
  id: '번호',
  img: '이미지',
  url: '링크',
  txt1: '문구 1',
  txt2: '문구 2',
  title: '제목',
  startDate: '시작일',
  endDate: '종료일',
  useYn: '사용 여부',
  position: '위치',
  // coupons
  couponCode: '쿠폰 코드',
  couponName: '쿠폰명',
  minPrice: '최소 주문 금액',
  discountRate: '할인율',
  discountPrice: '할인 금액',
  expirationDate: '만료일',
  forNew: '신규 회원용',
  serialCount: '시리얼 수',
  serialsUsed: '사용된 시리얼',
  created: '등록일',
  batchId: '발급 묶음',
  count: '수량',
  // admins and API tokens
  email: '이메일',
  adminName: '관리자명',
  role: '권한',
  passwordChanged: '비밀번호 변경',
  name: '이름',
  prefix: '토큰 앞자리',
  scopes: '권한 범위',
  expiresAt: '만료 시각',
  revokedAt: '폐기 시각',
  twoFactor: '2단계 인증',
  required: '2단계 인증 필수',
  // orders and claims
  carrierCode: '택배사',
  trackingNumber: '운송장번호',
  stage: '제작 단계',
  reason: '사유',
  note: '안내 문구',
  memo: '메모',
  claim: '교환·반품 요청',
  refunded: '환불 금액',
  refundPending: '환불 처리 중',
  device: '로그인 기기',
  promotions: '쿠폰·적립금 정산',
  // members
  point: '적립금',
  amount: '조정 금액',
};

/** Whose data a look showed (AccessSubjectType). */
export const ACCESS_SUBJECT_LABEL: Readonly<Record<string, string>> = { member: '회원', order: '주문', staff: '관리자 기록' };

/** Why the data was shown (PersonalDataLook.purpose). */
export const ACCESS_PURPOSE_LABEL: Readonly<Record<string, string>> = {
  'users.list': '회원 목록',
  'users.detail': '회원 상세',
  'users.export': '회원 CSV 내보내기',
  'orders.list': '주문 목록',
  'orders.detail': '주문 상세',
  'orders.export': '주문 CSV 내보내기',
  'claims.list': '교환·반품 목록',
  'claims.detail': '교환·반품 상세',
  'claims.export': '교환·반품 CSV 내보내기',
  'production.board': '제작 보드',
  'production.sheets': '작업지시서 인쇄',
  'admins.export': '관리자 CSV 내보내기',
  'audit.export': '감사 로그 CSV 내보내기',
  'access-log.export': '열람 기록 CSV 내보내기',
};

/** Which personal fields were shown (PersonalDataLook.fields). */
export const ACCESS_FIELD_LABEL: Readonly<Record<string, string>> = {
  orderer: '주문자',
  email: '이메일',
  'email(masked)': '이메일(가림)',
  request: '배송 요청사항',
  recipient: '받는 분',
  phone: '휴대폰',
  'phone(masked)': '휴대폰(가림)',
  address: '주소',
  addresses: '배송지 목록',
  memo: '메모',
  reason: '사유',
  detail: '상세 내용',
  note: '안내 문구',
  memberName: '회원명',
  birth: '생년월일',
  sex: '성별',
  adminName: '관리자명',
  actor: '작업자',
  ip: 'IP',
  subject: '열람 대상',
  before: '변경 전',
  after: '변경 후',
};

/** The Korean name of a key, or the key itself when the server wrote one the console does not know yet. */
export const labelOf = (labels: Readonly<Record<string, string>>, key: string): string => labels[key] ?? key;
