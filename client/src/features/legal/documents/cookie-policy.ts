import { COMPANY } from '@/config/company';
import { RETENTION_TABLE } from './retention';
import type { LegalDocumentData } from './types';

const { company, shopName, privacyOfficer } = COMPANY;

/** The anti-forgery cookie the server sets (server/src/shared/http/csrf). */
export const CSRF_COOKIE_NAME = 'shop_csrf';
/** The login session cookie (server/src/shared/http/auth/session-cookie.ts); it lives SESSION_TTL_HOURS, 168 by default. */
export const SESSION_COOKIE_NAME = 'shop_session';
/**
 * The localStorage key redux-persist writes the client state under (cart, member summary,
 * checkout in progress): `persist:` + the key in app/store.ts.
 */
export const PERSIST_STORAGE_KEY = 'persist:shop';

/** 쿠키정책, effective 2023-12-26. Lists only what this shop actually stores in the browser. */
export const COOKIE_POLICY: LegalDocumentData = {
  title: '쿠키정책',
  effectiveDate: '2023-12-26',
  numbering: 'section',
  preamble: [
    `${shopName}(운영: ${company})은 쇼핑몰이 동작하는 데 꼭 필요한 만큼만 브라우저에 정보를 저장합니다. 광고, 추적, 행태 분석을 위한 쿠키는 사용하지 않으며, 다른 회사의 쿠키도 심지 않습니다.`,
  ],
  articles: [
    {
      title: '쿠키와 브라우저 저장소',
      body: [
        '쿠키는 웹사이트가 이용자의 브라우저에 보내 저장해 두는 작은 텍스트 파일로, 다음 방문 때 웹사이트로 다시 전송됩니다. 브라우저 저장소(로컬 스토리지)는 웹사이트가 이용자의 기기에 정보를 보관하는 공간으로, 서버로 자동 전송되지 않습니다.',
      ],
    },
    {
      title: '쇼핑몰이 사용하는 쿠키와 저장소',
      body: [
        {
          table: {
            caption: '사용하는 쿠키와 저장소',
            head: ['이름', '종류', '목적', '보관 기간'],
            rows: [
              [
                CSRF_COOKIE_NAME,
                '필수 쿠키 (HttpOnly, SameSite=Lax)',
                '다른 사이트가 이용자 몰래 주문이나 정보 변경 요청을 보내지 못하도록 막는 위조 요청 방지용 보안 값',
                '세션 (브라우저를 닫으면 삭제)',
              ],
              [
                SESSION_COOKIE_NAME,
                '필수 쿠키 (HttpOnly, SameSite=Lax)',
                '로그인한 회원을 알아보고 로그인 상태를 유지하는 서명된 로그인 토큰 (회원 번호와 세션 번호만 담김)',
                '로그인 후 7일 (로그아웃하면 즉시 삭제)',
              ],
              [
                PERSIST_STORAGE_KEY,
                '브라우저 저장소 (로컬 스토리지)',
                '장바구니에 담은 상품과 수량, 진행 중인 주문의 상품과 금액, 로그인한 회원의 화면 표시 정보(이름, 이메일)를 새로고침 후에도 유지',
                '이용자가 지울 때까지 (로그아웃하면 회원 정보는 삭제)',
              ],
            ],
          },
        },
        '필수 쿠키에는 이름, 연락처 같은 개인정보를 담지 않으며, 화면의 스크립트가 읽을 수 없도록(HttpOnly) 설정되어 있습니다.',
      ],
    },
    {
      title: '쿠키를 거부하는 방법',
      body: [
        '이용자는 브라우저 설정에서 쿠키 저장을 거부하거나 저장된 쿠키와 사이트 데이터를 지울 수 있습니다.',
        {
          list: [
            'Chrome: 설정 › 개인 정보 보호 및 보안 › 서드 파티 쿠키 / 인터넷 사용 기록 삭제',
            'Edge: 설정 › 쿠키 및 사이트 권한 › 쿠키 및 사이트 데이터 관리 및 삭제',
            'Safari: 설정 › 개인정보 보호 › 모든 쿠키 차단 / 웹 사이트 데이터 관리',
            'Firefox: 설정 › 개인 정보 및 보안 › 쿠키 및 사이트 데이터',
            '모바일 브라우저: 각 브라우저의 설정 › 개인정보 보호(또는 인터넷 사용 기록) 메뉴',
          ],
        },
        '필수 쿠키를 거부하면 로그인과 주문, 회원정보 변경을 이용할 수 없습니다. 브라우저 저장소를 지우면 장바구니가 비워집니다.',
      ],
    },
    {
      title: '자동 수집 정보의 보관 기간',
      body: [
        '쿠키와 함께 쇼핑몰 이용 중 자동으로 생성되는 접속 기록은 아래 기간 동안 보관한 뒤 파기합니다. 자세한 내용은 개인정보처리방침에서 확인할 수 있습니다.',
        { table: RETENTION_TABLE },
        { link: { to: '/privacy-policy', label: '개인정보처리방침 보기' } },
      ],
    },
    {
      title: '문의',
      body: [
        `쿠키 사용에 관한 문의는 개인정보 보호책임자(${privacyOfficer.email}, ${privacyOfficer.phone})에게 보내 주세요.`,
      ],
    },
    {
      title: '쿠키정책의 변경',
      body: ['새로운 쿠키를 사용하거나 이 정책의 내용이 바뀌면 시행일 7일 전부터 쇼핑몰 공지사항을 통해 알려 드립니다.'],
    },
  ],
  addenda: ['이 쿠키정책은 2023년 12월 26일부터 시행합니다.'],
};
