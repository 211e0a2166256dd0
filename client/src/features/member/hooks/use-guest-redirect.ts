import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loginHrefFrom } from '@/lib/return-path';

/**
 * Where a members-only screen sends a guest: to /login?redirect=<this screen>, so the login comes back here (the
 * checkout with its goods, a My Page screen); unless a member was here a moment ago and has just logged out on
 * this screen, who goes home as every logout does (spec, section 4). Without the difference a logout on My Page
 * would race the screen's own guard and end on /login.
 */
export function useGuestRedirect(memberId: number): string {
  const { pathname, search, hash } = useLocation();
  const sawMember = useRef(false);
  if (memberId) sawMember.current = true;
  return sawMember.current ? paths.home.getHref() : loginHrefFrom(`${pathname}${search}${hash}`, paths.login.getHref());
}
