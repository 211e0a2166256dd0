import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError, RETRY_MESSAGE } from '@/lib/api-client';
import { confirmAction, notifyError } from '@/lib/notify';
import { loginHrefFrom } from '@/lib/return-path';
import { useAddToWishlistMutation, useRemoveFromWishlistMutation, useWishlistIdsQuery } from '../api/wishlist-api';
import { WISHLIST_MESSAGES } from '../messages';

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
      // The login page brings the guest back here (lib/return-path.ts).
      if (await confirmAction(WISHLIST_MESSAGES.loginFirst)) navigate(loginHrefFrom(`${pathname}${search}`));
      return;
    }
    try {
      if (wished) await remove({ memberId, goodsId }).unwrap();
      else await add({ memberId, goodsId }).unwrap();
    } catch (error) {
      notifyError(isApiError(error) ? error.message : RETRY_MESSAGE);
    }
  }, [add, goodsId, memberId, navigate, pathname, remove, search, wished]);

  return { wished, busy: adding.isLoading || removing.isLoading, toggle };
}
