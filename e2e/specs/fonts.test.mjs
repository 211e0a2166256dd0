// The browser suite's fonts are the repository's (support/fontconfig.mjs): whatever family a page names, the
// machine's own fonts (Noto Sans CJK, Nanum, DejaVu, Liberation…) are out of its reach, so the visual references hold
// on any machine. Text set in each family must measure exactly as in Pretendard, the one font the browser sees.
import { expect, test } from '../support/fixtures.mjs';

const SAMPLE = '샌드박스 결제 — 실제 결제가 아닙니다 Abc 0123';
const FAMILIES = ['sans-serif', 'serif', 'monospace', 'system-ui', 'Arial', 'Helvetica', 'Malgun Gothic', 'Apple SD Gothic Neo', 'Noto Sans CJK KR', 'Noto Sans KR', 'NanumGothic', 'UnDotum', 'DejaVu Sans', 'Liberation Sans'];

test('every font family the pages could name renders in the repository\'s Pretendard', { tag: '@once' }, async ({ page }) => {
  await page.setContent('<p>fonts</p>');
  const widths = await page.evaluate(
    ({ sample, families }) => {
      const context = document.createElement('canvas').getContext('2d');
      const width = (family) => {
        context.font = `20px ${family}`;
        return context.measureText(sample).width;
      };
      return { pretendard: width('"Pretendard Variable"'), others: Object.fromEntries(families.map((family) => [family, width(`"${family}"`.replace(/^"(sans-serif|serif|monospace|system-ui)"$/, '$1'))])) };
    },
    { sample: SAMPLE, families: FAMILIES },
  );
  expect(widths.pretendard, 'Pretendard is installed for the browser').toBeGreaterThan(0);
  expect(widths.others).toEqual(Object.fromEntries(FAMILIES.map((family) => [family, widths.pretendard])));
});
