/**
 * Who runs the shop: the footer and the legal documents read it from here. Fictional sample values for the
 * open-source project — the registration number fails the national checksum, the phone number uses an
 * unassigned prefix and the e-mails a reserved domain — to be replaced by an operator before going live.
 */
export const COMPANY = {
  company: '주식회사 더샵',
  shopName: 'the shop',
  representative: '한다온',
  businessNumber: '318-86-02157',
  mailOrderNumber: '제2024-서울성동-1187호',
  address: '서울특별시 성동구 연무장5길 17, 2층',
  phone: '02-000-1225',
  customerEmail: 'help@theshop.example',
  serviceHours: '평일(월–금) 오전 10시 30분 – 오후 5시, 주말 및 공휴일 휴무',
  /** How soon a 1:1 inquiry is answered (My Page, 1:1 문의). */
  inquiryReplyTime: '영업일 기준 1–2일 이내',
  privacyOfficer: {
    name: '한서윤',
    position: '운영팀장 (개인정보 보호책임자)',
    email: 'privacy@theshop.example',
    phone: '02-000-1225',
  },
} as const;
