import { containsPattern } from './like-pattern';

describe('containsPattern', () => {
  it('wraps the text in wildcards', () => {
    expect(containsPattern('토트')).toBe('%토트%');
  });

  it('escapes the LIKE wildcards and the escape character itself', () => {
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('C:\\bag')).toBe('%C:\\\\bag%');
  });

  it('leaves quotes alone: the pattern is a bound parameter', () => {
    expect(containsPattern("' OR 1=1 --")).toBe("%' OR 1=1 --%");
  });
});
