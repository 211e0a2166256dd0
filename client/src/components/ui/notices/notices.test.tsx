import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmAction, notify, notifyError } from '@/lib/notify';
import { MAX_TOASTS } from '@/lib/notices';
import { answerConfirm, expectToast, toastMessages, toasts } from '@/testing/notices';
import { NoticeHost } from './notice-host';
import { toastDuration } from './toast-duration';

function renderHost() {
  return render(
    <>
      <button type="button">주소 삭제</button>
      <NoticeHost />
    </>,
  );
}

describe('toasts', () => {
  it('keeps both live regions in the page before any message, so the first one is read', () => {
    renderHost();
    const polite = screen.getByRole('status', { name: '알림' });
    const assertive = screen.getByRole('alert', { name: '오류 알림' });
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
    // Only the toast added is read, not the whole stack again.
    expect(polite).toHaveAttribute('aria-atomic', 'false');
    expect(polite).toBeEmptyDOMElement();
    expect(assertive).toBeEmptyDOMElement();
  });

  it('puts a notice in the polite region and an error in the assertive one', async () => {
    renderHost();
    act(() => notify('정상적으로 수정되었습니다.'));
    act(() => notifyError('아이디를 입력해 주세요.'));
    await expectToast('정상적으로 수정되었습니다.', { tone: 'notice' });
    await expectToast('아이디를 입력해 주세요.', { tone: 'error' });
    expect(within(screen.getByRole('status', { name: '알림' })).getByText('정상적으로 수정되었습니다.')).toBeVisible();
    expect(within(screen.getByRole('alert', { name: '오류 알림' })).getByText('아이디를 입력해 주세요.')).toBeVisible();
  });

  it('closes with its button', async () => {
    renderHost();
    act(() => notify('인증번호가 발송되었습니다. 핸드폰을 확인해주세요.'));
    await userEvent.click(screen.getByRole('button', { name: '알림 닫기' }));
    expect(toasts()).toEqual([]);
  });

  it('shows the same words once, and at most three toasts, the oldest leaving first', () => {
    renderHost();
    act(() => notifyError('아이디를 입력해 주세요.'));
    act(() => notifyError('아이디를 입력해 주세요.'));
    expect(toastMessages()).toEqual(['아이디를 입력해 주세요.']);
    act(() => ['하나', '둘', '셋', '넷'].forEach((message) => notify(message)));
    expect(MAX_TOASTS).toBe(3);
    expect(toastMessages()).toEqual(['둘', '셋', '넷']);
  });

  describe('on a clock', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
    afterEach(() => vi.useRealTimers());

    it('leaves by itself after its reading time, errors later than notices', () => {
      renderHost();
      const notice = '정상적으로 수정되었습니다.';
      const error = '비밀번호가 일치하지 않습니다.';
      expect(toastDuration(notice, 'notice')).toBeGreaterThanOrEqual(6000);
      expect(toastDuration(error, 'error')).toBe(toastDuration(error, 'notice') + 4000);
      act(() => notify(notice));
      act(() => notifyError(error));
      act(() => vi.advanceTimersByTime(toastDuration(notice, 'notice') - 1));
      expect(toastMessages()).toEqual([error, notice]);
      act(() => vi.advanceTimersByTime(1));
      expect(toastMessages()).toEqual([error]);
      act(() => vi.advanceTimersByTime(toastDuration(error, 'error')));
      expect(toastMessages()).toEqual([]);
    });

    it('stays while the pointer or the focus is on it, and goes on counting after', () => {
      renderHost();
      const message = '쿠폰 번호를 등록해주세요.';
      act(() => notifyError(message));
      const toast = screen.getByText(message).closest('[data-toast]')!;
      act(() => vi.advanceTimersByTime(1000));
      fireEvent.mouseEnter(toast);
      act(() => vi.advanceTimersByTime(60_000));
      expect(toastMessages()).toEqual([message]);
      fireEvent.focus(within(toast as HTMLElement).getByRole('button', { name: '알림 닫기' }));
      fireEvent.mouseLeave(toast);
      act(() => vi.advanceTimersByTime(60_000));
      expect(toastMessages()).toEqual([message]);
      fireEvent.blur(within(toast as HTMLElement).getByRole('button', { name: '알림 닫기' }));
      act(() => vi.advanceTimersByTime(toastDuration(message, 'error') - 1000 - 1));
      expect(toastMessages()).toEqual([message]);
      act(() => vi.advanceTimersByTime(1));
      expect(toastMessages()).toEqual([]);
    });
  });
});

describe('the confirmation dialog', () => {
  it('is a modal alertdialog named by its question, with the focus on 취소', async () => {
    renderHost();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirmAction('정말 삭제하시겠습니까?', { confirmLabel: '삭제', detail: '삭제한 배송지는 되돌릴 수 없습니다.' });
    });
    const dialog = await screen.findByRole('alertdialog', { name: '정말 삭제하시겠습니까?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('삭제한 배송지는 되돌릴 수 없습니다.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '취소' })).toHaveFocus());
    await answerConfirm('정말 삭제하시겠습니까?', 'confirm', '삭제');
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps Tab inside, answers no on Escape and gives the focus back to what had it', async () => {
    const user = userEvent.setup();
    renderHost();
    const opener = screen.getByRole('button', { name: '주소 삭제' });
    opener.focus();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirmAction('리뷰를 삭제하시겠습니까?');
    });
    const dialog = await screen.findByRole('alertdialog', { name: '리뷰를 삭제하시겠습니까?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '취소' })).toHaveFocus());
    // 닫기, 취소, 확인: six Tabs go round twice and stay inside.
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Shift>}{Tab}{Tab}{Tab}{Tab}{/Shift}');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('asks queued questions one after the other', async () => {
    renderHost();
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    act(() => {
      first = confirmAction('첫 번째 질문');
      second = confirmAction('두 번째 질문');
    });
    await answerConfirm('첫 번째 질문', 'cancel');
    await expect(first).resolves.toBe(false);
    await answerConfirm('두 번째 질문', 'confirm');
    await expect(second).resolves.toBe(true);
  });
});
