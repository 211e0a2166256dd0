import { describe, expect, it } from 'vitest';
import { COOKIE_POLICY } from './cookie-policy';
import { articleHeading, formatKoreanDate } from './format';
import { PRIVACY_POLICY } from './privacy-policy';
import { TERMS_OF_USE } from './terms-of-use';
import type { LegalBlock, LegalDocumentData } from './types';

/** Every word a document shows, tables and lists included. */
function textOf(document: LegalDocumentData): string {
  const block = (b: LegalBlock): string => {
    if (typeof b === 'string') return b;
    if ('list' in b) return b.list.join('\n');
    if ('table' in b) return [b.table.head.join(' '), ...b.table.rows.map((row) => row.join(' '))].join('\n');
    return b.link.label;
  };
  return [
    document.title,
    ...document.preamble,
    ...document.articles.flatMap((a) => [a.title, ...a.body.map(block)]),
    ...document.addenda,
  ].join('\n');
}

describe('legal documents', () => {
  it('terms of use: 25 titled articles with text, effective 2023-12-25', () => {
    expect(TERMS_OF_USE.articles).toHaveLength(25);
    for (const article of TERMS_OF_USE.articles) {
      expect(article.title.trim()).not.toBe('');
      expect(article.body.length).toBeGreaterThan(0);
    }
    expect(new Set(TERMS_OF_USE.articles.map((a) => a.title)).size).toBe(25);
    expect(TERMS_OF_USE.effectiveDate).toBe('2023-12-25');
  });

  it("terms of use state the shop's rules from the specification", () => {
    const text = textOf(TERMS_OF_USE);
    expect(text).toContain('30일 전'); // notice of changes
    expect(text).toContain('만 14세 미만은 회원으로 가입할 수 없습니다');
    expect(text).toContain('1년 동안 쇼핑몰에 로그인하지 않은 회원');
    expect(text).toContain('받은 날부터 7일 이내에 청약을 철회');
    expect(text).toContain('3영업일 이내에 이미 받은 대금을 환급');
    expect(text).toContain('배송비는 3,000원');
    expect(text).toContain('30,000원 이상이면 무료');
    expect(text).toContain('영업일 기준 1일에서 3일');
    expect(text).toMatch(/단순 변심이나 주문 착오.*교환은 받지 않습니다/);
    for (const method of ['신용카드', '네이버페이', '카카오페이']) expect(text).toContain(method);
  });

  it('privacy policy: effective 2023-12-26, with every retention period and a reachable officer', () => {
    expect(PRIVACY_POLICY.effectiveDate).toBe('2023-12-26');
    const text = textOf(PRIVACY_POLICY);
    expect(text).toMatch(/주문 기록\)\s+5년/);
    expect(text).toMatch(/결제 기록\)\s+5년/);
    expect(text).toMatch(/1:1 문의 포함\)\s+3년/);
    expect(text).toMatch(/표시·광고에 관한 기록\s+6개월/);
    expect(text).toMatch(/접속 로그, 접속 IP\)\s+3개월/);
    expect(text).toContain('탈퇴 후 30일');
    for (const item of ['이메일', '이름', '휴대전화번호', '생년월일', '성별', '배송지 주소', '동의 기록']) {
      expect(text).toContain(item);
    }
    expect(text).toContain('택배사');
    expect(text).toContain('카드 결제대행사');
    expect(text).toContain('문자 메시지 발송 대행업체');
    expect(text).toMatch(/성명: \S+/);
    expect(text).toMatch(/이메일: \S+@\S+/);
    expect(text).toMatch(/전화: [\d-]+/);
  });

  it('cookie policy: effective 2023-12-26 and names what the shop stores', () => {
    expect(COOKIE_POLICY.effectiveDate).toBe('2023-12-26');
    const text = textOf(COOKIE_POLICY);
    expect(text).toContain('shop_csrf');
    expect(text).toContain('shop_session');
    expect(text).toContain('persist:shop');
    expect(text).toContain('쿠키를 거부하는 방법');
  });

  it('formats dates and headings the Korean way', () => {
    expect(formatKoreanDate('2023-12-25')).toBe('2023년 12월 25일');
    expect(formatKoreanDate('2024-01-05')).toBe('2024년 1월 5일');
    expect(() => formatKoreanDate('25.12.2023')).toThrow();
    expect(articleHeading('article', 0, '목적')).toBe('제1조 (목적)');
    expect(articleHeading('section', 2, '보유 기간')).toBe('3. 보유 기간');
  });
});
