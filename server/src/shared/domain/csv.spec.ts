import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('서울, 중구')).toBe('"서울, 중구"');
    expect(csvCell('그는 "네"')).toBe('"그는 ""네"""');
    expect(csvCell('첫 줄\n둘째 줄')).toBe('"첫 줄\n둘째 줄"');
  });

  it('defuses a formula in text but keeps a negative number a number', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-3000)).toBe('-3000');
  });

  it('writes null as empty and booleans as Y or N', () => {
    expect([csvCell(null), csvCell(undefined), csvCell(true), csvCell(false)]).toEqual(['', '', 'Y', 'N']);
  });

  it('starts with a byte order mark and ends every line with CRLF', () => {
    expect(toCsv(['번호', '이름'], [[1, '가방'], [2, null]])).toBe('\uFEFF번호,이름\r\n1,가방\r\n2,\r\n');
  });
});
