import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { CLOCK, type ClockPort } from '../../../../shared/application/clock.port';

/** What the person typed on the sandbox's consent page, in Naver's formats. Blank means "not shared". */
export interface SandboxAccount {
  email: string | null;
  name: string;
  /** 'YYYY' */
  birthyear: string | null;
  /** 'MM-DD' */
  birthday: string | null;
  /** '010-1234-5678' */
  mobile: string | null;
  gender: 'M' | 'F' | null;
}

/** The `response` of Naver's /v1/nid/me, as the real adapter reads it. */
export interface SandboxProfile {
  id: string;
  email?: string;
  name: string;
  nickname: string;
  birthyear?: string;
  birthday?: string;
  mobile?: string;
  mobile_e164?: string;
  gender?: 'M' | 'F';
}

export interface SandboxTokens {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  /** Naver answers the seconds as a string. */
  expires_in: string;
}

interface Expiring<T> {
  value: T;
  expiresAt: number;
}

/** A code lives as briefly as Naver's; the access token as long as Naver's (1 hour). */
export const SANDBOX_CODE_TTL_SECONDS = 5 * 60;
export const SANDBOX_TOKEN_TTL_SECONDS = 60 * 60;
/** Anyone who can reach a development server can fill the maps: keep them bounded. */
export const SANDBOX_MAX_ENTRIES = 1000;

/**
 * The sandbox's memory: one-time codes (bound to the state they were issued for) and access
 * tokens, each with a short expiry. Nothing is persisted; a restart forgets every code and
 * token, which only means logging in through the sandbox again.
 */
@Injectable()
export class NaverSandboxStore {
  private readonly codes = new Map<string, Expiring<{ state: string; account: SandboxAccount }>>();
  private readonly tokens = new Map<string, Expiring<SandboxAccount>>();

  constructor(@Inject(CLOCK) private readonly clock: ClockPort) {}

  issueCode(state: string, account: SandboxAccount): string {
    const code = randomToken(18);
    this.put(this.codes, code, { state, account }, SANDBOX_CODE_TTL_SECONDS);
    return code;
  }

  /** Once only, within its lifetime, and only with the state it was issued for; otherwise null. */
  redeemCode(code: string, state: string): SandboxTokens | null {
    const entry = this.take(this.codes, code);
    if (!entry || entry.state !== state) return null;
    const accessToken = `AAAA${randomToken(36)}`;
    this.put(this.tokens, accessToken, entry.account, SANDBOX_TOKEN_TTL_SECONDS);
    return { access_token: accessToken, refresh_token: randomToken(36), token_type: 'bearer', expires_in: String(SANDBOX_TOKEN_TTL_SECONDS) };
  }

  profileFor(accessToken: string): SandboxProfile | null {
    const entry = this.tokens.get(accessToken);
    if (!entry) return null;
    if (entry.expiresAt <= this.clock.now().getTime()) {
      this.tokens.delete(accessToken);
      return null;
    }
    return toProfile(entry.value);
  }

  private put<T>(map: Map<string, Expiring<T>>, key: string, value: T, ttlSeconds: number): void {
    const now = this.clock.now().getTime();
    for (const [k, entry] of map) if (entry.expiresAt <= now) map.delete(k);
    // Map keeps insertion order: the first key is the oldest.
    while (map.size >= SANDBOX_MAX_ENTRIES) map.delete(map.keys().next().value as string);
    map.set(key, { value, expiresAt: now + ttlSeconds * 1000 });
  }

  private take<T>(map: Map<string, Expiring<T>>, key: string): T | null {
    const entry = map.get(key);
    if (!entry) return null;
    map.delete(key);
    return entry.expiresAt > this.clock.now().getTime() ? entry.value : null;
  }
}

/**
 * Naver's id is per person and per app; the sandbox's is derived from the e-mail (case-blind),
 * so logging in again with the same e-mail, even after a restart, finds the same member.
 * Without an e-mail it is derived from name, birth date and mobile.
 */
export function sandboxNaverId(account: SandboxAccount): string {
  const key = account.email ? account.email.trim().toLowerCase() : `${account.name}|${account.birthyear ?? ''}-${account.birthday ?? ''}|${account.mobile ?? ''}`;
  return `sandbox-${createHash('sha256').update(`naver-sandbox\n${key}`).digest('base64url').slice(0, 32)}`;
}

/** Naver leaves out what the person did not agree to share; so does the sandbox. */
export function toProfile(account: SandboxAccount): SandboxProfile {
  return {
    id: sandboxNaverId(account),
    ...(account.email ? { email: account.email } : {}),
    name: account.name,
    nickname: account.name,
    ...(account.birthyear && account.birthday ? { birthyear: account.birthyear, birthday: account.birthday } : {}),
    ...(account.mobile ? { mobile: account.mobile, mobile_e164: `+82${account.mobile.replace(/\D/g, '').slice(1)}` } : {}),
    ...(account.gender ? { gender: account.gender } : {}),
  };
}

function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}
