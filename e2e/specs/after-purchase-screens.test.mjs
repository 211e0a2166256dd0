// The screens a member meets after the purchase that the journeys only drive: the review form, the return/exchange
// request dialog and the withdrawal page, each with a visual reference (e2e/__screenshots__/<project>/mypage-*.png)
// and an axe scan, at both widths. A member of its own per width with one delivered bag (the ordering context's
// test-only ship and deliver moves); nothing is sent, so no other spec sees a review or a request from here.
import { expect, test } from '../support/fixtures.mjs';
import { expectNoBlockingViolations } from '../support/axe.mjs';
import { buyWithSandboxCard, firstThreeBags, freshMember, moveOrder, signedUpAndLoggedIn } from '../support/paid-order.mjs';
import { expectScreen, settle } from '../support/screens.mjs';
import { messages } from '../support/notices.mjs';

test.use({ reducedMotion: 'reduce' });
// A purchase, two moves and three compared and scanned screens, on a shared two-core machine.
test.setTimeout(180_000);

test('after the purchase: the review form, the return request and the withdrawal page, compared and scanned', async ({ page, toasts, playwright, baseURL }, testInfo) => {
  const mobile = testInfo.project.name === 'mobile-390';
  const member = freshMember({ tag: `after-screens-${mobile ? 'm' : 'd'}`, phoneStem: mobile ? '566' : '567', name: '한서윤', birth: '1994-11-02' });
  const { id } = await signedUpAndLoggedIn(page, playwright, baseURL, member, `10.78.${mobile ? 1 : 2}`);
  // The second bag: the journeys review the third, and the screens' product page is the first.
  const [, bag] = await firstThreeBags(page.request);
  const order = await buyWithSandboxCard(page, id, bag, { recipient: '한서윤', phone: '01056661234', request: '부재 시 경비실에 맡겨주세요' });
  await moveOrder(page, order.id, 'ship');
  await moveOrder(page, order.id, 'deliver');

  // The review form, from the delivered order: four stars, words, a photo's preview.
  await page.goto(`/mypage/order/${order.id}`);
  // A photograph as a member would pick one: the bag as the order shows it, taken as a JPEG.
  const thumbnail = page.locator('main img').first();
  await expect.poll(() => thumbnail.evaluate((img) => img.complete && img.naturalWidth > 0)).toBe(true);
  const PHOTO = await thumbnail.screenshot({ type: 'jpeg', quality: 90 });
  await page.getByRole('link', { name: '리뷰 작성' }).first().click();
  await expect(page).toHaveURL(`/mypage/review/${order.id}/${bag.id}`);
  await expect(page.getByRole('heading', { name: '리뷰 작성' })).toBeVisible();
  await page.getByLabel('4점 (좋아요)').check({ force: true });
  await page.getByLabel('리뷰 내용').fill('매트한 블랙 가죽이 단단하고 마감이 깔끔합니다.');
  await expect(page.getByText('26 / 1,000')).toBeVisible();
  await page.getByTestId('review-photo-input').setInputFiles({ name: 'bag.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
  await expect(page.getByRole('img', { name: '새 사진 1' })).toBeVisible();
  await settle(page);
  await expectScreen(page, 'mypage-review');
  await expectNoBlockingViolations(page, 'review form');

  // The return/exchange request over the order detail: kind, reason, words and a photo; focus stays in the dialog.
  await page.goto(`/mypage/order/${order.id}`);
  const opener = page.getByRole('button', { name: '반품·교환 신청' });
  await opener.click();
  const claim = page.getByRole('dialog');
  await expect(claim).toBeVisible();
  await claim.getByLabel('상세 내용').fill('손잡이 박음질이 풀려서 왔습니다.');
  await claim.getByTestId('claim-photo-input').setInputFiles({ name: 'seam.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
  await expect(claim.getByRole('img', { name: '새 사진 1' })).toBeVisible();
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    expect(await claim.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await settle(page);
  await expectScreen(page, 'mypage-claim', { fullPage: false });
  await expectNoBlockingViolations(page, 'return request dialog');
  await page.keyboard.press('Escape');
  await expect(claim).toBeHidden();
  await expect(opener).toBeFocused();
  // Nothing was sent: the order still waits for the member's decision.
  const detail = await (await page.request.get(`/api/order/one/${order.id}`)).json();
  expect(detail.dto.claim).toBeNull();

  // The withdrawal page: what goes, what stays, the password and the consent.
  await page.goto('/mypage/withdraw');
  await expect(page.getByRole('button', { name: '회원 탈퇴' })).toBeVisible();
  await settle(page);
  await expectScreen(page, 'mypage-withdraw');
  await expectNoBlockingViolations(page, 'withdrawal');
  expect(messages(toasts)).toEqual([]);
});
