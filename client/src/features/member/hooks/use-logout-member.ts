import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLogoutMutation } from '../api/member-api';
import { logout } from '../store/member-slice';

/**
 * Logging out, wherever the button is (header, menu drawer, My Page): POST /api/logout ends the session on the
 * server, the member state is cleared and the shopper goes to / (spec, section 4).
 */
export function useLogoutMember(): () => Promise<void> {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [logoutCall] = useLogoutMutation();
  return useCallback(async () => {
    try {
      await logoutCall().unwrap();
    } catch {
      // The server may already have ended the session; the browser forgets the member either way.
    }
    // Leave first (the navigation settles once the home screen is loaded): a members-only page still on screen
    // would otherwise send the now-guest to /login.
    await navigate(paths.home.getHref());
    dispatch(logout());
  }, [dispatch, logoutCall, navigate]);
}
