import { useRef } from 'react';
import { paths } from '@/config/paths';

/**
 * Where a members-only screen sends a guest: to /login, unless a member was here a moment ago and has just
 * logged out on this screen, who goes home as every logout does (spec, section 4). Without the difference a logout
 * on My Page would race the screen's own guard and end on /login.
 */
export function useGuestRedirect(memberId: number): string {
  const sawMember = useRef(false);
  if (memberId) sawMember.current = true;
  return sawMember.current ? paths.home.getHref() : paths.login.getHref();
}
