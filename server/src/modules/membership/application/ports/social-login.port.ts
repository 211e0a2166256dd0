import type { Result } from '../../../../shared/domain/result';
import type { Sex } from '../../domain/sex';

export interface SocialTokens {
  accessToken: string;
  refreshToken: string;
}

export interface SocialProfile {
  /** The provider's id for this user in this app. */
  providerId: string;
  email: string | null;
  name: string | null;
  /** Digits. */
  phone: string | null;
  /** YYYY-MM-DD when the provider gave year and day. */
  birth: string | null;
  sex: Sex;
}

/** An OAuth2 login provider (Naver): authorize URL, code exchange, profile. */
export interface SocialLoginPort {
  /** False when no client id is configured: the client hides the button. */
  isEnabled(): boolean;
  authorizeUrl(state: string): string;
  exchangeCode(code: string, state: string): Promise<Result<SocialTokens>>;
  fetchProfile(accessToken: string): Promise<Result<SocialProfile>>;
}
