import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';

/**
 * The browser's back button during checkout leaves it (spec, section 2): home, or the product page for a buy-now,
 * instead of stepping back through half-filled steps. The location the layout first opened on counts as arrived,
 * not as a step back (a reload, or the server's redirect after the provider, is a POP too).
 */
export function useBackLeavesCheckout(returnTo: string, enabled: boolean) {
  const navigationType = useNavigationType();
  const location = useLocation();
  const navigate = useNavigate();
  const arrivedAt = useRef(location.key);
  const moved = useRef(false);

  useEffect(() => {
    // Back to the very first step is a step back too, once the shopper has moved on from it.
    const arrival = location.key === arrivedAt.current && !moved.current;
    if (!arrival) moved.current = true;
    if (!enabled || navigationType !== 'POP' || arrival) return;
    navigate(returnTo, { replace: true });
  }, [enabled, location.key, navigationType, navigate, returnTo]);
}
