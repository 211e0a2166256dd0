/** The server's answer to the right password (or Naver) of a dormant account (docs/api.md). */
export const DORMANT_CODE = 'MEMBERSHIP.DORMANT';

/** What the Naver callback hands the login page when Naver's account is dormant here: the server's explanation. */
export interface LoginPageState {
  dormant?: string;
}
