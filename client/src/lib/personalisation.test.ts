import { describe, expect, it } from 'vitest';
import { normaliseText, textHint, textProblem } from './personalisation';

const INITIALS = { label: '이니셜', maxLength: 3, charset: 'UPPER_LATIN', upperCase: true };
const OPTION = '이니셜 각인 (영문 3자 이내)';

describe('personalisation text (the server’s rule)', () => {
  it('upper-cases initials and accepts them', () => {
    expect(normaliseText(INITIALS, ' jhk ')).toBe('JHK');
    expect(textProblem(OPTION, INITIALS, 'jhk')).toBeNull();
  });

  it('says what is wrong in the server’s words', () => {
    expect(textProblem(OPTION, INITIALS, '')).toBe(`${OPTION}: 이니셜 문구를 입력해주세요.`);
    expect(textProblem(OPTION, INITIALS, 'ABCD')).toBe(`${OPTION}: 문구는 3자 이내로 입력해주세요.`);
    expect(textProblem(OPTION, INITIALS, 'J.K')).toBe(`${OPTION}: 문구는 영문 대문자(A-Z)만 입력할 수 있습니다.`);
    expect(textHint(INITIALS)).toBe('영문 대문자(A-Z) 3자 이내');
  });
});
