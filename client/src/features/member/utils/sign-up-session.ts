/**
 * What the verification page hands to the sign-up page, kept in sessionStorage (the spec's client does the
 * same) so a reload of /sign-up keeps it and closing the tab forgets it. The token proves the phone; the
 * server takes name, birth and phone from it, so the copies here are for display only.
 */
export interface SignUpVerification {
  token: string;
  name: string;
  birth: string;
  phone: string;
}

const KEY = 'shop.signUpVerification';
const NAME_KEY = 'shop.signUpName';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveSignUpVerification(value: SignUpVerification): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(value));
  } catch {
    // private mode or full: the sign-up page will send the shopper back to verification
  }
}

export function readSignUpVerification(): SignUpVerification | null {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SignUpVerification>;
    return typeof value.token === 'string' && value.token ? (value as SignUpVerification) : null;
  } catch {
    return null;
  }
}

/** After sign-up the token is spent: only the name stays, for the complete page's greeting. */
export function finishSignUpVerification(name: string): void {
  try {
    storage()?.removeItem(KEY);
    storage()?.setItem(NAME_KEY, name);
  } catch {
    // the complete page falls back to the member's name
  }
}

export function clearSignUpVerification(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}

export function readSignedUpName(): string {
  try {
    return storage()?.getItem(NAME_KEY) ?? '';
  } catch {
    return '';
  }
}
