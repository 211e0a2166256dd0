// What the storefront tells and asks the shopper, read from the page: the toasts (client/src/components/ui/notices,
// in live regions: role="alert" for errors, role="status" for notices), the confirmation dialog (role="alertdialog")
// and the cart drawer's announcement. The browser's own alert and confirm are never used (fixtures.mjs fails a test
// that meets one).
import { expect } from '@playwright/test';

/**
 * Records every toast the page shows, in order, into `seen` ({ message, tone }), from the moment the page opens:
 * a MutationObserver in the page reports each toast added, so one that has already left is still counted.
 */
export async function recordToasts(page, seen) {
  await page.exposeBinding('__shopToastShown', (_source, message, tone) => {
    seen.push({ message, tone });
  });
  await page.addInitScript(() => {
    const report = (toast) => {
      if (toast.dataset.toastReported) return;
      toast.dataset.toastReported = 'yes';
      const message = toast.querySelector('[data-toast-message]')?.textContent ?? '';
      const tone = toast.closest('[role="alert"]') ? 'error' : toast.closest('[role="status"]') ? 'notice' : 'outside a live region';
      window.__shopToastShown(message, tone);
    };
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          if (node.matches('[data-toast]')) report(node);
          node.querySelectorAll('[data-toast]').forEach(report);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The words of the toasts recorded so far (for `expect.poll(() => messages(toasts)).toContain('…')`). */
export const messages = (toasts) => toasts.map((toast) => toast.message);

/** Waits until a toast with these words has been shown (in the live region of `tone`, 'error' or 'notice', when given). */
export async function toastShown(toasts, message, tone) {
  await expect
    .poll(() => toasts.some((toast) => toast.message === message && (!tone || toast.tone === tone)), {
      message: `the toast "${message}"${tone ? ` (${tone})` : ''}; shown: ${JSON.stringify(messages(toasts))}`,
    })
    .toBe(true);
}

/** The confirmation dialog asking `question`; answers it ('confirm' presses `confirmLabel`, 'cancel' presses 취소). */
export async function answerConfirmation(page, question, answer = 'confirm', confirmLabel = '확인') {
  const dialog = page.getByRole('alertdialog', { name: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: answer === 'confirm' ? confirmLabel : '취소', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Presses 장바구니 on a product page and answers the cart drawer it opens, once it says 장바구니에 추가 되었습니다.
 * and marks the line just added.
 */
export async function addToCartAndSeeDrawer(page) {
  await page.getByRole('button', { name: '장바구니', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: '장바구니' });
  await expect(drawer.getByText('장바구니에 추가 되었습니다.')).toHaveAttribute('role', 'status');
  await expect(drawer.getByText('방금 담은 상품')).toBeVisible();
  return drawer;
}
