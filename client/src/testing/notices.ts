import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Reading what lib/notify.ts put on screen, as a shopper (or a screen reader) would: the toasts in their live
 * regions and the confirmation dialog. The app's provider mounts them (components/ui/notices/notice-host.tsx).
 */

export interface ShownToast {
  message: string;
  /** From the live region the toast is in: role="alert" → 'error', role="status" → 'notice'. */
  tone: 'error' | 'notice' | 'outside a live region';
}

function read(toast: HTMLElement): ShownToast {
  return {
    message: toast.querySelector('[data-toast-message]')?.textContent ?? '',
    tone: toast.closest('[role="alert"]') ? 'error' : toast.closest('[role="status"]') ? 'notice' : 'outside a live region',
  };
}

const shown = () => [...document.querySelectorAll<HTMLElement>('[data-toast]')];

/** The toasts on screen (errors first, then notices, as the stack shows them). */
export const toasts = (): ShownToast[] => shown().map(read);

export const toastMessages = (): string[] => toasts().map((toast) => toast.message);

interface WaitOptions {
  /** The live region it must be in: 'error' (role="alert") or 'notice' (role="status"). */
  tone?: 'error' | 'notice';
  /** Milliseconds to wait (Testing Library's 1 s by default; a saga on a busy machine may need more). */
  timeout?: number;
}

/** Waits for a toast with these words (in the live region of its tone, when given). */
export async function expectToast(message: string, { tone, timeout }: WaitOptions = {}) {
  await waitFor(
    () => {
      const matching = toasts().filter((toast) => toast.message === message);
      expect(matching, `a toast "${message}"; on screen: ${JSON.stringify(toastMessages())}`).toHaveLength(1);
      if (tone) expect(matching[0].tone).toBe(tone);
    },
    { timeout },
  );
}

/** The newest toast's words, or undefined when none is on screen. */
export function lastToast(): string | undefined {
  const newest = shown().sort((a, b) => Number(b.dataset.toastId) - Number(a.dataset.toastId))[0];
  return newest ? read(newest).message : undefined;
}

/** Waits for the newest toast to say this. */
export async function expectLastToast(message: string, { timeout }: Pick<WaitOptions, 'timeout'> = {}) {
  await waitFor(() => expect(lastToast()).toBe(message), { timeout });
}

/** The confirmation dialog asking this question. */
export async function findConfirmDialog(question: string) {
  return screen.findByRole('alertdialog', { name: question });
}

/** Answers the open confirmation: 'confirm' presses its confirming button, 'cancel' its 취소. */
export async function answerConfirm(question: string, answer: 'confirm' | 'cancel', confirmLabel = '확인') {
  const dialog = await findConfirmDialog(question);
  fireEvent.click(within(dialog).getByRole('button', { name: answer === 'confirm' ? confirmLabel : '취소' }));
}

// The toast lanes are always in the page (role="alert" named 오류 알림, role="status" named 알림), so a screen's
// own alert or status line is found beside them, not by its role alone.
const outsideNotices = (element: HTMLElement) => !element.closest('[data-notices]');

/** The screen's own role="alert" element (a form's error line, a failed load), not the toast lane. */
export function pageAlert(): HTMLElement {
  const found = screen.queryAllByRole('alert').filter(outsideNotices);
  if (found.length !== 1) throw new Error(`expected one alert on the page besides the toasts, found ${found.length}`);
  return found[0];
}

/** Waits for the screen's own role="alert" element. */
export async function findPageAlert(): Promise<HTMLElement> {
  return waitFor(pageAlert);
}

/** The screen's own role="alert" elements (none, one or more). */
export const queryPageAlerts = (): HTMLElement[] => screen.queryAllByRole('alert').filter(outsideNotices);
