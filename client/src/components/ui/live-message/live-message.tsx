import { useEffect, useState } from 'react';

export interface LiveMessageProps {
  message: string;
  className?: string;
}

/** How long the empty region stands before its words arrive: long enough for a screen reader to register it. */
export const LIVE_MESSAGE_DELAY_MS = 150;

/**
 * A role="status" line in a panel that has just opened (the cart drawer after 장바구니 was pressed): the region is
 * mounted empty and its words arrive a moment later, since a live region added together with its words is often
 * not read. The line keeps its height meanwhile, so nothing below it moves.
 */
export function LiveMessage({ message, className }: LiveMessageProps) {
  const [shown, setShown] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(message), LIVE_MESSAGE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  return (
    <p role="status" className={className}>
      {shown}
    </p>
  );
}
