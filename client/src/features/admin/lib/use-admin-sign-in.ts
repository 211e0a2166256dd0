import { useState } from 'react';
import { useAdminLoginMutation } from '../api/admin-api';
import type { AdminLoginResult } from '../api/admin-types';
import { useStartSignInTwoFactorSetupMutation } from '../two-factor/api/two-factor-api';
import type { SignInCredentials, TwoFactorSetup } from '../two-factor/api/two-factor-types';
import { failureCode, serverMessage, TWO_FACTOR_CODES } from '../two-factor/lib/two-factor-codes';

/** Where the login stands: the password, then the code (or setting up an app), then the recovery codes once. */
export type SignInStep =
  | { kind: 'password' }
  | { kind: 'code'; prompt: string }
  | { kind: 'setup'; prompt: string; setup: TwoFactorSetup }
  | { kind: 'recovery'; admin: AdminLoginResult; codes: string[] };

/**
 * The login's steps. The e-mail and password are kept in this component's state between the steps (never in the
 * store or storage) and dropped once the login is done or started over. `enter` is called with the admin when the
 * console may open: at once, or after the recovery codes were shown.
 */
export function useAdminSignIn(enter: (admin: AdminLoginResult) => void) {
  const [login, { isLoading: signingIn }] = useAdminLoginMutation();
  const [startSetup, { isLoading: settingUp }] = useStartSignInTwoFactorSetupMutation();
  const [credentials, setCredentials] = useState<SignInCredentials | null>(null);
  const [step, setStep] = useState<SignInStep>({ kind: 'password' });
  const [failure, setFailure] = useState<string | null>(null);

  const startOver = () => {
    setCredentials(null);
    setFailure(null);
    setStep({ kind: 'password' });
  };

  /** The server asked for more than the password: the code step, or setting up an app first. */
  const askForSecondFactor = async (given: SignInCredentials, error: unknown): Promise<boolean> => {
    const code = failureCode(error);
    if (code === TWO_FACTOR_CODES.otpRequired) {
      setStep({ kind: 'code', prompt: serverMessage(error) });
      return true;
    }
    if (code !== TWO_FACTOR_CODES.setupRequired) return false;
    const request = startSetup(given);
    try {
      setStep({ kind: 'setup', prompt: serverMessage(error), setup: await request.unwrap() });
    } catch (setupFailure) {
      setCredentials(null);
      setFailure(serverMessage(setupFailure));
    } finally {
      // The secret stays in this screen's state only.
      request.reset();
    }
    return true;
  };

  /** One try: the password alone, or with the code. Resolves whether the admin got in. */
  const attempt = async (given: SignInCredentials, otp?: string): Promise<boolean> => {
    setFailure(null);
    const request = login(otp === undefined ? given : { ...given, otp });
    try {
      const admin = await request.unwrap();
      setCredentials(null);
      if (admin.recoveryCodes?.length) setStep({ kind: 'recovery', admin, codes: admin.recoveryCodes });
      else enter(admin);
      return true;
    } catch (error) {
      if (otp === undefined) {
        setCredentials(given);
        if (await askForSecondFactor(given, error)) return false;
        setCredentials(null);
      }
      setFailure(serverMessage(error));
      return false;
    } finally {
      // The answer (and any recovery codes in it) stays out of the store once read.
      request.reset();
    }
  };

  return {
    step,
    failure,
    busy: signingIn || settingUp,
    signIn: (given: SignInCredentials) => attempt({ email: given.email.trim(), password: given.password }),
    sendCode: (otp: string) => (credentials ? attempt(credentials, otp) : Promise.resolve(false)),
    startOver,
  };
}
