import type { LegalTable } from './types';

/**
 * How long records are kept, shared by the privacy policy and the cookie policy so the two
 * can never disagree.
 */
export const RETENTION_TABLE: LegalTable = {
  caption: '보유 기간',
  head: ['보유 항목', '보유 기간', '근거'],
  rows: [
    ['회원 정보 (탈퇴한 경우)', '탈퇴 후 30일', '부정 이용 방지 및 탈퇴 철회 요청 처리, 이후 지체 없이 파기'],
    ['계약 또는 청약철회 등에 관한 기록 (주문 기록)', '5년', '전자상거래 등에서의 소비자보호에 관한 법률'],
    ['대금 결제 및 재화 등의 공급에 관한 기록 (결제 기록)', '5년', '전자상거래 등에서의 소비자보호에 관한 법률'],
    ['소비자의 불만 또는 분쟁 처리에 관한 기록 (1:1 문의 포함)', '3년', '전자상거래 등에서의 소비자보호에 관한 법률'],
    ['표시·광고에 관한 기록', '6개월', '전자상거래 등에서의 소비자보호에 관한 법률'],
    ['웹사이트 접속 기록 (접속 로그, 접속 IP)', '3개월', '통신비밀보호법'],
  ],
};
