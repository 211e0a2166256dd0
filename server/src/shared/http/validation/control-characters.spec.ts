import { findControlCharacter } from './control-characters';

describe('findControlCharacter', () => {
  it('finds NUL and other C0 controls and DEL in any string, naming the field', () => {
    expect(findControlCharacter({ email: 'a\u0000@b.co' }, 'body')).toBe('email');
    expect(findControlCharacter({ q: 'bag\u0007' }, 'query')).toBe('q');
    expect(findControlCharacter('12\u007f', 'param')).toBe('param');
    expect(findControlCharacter({ address: { lines: ['ok', 'x\u001b'] } }, 'body')).toBe('address.lines[1]');
    expect(findControlCharacter({ ['k\u0000']: 'v' }, 'body')).toBe('k\u0000');
  });

  it('allows tab, newline and carriage return in body values only', () => {
    expect(findControlCharacter({ memo: 'line one\r\n\tline two' }, 'body')).toBeNull();
    expect(findControlCharacter({ q: 'bag\n' }, 'query')).toBe('q');
    expect(findControlCharacter('1\t', 'param')).toBe('param');
  });

  it('passes ordinary text, Korean included, and non-strings', () => {
    expect(findControlCharacter({ name: '홍길동', age: 30, ok: true, none: null, list: [1, 'a'] }, 'body')).toBeNull();
    expect(findControlCharacter(undefined, 'query')).toBeNull();
  });
});
