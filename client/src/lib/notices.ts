/**
 * What the storefront is telling or asking the shopper right now: the toasts on screen and the confirmations
 * waiting for an answer. A plain store outside React (sagas and event handlers write to it through lib/notify.ts;
 * components/ui/notices renders it), so a message can come from anywhere without a provider in between.
 */

/** A notice reports something done or sent (polite); an error reports a refusal or a problem to fix (assertive). */
export type NoticeTone = 'notice' | 'error';

export interface Notice {
  id: number;
  message: string;
  tone: NoticeTone;
}

export interface ConfirmOptions {
  /** The confirming button's words: '삭제' for a delete. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** A line under the question, when the question alone does not say what happens. */
  detail?: string;
}

export interface ConfirmRequest extends Required<Omit<ConfirmOptions, 'detail'>> {
  id: number;
  message: string;
  detail?: string;
}

export interface NoticesSnapshot {
  notices: readonly Notice[];
  /** The first is on screen; the rest wait their turn. */
  confirmations: readonly ConfirmRequest[];
}

/** More than this many toasts at once is a wall of text: the oldest leaves for the newest. */
export const MAX_TOASTS = 3;

let snapshot: NoticesSnapshot = { notices: [], confirmations: [] };
let nextId = 1;
const answers = new Map<number, (agreed: boolean) => void>();
const listeners = new Set<() => void>();

function publish(next: NoticesSnapshot) {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

export function subscribeNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const noticesSnapshot = (): NoticesSnapshot => snapshot;

/**
 * Shows a toast. The same words already on screen leave first, so pressing a button twice shows (and announces)
 * the message again instead of stacking two copies.
 */
export function showNotice(message: string, tone: NoticeTone): number {
  const id = nextId++;
  const others = snapshot.notices.filter((notice) => !(notice.message === message && notice.tone === tone));
  publish({ ...snapshot, notices: [...others, { id, message, tone }].slice(-MAX_TOASTS) });
  return id;
}

export function dismissNotice(id: number): void {
  if (!snapshot.notices.some((notice) => notice.id === id)) return;
  publish({ ...snapshot, notices: snapshot.notices.filter((notice) => notice.id !== id) });
}

/** Queues a question; the promise settles with the shopper's answer (false for cancel, Escape or the backdrop). */
export function requestConfirmation(message: string, options: ConfirmOptions = {}): Promise<boolean> {
  const id = nextId++;
  const request: ConfirmRequest = {
    id,
    message,
    confirmLabel: options.confirmLabel ?? '확인',
    cancelLabel: options.cancelLabel ?? '취소',
    detail: options.detail,
  };
  return new Promise<boolean>((resolve) => {
    answers.set(id, resolve);
    publish({ ...snapshot, confirmations: [...snapshot.confirmations, request] });
  });
}

export function answerConfirmation(id: number, agreed: boolean): void {
  const answer = answers.get(id);
  if (!answer) return;
  answers.delete(id);
  publish({ ...snapshot, confirmations: snapshot.confirmations.filter((request) => request.id !== id) });
  answer(agreed);
}

/** Tests: start each one with nothing on screen and nothing waiting (a pending question is answered no). */
export function resetNotices(): void {
  answers.forEach((answer) => answer(false));
  answers.clear();
  publish({ notices: [], confirmations: [] });
}
