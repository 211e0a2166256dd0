import { useEffect, useRef, type RefObject } from 'react';
import { tabbableElements } from './focusable';

// Overlays can stack (the cart drawer, then a popup over it): only the newest one answers Tab and Escape.
const openDialogs: symbol[] = [];

/** Moves focus to the other end of the panel when Tab or Shift+Tab would leave it. */
function keepTabInside(event: KeyboardEvent, panel: HTMLElement) {
  const tabbable = tabbableElements(panel);
  if (tabbable.length === 0) {
    event.preventDefault();
    panel.focus({ preventScroll: true });
    return;
  }
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !panel.contains(active) || active === panel;
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * While open: focus the panel (or its `[data-autofocus]` element), keep Tab and Shift+Tab inside it, close on
 * Escape, and hand focus back to whatever had it when it closes (WCAG 2.4.3, ARIA dialog pattern).
 */
export function useDialogFocus(open: boolean, panel: RefObject<HTMLElement | null>, onClose: () => void) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const id = Symbol('dialog');
    openDialogs.push(id);
    const previous = document.activeElement as HTMLElement | null;
    const frame = requestAnimationFrame(() => {
      const target = panel.current?.querySelector<HTMLElement>('[data-autofocus]') ?? panel.current;
      target?.focus({ preventScroll: true });
    });
    const onKey = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== id) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab' && panel.current) {
        keepTabInside(event, panel.current);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKey);
      openDialogs.splice(openDialogs.indexOf(id), 1);
      previous?.focus?.({ preventScroll: true });
    };
  }, [open, panel]);
}
