import { checkText, checkTextRule, normaliseText, textProblemMessage, type TextRule } from './personalisation-text';

const initials: TextRule = { label: '이니셜', maxLength: 3, charset: 'UPPER_LATIN', upperCase: true };
const name: TextRule = { label: '이름', maxLength: 6, charset: 'HANGUL_LATIN_DIGITS', upperCase: false };

describe('personalisation text', () => {
  it('upper-cases initials before checking them: jhk is stored JHK', () => {
    expect(checkText(initials, ' jhk ')).toEqual({ ok: true, text: 'JHK' });
  });

  it('refuses a missing, too long or disallowed text, each with its own problem', () => {
    expect(checkText(initials, '')).toEqual({ ok: false, problem: 'missing' });
    expect(checkText(initials, '   ')).toEqual({ ok: false, problem: 'missing' });
    expect(checkText(initials, null)).toEqual({ ok: false, problem: 'missing' });
    expect(checkText(initials, 'ABCD')).toEqual({ ok: false, problem: 'too-long' });
    expect(checkText(initials, 'J1K')).toEqual({ ok: false, problem: 'charset' });
    expect(checkText(initials, 'J K')).toEqual({ ok: false, problem: 'charset' });
    expect(checkText(initials, '김')).toEqual({ ok: false, problem: 'charset' });
  });

  it('counts a Hangul syllable as one character, composes jamo and keeps case when the rule does not upper-case', () => {
    expect(checkText(name, '김민수 a1')).toEqual({ ok: true, text: '김민수 a1' });
    expect(checkText(name, '\u1100\u1161\u11A8')).toEqual({ ok: true, text: '각' });
    expect(checkText(name, '김민수 abc')).toEqual({ ok: false, problem: 'too-long' });
    expect(checkText(name, 'a!')).toEqual({ ok: false, problem: 'charset' });
    expect(normaliseText(name, '  a   b ')).toBe('a b');
  });

  it('names the option in every message', () => {
    expect(textProblemMessage('이니셜 각인 (영문 3자 이내)', initials, 'missing')).toBe('이니셜 각인 (영문 3자 이내): 이니셜 문구를 입력해주세요.');
    expect(textProblemMessage('이니셜 각인 (영문 3자 이내)', initials, 'too-long')).toBe('이니셜 각인 (영문 3자 이내): 문구는 3자 이내로 입력해주세요.');
    expect(textProblemMessage('이니셜 각인 (영문 3자 이내)', initials, 'charset')).toBe('이니셜 각인 (영문 3자 이내): 문구는 영문 대문자(A-Z)만 입력할 수 있습니다.');
  });

  it('checks the rule staff send', () => {
    expect(checkTextRule({ label: ' 이니셜 ', maxLength: 3, charset: 'UPPER_LATIN', upperCase: true })).toEqual(initials);
    expect(checkTextRule({ label: '', maxLength: 3, charset: 'UPPER_LATIN' })).toMatch(/문구 안내/);
    expect(checkTextRule({ label: 'x', maxLength: 0, charset: 'UPPER_LATIN' })).toMatch(/최대 길이/);
    expect(checkTextRule({ label: 'x', maxLength: 21, charset: 'UPPER_LATIN' })).toMatch(/최대 길이/);
    expect(checkTextRule({ label: 'x', maxLength: 3, charset: 'EMOJI' })).toMatch(/허용 문자/);
    expect(checkTextRule({ label: 'x', maxLength: 3, charset: 'LATIN', upperCase: 'yes' })).toMatch(/대문자/);
  });
});
