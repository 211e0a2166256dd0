/**
 * The OAuth state of one browser's Naver login, stored by digest. It is used twice,
 * each time once: for the code exchange, then for the login with the access token that
 * exchange produced, so a token obtained elsewhere cannot log this browser in.
 */
export interface SocialLoginStateRepositoryPort {
  create(state: { stateDigest: string; createdAt: Date; expiresAt: Date }): Promise<void>;
  /** Marks the state exchanged; false when unknown, expired or already exchanged. */
  claimForExchange(stateDigest: string, now: Date): Promise<boolean>;
  attachAccessToken(stateDigest: string, accessTokenDigest: string): Promise<void>;
  /** Marks the state completed; false unless exchanged for this very access token, unexpired and not completed. */
  claimForLogin(stateDigest: string, accessTokenDigest: string, now: Date): Promise<boolean>;
}
