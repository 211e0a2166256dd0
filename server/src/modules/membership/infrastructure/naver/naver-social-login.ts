import { Inject, Injectable, Logger } from '@nestjs/common';
import { NAVER_CONFIG, type NaverLoginConfig } from '../../../../config/naver.config';
import { type Result, ok } from '../../../../shared/domain/result';
import type { SocialLoginPort, SocialProfile, SocialTokens } from '../../application/ports/social-login.port';
import { MembershipFailures } from '../../domain/membership-failures';

interface NaverTokenAnswer {
  access_token?: string;
  refresh_token?: string;
  error?: string;
  error_description?: string;
}

interface NaverProfileAnswer {
  resultcode?: string;
  message?: string;
  response?: { id?: string; email?: string; name?: string; nickname?: string; mobile?: string; birthday?: string; birthyear?: string; gender?: string };
}

/**
 * Naver Login (네이버 로그인) over its documented OAuth 2.0 endpoints: the authorize page,
 * the token endpoint (authorization_code grant) and the profile API (`/v1/nid/me`).
 * Every URL comes from the configuration so the contract tests can point it at a fake.
 */
@Injectable()
export class NaverSocialLogin implements SocialLoginPort {
  private readonly logger = new Logger('NaverLogin');

  constructor(@Inject(NAVER_CONFIG) private readonly naver: NaverLoginConfig) {}

  isEnabled(): boolean {
    return Boolean(this.naver.clientId);
  }

  authorizeUrl(state: string): string {
    const url = new URL(this.naver.authorizeUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.naver.clientId ?? '');
    url.searchParams.set('redirect_uri', this.naver.callbackUrl);
    url.searchParams.set('state', state);
    return url.toString();
  }

  async exchangeCode(code: string, state: string): Promise<Result<SocialTokens>> {
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: this.naver.clientId ?? '',
      client_secret: this.naver.clientSecret,
      code,
      state,
    });
    const answer = await this.call<NaverTokenAnswer>(this.naver.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: form.toString(),
    });
    if (!answer?.access_token) {
      this.logger.warn({ msg: 'Naver refused the code', error: answer?.error, description: answer?.error_description });
      return MembershipFailures.naverLoginFailed();
    }
    return ok({ accessToken: answer.access_token, refreshToken: answer.refresh_token ?? '' });
  }

  async fetchProfile(accessToken: string): Promise<Result<SocialProfile>> {
    const answer = await this.call<NaverProfileAnswer>(this.naver.profileUrl, { headers: { authorization: `Bearer ${accessToken}` } });
    const profile = answer?.resultcode === '00' ? answer.response : undefined;
    if (!profile?.id) {
      this.logger.warn({ msg: 'Naver profile refused', resultcode: answer?.resultcode, message: answer?.message });
      return MembershipFailures.naverLoginFailed();
    }
    return ok(toSocialProfile(profile as Required<NaverProfileAnswer>['response'] & { id: string }));
  }

  private async call<T>(url: string, init: RequestInit): Promise<T | null> {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
      return (await response.json()) as T;
    } catch (error) {
      this.logger.warn({ msg: 'Naver unreachable', url: new URL(url).host, error: error instanceof Error ? error.message : String(error) });
      return null;
    }
  }
}

/** Naver's fields into ours: mobile "010-1234-5678" to digits, birthyear + birthday "MM-DD" to a date, gender M/F to 1/2. */
export function toSocialProfile(profile: NonNullable<NaverProfileAnswer['response']> & { id: string }): SocialProfile {
  const phone = (profile.mobile ?? '').replace(/\D/g, '');
  const birth = profile.birthyear && profile.birthday && /^\d{4}$/.test(profile.birthyear) && /^\d{2}-\d{2}$/.test(profile.birthday) ? `${profile.birthyear}-${profile.birthday}` : null;
  return {
    providerId: profile.id,
    email: profile.email ?? null,
    name: profile.name ?? profile.nickname ?? null,
    phone: /^01\d{8,9}$/.test(phone) ? phone : null,
    birth,
    sex: profile.gender === 'M' ? 1 : profile.gender === 'F' ? 2 : null,
  };
}
