import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isApiError, RETRY_MESSAGE } from '@/lib/api-client';
import { confirmAction, notify } from '@/lib/notify';
import { useAddToWishlistMutation, useRemoveFromWishlistMutation, useWishlistIdsQuery } from '../api/wishlist-api';
import { WISHLIST_MESSAGES } from '../messages';

/** Where the login page sends the shopper back to (read by the login page when it keeps a destination). */
export interface LoginReturnState {
  from: string;
}

/**
 * A goods item's heart: whether the member saved it (from the one ids call every heart shares) and the toggle.
 * A guest is asked to log in first and, agreeing, goes to /login with this page as the way back.
 */
export function useWishToggle(memberId: number, goodsId: number) {
  const { data: ids } = useWishlistIdsQuery(memberId, { skip: !memberId });
  const [add, adding] = useAddToWishlistMutation();
  const [remove, removing] = useRemoveFromWishlistMutation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const wished = Boolean(ids?.includes(goodsId));

  const toggle = useCallback(async () => {
    if (!memberId) {
      // confirmAction may answer at once (window.confirm) or later (a dialog): wait for either.
      const agreed = await Promise.resolve(confirmAction(WISHLIST_MESSAGES.loginFirst));
      if (agreed) navigate(paths.login.getHref(), { state: { from: `${pathname}${search}` } satisfies LoginReturnState });
      return;
    }
    try {
      if (wished) await remove({ memberId, goodsId }).unwrap();
      else await add({ memberId, goodsId }).unwrap();
    } catch (error) {
      notify(isApiError(error) ? error.message : RETRY_MESSAGE);
    }
  }, [add, goodsId, memberId, navigate, pathname, remove, search, wished]);

  return { wished, busy: adding.isLoading || removing.isLoading, toggle };
}
